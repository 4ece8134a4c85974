import { randomBytes, randomInt } from 'node:crypto';
import type { Clock } from '#server/clock.ts';
import type { Db, Queryable } from '#server/db/db.ts';
import { ApiError } from '#server/http/api-error.ts';
import { keyedHash, sameHash } from './keyed-hash.ts';
import { INSTALLER_SIGN_IN, type SignInClient, type SignInTables } from './sign-in-clients.ts';

export const CODE_TTL_MINUTES = 10;
export const MAX_WRONG_TRIES = 5;
/** The account-wide caps on unknown clients also hold over a day: this many hours' worth (decision 0262). */
export const DAILY_CAP_HOURS = 5;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const tooManyWrongCodes = () => new ApiError(429, 'Too many wrong codes. Request a new code.');
const retryAfter = (seconds: number) => ({ 'Retry-After': String(Math.max(1, Math.ceil(seconds))) });
export const TOO_MANY_CODES = 'Too many codes requested. Try again later.';
export const TOO_MANY_WRONG_CODES = 'Too many wrong codes. Try again later.';
const tooManyCodes = (seconds: number) => new ApiError(429, TOO_MANY_CODES, undefined, retryAfter(seconds));
const tooManyWrongCodesForNow = (seconds: number) =>
  new ApiError(429, TOO_MANY_WRONG_CODES, undefined, retryAfter(seconds));
export const invalidCode = () => new ApiError(406, 'The code is invalid.');

export interface CodeDeps {
  db: Db;
  clock: Clock;
  secret: string;
  /** Codes one client (a known device, or an address) may ask for one account in an hour. */
  hourlyLimit: number;
  /** Codes the clients an account does not know may ask for it in an hour, together. */
  accountHourlyLimit: number;
  /** Wrong codes one client may enter for one account in an hour; the clients it does not know, together, too. */
  wrongCodesHourlyLimit: number;
  /** Whose codes: the installers' tables by default, the staff's for staff sign-in (decision 0276). */
  tables?: SignInTables;
}

const hashCode = (secret: string, userId: number, code: string) => keyedHash(secret, 'login-code', `${userId}:${code}`);
const hashAttempt = (secret: string, attempt: string) => keyedHash(secret, 'sign-in-attempt', attempt);

interface Counted {
  at: Date;
  client_key: string | null;
  known_client: boolean;
}

/**
 * Seconds until a sliding window of `windowMs` that held the events at `times` (ascending, ms) has room for one
 * more under `limit`; 0 when it has room now.
 */
export function waitForRoom(times: number[], limit: number, windowMs: number, now: number): number {
  const inWindow = times.filter((at) => at > now - windowMs);
  if (inWindow.length < limit) return 0;
  if (limit <= 0) return windowMs / 1000;
  // Once this one leaves the window, limit - 1 remain.
  const freeing = inWindow[inWindow.length - limit]!;
  return Math.max(1, (freeing + windowMs - now) / 1000);
}

/** How long the client must wait for room under its own limit and, when the account does not know it, the shared caps. */
function waitUnderCaps(
  rows: Counted[],
  client: SignInClient,
  perClient: number,
  unknownPerHour: number,
  now: number,
): number {
  const times = (list: Counted[]) => list.map((row) => new Date(row.at).getTime());
  let wait = waitForRoom(times(rows.filter((row) => row.client_key === client.key)), perClient, HOUR_MS, now);
  if (!client.known) {
    const unknown = times(rows.filter((row) => !row.known_client));
    wait = Math.max(
      wait,
      waitForRoom(unknown, unknownPerHour, HOUR_MS, now),
      waitForRoom(unknown, unknownPerHour * DAILY_CAP_HOURS, DAY_MS, now),
    );
  }
  return wait;
}

