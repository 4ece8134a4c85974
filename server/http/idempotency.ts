import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/db.ts';
import { ApiError, invalidData } from './api-error.ts';
import type { AppEnv } from './app-env.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEEP_MS = 30 * 24 * 3600_000;
/** A claim whose request never finished (the process died) may be taken over after this long. */
const ABANDONED_MS = 60_000;
/** Answers worth replaying: success, and refusals that the same request would meet again. */
const KEPT_ERRORS = new Set([400, 403, 404, 406, 409, 410, 413, 415, 422]);

export interface Answer {
  status: number;
  body: string | null;
}

interface KeyRow {
  request_hash: string;
  status: number | null;
  body: string | null;
  created_at: Date;
}

function readKey(c: Context<AppEnv>): string | null {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return null;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw invalidData({ [IDEMPOTENCY_HEADER]: ['Use 1 to 255 visible ASCII characters.'] });
  }
  return key;
}

/**
 * Runs a mutating call at most once per (scope, Idempotency-Key): a repeat with the same request gets the
 * first answer again, a repeat with another request 422, and one racing an unfinished first try 409.
 * Without the header the call simply runs.
 */
export async function runIdempotent(
  db: Queryable,
  clock: Clock,
  c: Context<AppEnv>,
  scope: string,
  requestText: string,
  run: () => Promise<Answer>,
): Promise<Answer> {
  const key = readKey(c);
  if (key === null) return run();
  const now = clock.now();
  const hash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n${requestText}`).digest('hex');
  const claimed = await db.query(
    `INSERT INTO idempotency_keys (scope, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (scope, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, created_at = EXCLUDED.created_at,
       status = NULL, body = NULL, completed_at = NULL
     WHERE idempotency_keys.created_at < $5
        OR (idempotency_keys.completed_at IS NULL AND idempotency_keys.created_at < $6)
     RETURNING 1`,
    [scope, key, hash, now, new Date(now.getTime() - KEEP_MS), new Date(now.getTime() - ABANDONED_MS)],
  );
  if (claimed.length === 0) return replay(db, scope, key, hash);

  let answer: Answer;
  try {
    answer = await run();
  } catch (error) {
    if (error instanceof ApiError && KEPT_ERRORS.has(error.status)) {
      answer = { status: error.status, body: JSON.stringify(error.body) };
    } else {
      await db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [scope, key]);
      throw error;
    }
  }
  await db.query(
    'UPDATE idempotency_keys SET status = $3, body = $4, completed_at = $5 WHERE scope = $1 AND key = $2',
    [scope, key, answer.status, answer.body, clock.now()],
  );
  return answer;
}

async function replay(db: Queryable, scope: string, key: string, hash: string): Promise<Answer> {
  const [row] = await db.query<KeyRow>(
    'SELECT request_hash, status, body, created_at FROM idempotency_keys WHERE scope = $1 AND key = $2',
    [scope, key],
  );
  if (!row || row.request_hash !== hash) {
    throw new ApiError(422, 'This Idempotency-Key was already used with another request.');
  }
  if (row.status === null) {
    throw new ApiError(409, 'A request with this Idempotency-Key is still being processed. Try again shortly.');
  }
  return { status: row.status as ContentfulStatusCode, body: row.body };
}
