import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type * as v from 'valibot';
import type { AuthenticationCredential, Passkey, RegistrationCredential } from '#contract/passkeys.ts';
import { ApiError } from '#server/http/api-error.ts';
import { verifyAssertion, verifyNewCredential } from '../passkeys/ceremony.ts';
import { CHALLENGE_TTL_MS, signedChallenge } from '../passkeys/challenges.ts';
import type { PasskeyDeps } from '../passkeys/registration.ts';
import { userHandleOf } from '../passkeys/user-handle.ts';
import { webauthnLibrary } from '../passkeys/webauthn-library.ts';
import type { StaffSession } from './staff-sessions.ts';

/**
 * Staff passkeys (decision 0276): the installers' ceremony (services/passkeys, @simplewebauthn/server) on the staff
 * tables, and used to confirm a session rather than to sign in: the member is known, so only their passkeys count.
 */
type Purpose = 'register' | 'confirm';

const expired = () => new ApiError(400, 'The passkey request has expired. Please try again.');
const notAdded = () => new ApiError(400, 'The passkey could not be added. Please try again.');
const alreadyAdded = () => new ApiError(409, 'This passkey is already added.');
export const notConfirmed = () => new ApiError(403, 'The passkey was not accepted. Please try again.');

async function keep(deps: PasskeyDeps, challenge: string, purpose: Purpose, sessionId: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db.query('DELETE FROM staff_passkey_challenges WHERE expires_at <= $1', [now]);
  await deps.db.query(
    'INSERT INTO staff_passkey_challenges (challenge, purpose, session_id, expires_at) VALUES ($1, $2, $3, $4)',
    [challenge, purpose, sessionId, new Date(now.getTime() + CHALLENGE_TTL_MS)],
  );
}

/** Takes a challenge back once: true when this session was given it for this purpose and it has not expired. */
async function take(deps: PasskeyDeps, challenge: string, purpose: Purpose, sessionId: number): Promise<boolean> {
  const [row] = await deps.db.query<{ expires_at: Date; session_id: number }>(
    'DELETE FROM staff_passkey_challenges WHERE challenge = $1 AND purpose = $2 RETURNING expires_at, session_id',
    [challenge, purpose],
  );
  return row !== undefined && new Date(row.expires_at) > deps.clock.now() && row.session_id === sessionId;
}

export async function staffPasskeyCount(deps: PasskeyDeps, staffId: number): Promise<number> {
  const [row] = await deps.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM staff_passkeys WHERE staff_id = $1',
    [staffId],
  );
  return row?.n ?? 0;
}

async function credentialsOf(deps: PasskeyDeps, staffId: number) {
  const rows = await deps.db.query<{ credential_id: string; transports: string[] }>(
    'SELECT credential_id, transports FROM staff_passkeys WHERE staff_id = $1',
    [staffId],
  );
  return rows.map((r) => ({ id: r.credential_id, transports: r.transports as never }));
}

export async function staffRegistrationOptions(
  deps: PasskeyDeps,
  session: StaffSession,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const options = await (await webauthnLibrary()).generateRegistrationOptions({
    rpName: `${deps.rp.name} staff`,
    rpID: deps.rp.id,
    userID: userHandleOf(session.staffUuid),
    userName: session.email,
    userDisplayName: session.name,
    timeout: 120_000,
    attestationType: 'none',
    excludeCredentials: await credentialsOf(deps, session.staffId),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  });
  await keep(deps, options.challenge, 'register', session.sessionId);
  return options;
}

export async function addStaffPasskey(
  deps: PasskeyDeps,
  session: StaffSession,
  credential: v.InferOutput<typeof RegistrationCredential>,
  name: string | undefined,
): Promise<Passkey> {
  const response = credential as RegistrationResponseJSON;
  const challenge = signedChallenge(response.response.clientDataJSON);
  if (!challenge || !(await take(deps, challenge, 'register', session.sessionId))) throw expired();
  const kept = await verifyNewCredential(deps, response, challenge, notAdded);
  const [row] = await deps.db.query<{ uuid: string; name: string; created_at: Date }>(
    `INSERT INTO staff_passkeys (staff_id, credential_id, public_key, counter, transports, name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (credential_id) DO NOTHING RETURNING uuid, name, created_at`,
    [
      session.staffId,
      kept.id,
      Buffer.from(kept.publicKey),
      kept.counter,
      (credential.response.transports ?? []).slice(0, 10),
      name || 'Passkey',
      deps.clock.now(),
    ],
  );
  if (!row) throw alreadyAdded();
  return {
    uuid: String(row.uuid),
    name: row.name,
    created_at: new Date(row.created_at).toISOString(),
    last_used_at: null,
  };
}

export async function staffConfirmOptions(
  deps: PasskeyDeps,
  session: StaffSession,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await (await webauthnLibrary()).generateAuthenticationOptions({
    rpID: deps.rp.id,
    timeout: 120_000,
    userVerification: 'required',
    allowCredentials: await credentialsOf(deps, session.staffId),
  });
  await keep(deps, options.challenge, 'confirm', session.sessionId);
  return options;
}

/** Checks a passkey assertion for the session's member: the challenge once, their passkey, the signature, the counter. */
export async function verifyStaffPasskey(
  deps: PasskeyDeps,
  session: StaffSession,
  credential: v.InferOutput<typeof AuthenticationCredential>,
): Promise<void> {
  const response = credential as AuthenticationResponseJSON;
  const challenge = signedChallenge(response.response.clientDataJSON);
  if (!challenge || !(await take(deps, challenge, 'confirm', session.sessionId))) throw notConfirmed();
  const [stored] = await deps.db.query<{ id: number; public_key: Uint8Array; counter: number }>(
    'SELECT id, public_key, counter FROM staff_passkeys WHERE credential_id = $1 AND staff_id = $2',
    [response.id, session.staffId],
  );
  if (!stored) throw notConfirmed();
  await verifyAssertion(deps, 'staff_passkeys', response, challenge, stored, notConfirmed);
}