const lockAccount = (tx: Queryable, t: SignInTables, userId: number) =>
  tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${t.lock}:${userId}`]);

/** A code and the attempt it belongs to: the code is sent and forgotten, the attempt goes back to the client. */
export interface IssuedCode {
  code: string;
  attempt: string;
}

/**
 * A fresh 5-digit code for a new sign-in attempt of the account (decision 0262). Other attempts' codes stay valid:
 * nobody's request replaces the person's code. Refused with 429 and Retry-After past the client's hourly limit, or,
 * for a client the account does not know, past the codes such clients may ask for it together (an hour, a day).
 * `legacy`: the request came from an app that may verify without the attempt.
 */
export async function issueLoginCode(
  deps: CodeDeps,
  user: { id: number },
  identifier: string,
  channel: 'email' | 'sms',
  client: SignInClient,
  legacy = false,
): Promise<IssuedCode> {
  const now = deps.clock.now();
  const at = now.getTime();
  const code = String(randomInt(0, 100_000)).padStart(5, '0');
  const attempt = randomBytes(16).toString('base64url');
  const t = deps.tables ?? INSTALLER_SIGN_IN;
  const refusal = await deps.db.transaction(async (tx) => {
    await lockAccount(tx, t, user.id);
    // Only the last day counts; older rows (hashes of dead codes, old wrong tries) go.
    await tx.query(`DELETE FROM ${t.codes} WHERE ${t.owner} = $1 AND created_at < $2`, [
      user.id,
      new Date(at - DAY_MS),
    ]);
    await tx.query(`DELETE FROM ${t.failures} WHERE ${t.owner} = $1 AND created_at < $2`, [
      user.id,
      new Date(at - DAY_MS),
    ]);
    const rows = await tx.query<Counted>(
      `SELECT created_at AS at, client_key, known_client FROM ${t.codes} WHERE ${t.owner} = $1 ORDER BY created_at`,
      [user.id],
    );
    const wait = waitUnderCaps(rows, client, deps.hourlyLimit, deps.accountHourlyLimit, at);
    if (wait > 0) return tooManyCodes(wait);
    await tx.query(
      `INSERT INTO ${t.codes} (${t.owner}, identifier, channel, code_hash, created_at, expires_at, attempt_hash,
                                client_key, address_key, known_client, legacy)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        user.id,
        identifier,
        channel,
        hashCode(deps.secret, user.id, code),
        now,
        new Date(at + CODE_TTL_MINUTES * 60_000),
        hashAttempt(deps.secret, attempt),
        client.key,
        client.addressKey,
        client.known !== null,
        legacy,
      ],
    );
    return null;
  });
  if (refusal) throw refusal;
  return { code, attempt };
}

interface CodeRow {
  id: number;
  code_hash: string;
  attempts: number;
  expires_at: Date;
  used_at: Date | null;
  superseded_at: Date | null;
}

type Outcome = { ok: true } | { ok: false; error: () => ApiError };

/**
 * Checks a code against the attempt named (decision 0262): only that attempt's code, which dies after
 * MAX_WRONG_TRIES wrong tries or CODE_TTL_MINUTES. Without an attempt (an app from before attempts), against the
 * newest code such an app asked for from the same address. Wrong codes count per client, and for clients the account
 * does not know also together; past those: 429 with Retry-After, whatever the code.
 */
export async function checkLoginCode(
  deps: CodeDeps,
  userId: number,
  code: string,
  attempt: string | null,
  client: SignInClient,
): Promise<void> {
  const now = deps.clock.now();
  const at = now.getTime();
  const t = deps.tables ?? INSTALLER_SIGN_IN;
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    await lockAccount(tx, t, userId);
    const columns = 'id, code_hash, attempts, expires_at, used_at, superseded_at';
    const [row] =
      attempt !== null
        ? await tx.query<CodeRow>(
            `SELECT ${columns} FROM ${t.codes} WHERE ${t.owner} = $1 AND attempt_hash = $2 FOR UPDATE`,
            [userId, hashAttempt(deps.secret, attempt)],
          )
        : await tx.query<CodeRow>(
            // Rows without an attempt were written by an instance from before attempts (a rolling deploy).
            `SELECT ${columns} FROM ${t.codes}
             WHERE ${t.owner} = $1 AND used_at IS NULL AND superseded_at IS NULL
               AND ((legacy AND address_key = $2) OR attempt_hash IS NULL)
             ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
            [userId, client.addressKey],
          );
    if (!row || row.used_at || row.superseded_at || new Date(row.expires_at) <= now) {
      return { ok: false, error: invalidCode };
    }
    if (row.attempts >= MAX_WRONG_TRIES) return { ok: false, error: tooManyWrongCodes };
    const failures = await tx.query<Counted>(
      `SELECT created_at AS at, client_key, known_client FROM ${t.failures}
       WHERE ${t.owner} = $1 AND created_at > $2 ORDER BY created_at`,
      [userId, new Date(at - DAY_MS)],
    );
    const limit = deps.wrongCodesHourlyLimit;
    const wait = waitUnderCaps(failures, client, limit, limit, at);
    if (wait > 0) return { ok: false, error: () => tooManyWrongCodesForNow(wait) };
    if (sameHash(row.code_hash, hashCode(deps.secret, userId, code))) {
      await tx.query(`UPDATE ${t.codes} SET used_at = $2 WHERE id = $1`, [row.id, now]);
      return { ok: true };
    }
    await tx.query(`UPDATE ${t.codes} SET attempts = attempts + 1 WHERE id = $1`, [row.id]);
    await tx.query(
      `INSERT INTO ${t.failures} (${t.owner}, client_key, known_client, created_at) VALUES ($1, $2, $3, $4)`,
      [userId, client.key, client.known !== null, now],
    );
    return { ok: false, error: row.attempts + 1 >= MAX_WRONG_TRIES ? tooManyWrongCodes : invalidCode };
  });
  if (!outcome.ok) throw outcome.error();
}
