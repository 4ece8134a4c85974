import type { Passkey } from '#contract/passkeys.ts';
import type { Queryable } from '#server/db/db.ts';

interface PasskeyRow {
  uuid: string;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

const toPasskey = (row: PasskeyRow): Passkey => ({
  uuid: String(row.uuid),
  name: row.name,
  created_at: new Date(row.created_at).toISOString(),
  last_used_at: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
});

export interface NewPasskey {
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  name: string;
}

/** Keeps a verified passkey for the user; null when this credential is already kept (for anyone). */
export async function insertPasskey(
  db: Queryable,
  userId: number,
  passkey: NewPasskey,
  now: Date,
): Promise<Passkey | null> {
  const [row] = await db.query<PasskeyRow>(
    `INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (credential_id) DO NOTHING
     RETURNING uuid, name, created_at, last_used_at`,
    [
      userId,
      passkey.credentialId,
      Buffer.from(passkey.publicKey),
      passkey.counter,
      passkey.transports,
      passkey.name,
      now,
    ],
  );
  return row ? toPasskey(row) : null;
}

export async function listPasskeys(db: Queryable, userId: number): Promise<Passkey[]> {
  const rows = await db.query<PasskeyRow>(
    'SELECT uuid, name, created_at, last_used_at FROM passkeys WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
    [userId],
  );
  return rows.map(toPasskey);
}

/** The credentials the user already has, so the browser does not add the same authenticator twice. */
export async function credentialsOf(db: Queryable, userId: number): Promise<{ id: string; transports: string[] }[]> {
  const rows = await db.query<{ credential_id: string; transports: string[] }>(
    'SELECT credential_id, transports FROM passkeys WHERE user_id = $1',
    [userId],
  );
  return rows.map((r) => ({ id: r.credential_id, transports: r.transports }));
}

/** Removes one of the user's passkeys; false when the user has none by that uuid. */
export async function deletePasskey(db: Queryable, userId: number, uuid: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM passkeys WHERE uuid = $1 AND user_id = $2 RETURNING id', [uuid, userId]);
  return rows.length > 0;
}
