import { isIP } from 'node:net';
import type { Clock } from '#server/clock.ts';
import type { Queryable } from '#server/db/db.ts';
import { keyedHash } from './keyed-hash.ts';

/** An address that signed in to an account stays known to it this long (decision 0262). */
export const KNOWN_ADDRESS_DAYS = 30;
/** A device (its token) that signed in to an account stays known to it this long. */
export const KNOWN_DEVICE_DAYS = 365;
const DAY_MS = 86_400_000;

/**
 * Where one kind of account keeps its sign-in codes, wrong codes and known clients (decision 0262): installers in
 * the tables 0001 and 0020 made, staff in their own (0023, decision 0276). Table and column names are constants of
 * the code, never input.
 */
export interface SignInTables {
  codes: string;
  failures: string;
  clients: string;
  /** The column naming the account in all three. */
  owner: string;
  /** The advisory lock's prefix that serialises one account's codes. */
  lock: string;
}

export const INSTALLER_SIGN_IN: SignInTables = {
  codes: 'login_codes',
  failures: 'login_code_failures',
  clients: 'sign_in_clients',
  owner: 'user_id',
  lock: 'login-code-user',
};

export const STAFF_SIGN_IN: SignInTables = {
  codes: 'staff_login_codes',
  failures: 'staff_login_code_failures',
  clients: 'staff_sign_in_clients',
  owner: 'staff_id',
  lock: 'login-code-staff',
};

/** The device token the app mints once (32 random bytes, base64url) and keeps; anything else is no device. */
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

/**
 * Whom limits count an address as: an IPv4 address, or the /64 of an IPv6 one (one subscriber usually holds a whole
 * /64, so counting single IPv6 addresses would hand an attacker billions of fresh ones). In-process calls (tests) have
 * no address and share one.
 */
export function addressForLimits(address: string | undefined): string {
  if (address === undefined) return 'in-process';
  const plain = address.split('%')[0]!;
  if (isIP(plain) !== 6) return plain;
  const [head = '', tail] = plain.split('::');
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${all
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** The keys a request is known by: its address's, and its device's when it carried a well-formed device token. */
export interface ClientKeys {
  addressKey: string;
  deviceKey: string | null;
}

export function clientKeys(secret: string, address: string | undefined, deviceToken: string | undefined): ClientKeys {
  const key = (value: string) => keyedHash(secret, 'sign-in-client', value);
  return {
    addressKey: key(`address:${addressForLimits(address)}`),
    deviceKey: deviceToken !== undefined && DEVICE_TOKEN.test(deviceToken) ? key(`device:${deviceToken}`) : null,
  };
}

/** A client as the sign-in limits see it for one account. */
export interface SignInClient extends ClientKeys {
  /** What the per-client limits count: the device when the account knows it, otherwise the address. */
  key: string;
  /** Whether the account knows the client (it signed in from there lately); unknown ones share account-wide caps. */
  known: 'device' | 'address' | null;
}

/** How the account sees the client: a device it signed in on, an address it signed in from lately, or neither. */
export async function identifyClient(
  db: Queryable,
  clock: Clock,
  userId: number,
  keys: ClientKeys,
  t: SignInTables = INSTALLER_SIGN_IN,
): Promise<SignInClient> {
  const now = clock.now().getTime();
  const wanted = keys.deviceKey ? [keys.addressKey, keys.deviceKey] : [keys.addressKey];
  const rows = await db.query<{ kind: 'device' | 'address' }>(
    `SELECT kind FROM ${t.clients}
     WHERE ${t.owner} = $1 AND client_key = ANY($2::text[])
       AND last_signed_in_at > CASE kind WHEN 'device' THEN $3::timestamptz ELSE $4::timestamptz END`,
    [userId, wanted, new Date(now - KNOWN_DEVICE_DAYS * DAY_MS), new Date(now - KNOWN_ADDRESS_DAYS * DAY_MS)],
  );
  if (keys.deviceKey && rows.some((row) => row.kind === 'device'))
    return { ...keys, key: keys.deviceKey, known: 'device' };
  return { ...keys, key: keys.addressKey, known: rows.length > 0 ? 'address' : null };
}

/** After a successful sign-in: the account knows this address, and this device when it sent its token. */
export async function rememberSignIn(
  db: Queryable,
  clock: Clock,
  userId: number,
  keys: ClientKeys,
  t: SignInTables = INSTALLER_SIGN_IN,
): Promise<void> {
  const now = clock.now();
  const upsert = (key: string, kind: 'device' | 'address') =>
    db.query(
      `INSERT INTO ${t.clients} (${t.owner}, client_key, kind, last_signed_in_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (${t.owner}, client_key) DO UPDATE SET last_signed_in_at = EXCLUDED.last_signed_in_at`,
      [userId, key, kind, now],
    );
  await upsert(keys.addressKey, 'address');
  if (keys.deviceKey) await upsert(keys.deviceKey, 'device');
  await db.query(`DELETE FROM ${t.clients} WHERE ${t.owner} = $1 AND last_signed_in_at < $2`, [
    userId,
    new Date(now.getTime() - KNOWN_DEVICE_DAYS * DAY_MS),
  ]);
}
