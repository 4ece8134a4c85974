import { mkdir, statfs, unlink } from 'node:fs/promises';
import type { Queryable, Tx } from '../db/db.ts';
import type { Deps } from '../deps.ts';
import type { Logger } from '../log.ts';
import { isWait, type Turn, takeTurn } from '../services/limits/rate-events.ts';
import { ApiError } from './api-error.ts';

export const UPLOADS_PER_HOUR_REACHED = 'Too many files uploaded in the last hour. Please try again later.';
export const UPLOAD_QUOTA_REACHED =
  'Your account has no room for this file. Files no order uses are removed a day after they were uploaded.';
export const NO_ROOM_ON_SERVER = 'The server has no room for files right now. Please try again later.';

const HOUR_MS = 60 * 60 * 1000;
/** Advisory-lock class of an account's quota (with the account's id): its uploads are recorded one at a time. */
const QUOTA_LOCK = 7313200;

type UploadDeps = Pick<Deps, 'db' | 'clock' | 'env' | 'freeDiskBytes'>;

/** Free bytes for an unprivileged writer on the disk that holds `dir`. */
export async function statfsFreeBytes(dir: string): Promise<number> {
  const stats = await statfs(dir);
  return stats.bavail * stats.bsize;
}

/**
 * Bytes an account keeps on the server: its order files no order uses yet (files on an order are the order's, and
 * each order costs points) and its avatar. `withoutAvatar` leaves the avatar out, for an upload that replaces it.
 */
export async function keptBytes(q: Queryable, userId: number, withoutAvatar = false): Promise<number> {
  const [row] = await q.query<{ bytes: string | number }>(
    `SELECT (SELECT coalesce(sum(size), 0) FROM order_files WHERE user_id = $1 AND used_at IS NULL)
          + (SELECT CASE WHEN $2 OR avatar IS NULL THEN 0 ELSE coalesce(avatar_bytes, 0) END FROM users WHERE id = $1)
            AS bytes`,
    [userId, withoutAvatar],
  );
  return Number(row?.bytes ?? 0);
}

async function checkQuota(q: Queryable, quota: number, target: UploadTarget): Promise<void> {
  const kept = await keptBytes(q, target.accountId, target.replacesAvatar);
  if (kept + target.size > quota) throw new ApiError(413, UPLOAD_QUOTA_REACHED);
}

/**
 * Lets one upload of `size` bytes into `dir` go ahead, or refuses it: 507 while the disk under `dir` would keep less
 * than DISK_FREE_MARGIN_MB free with the file written (the database may share that disk), 429 with Retry-After past
 * UPLOADS_PER_HOUR of the uploader in the last hour. The answer counts the upload; give it back with `release` when
 * the upload is refused further on (storeWithinQuota does).
 */
export async function admitUpload(
  deps: UploadDeps,
  uploaderId: number,
  size: number,
  dir: string,
  /** The request's logger (a refusal for want of disk is the operator's business). */
  log: Logger,
): Promise<Turn> {
  const { db, clock, env } = deps;
  await mkdir(dir, { recursive: true });
  const free = await (deps.freeDiskBytes ?? statfsFreeBytes)(dir);
  if (free - size < env.diskFreeMarginBytes) {
    log.warn(
      {
        component: 'uploads',
        freeMb: Math.round(free / 1048576),
        dir,
        marginMb: Math.round(env.diskFreeMarginBytes / 1048576),
      },
      'upload refused: the disk is nearly full (DISK_FREE_MARGIN_MB)',
    );
    throw new ApiError(507, NO_ROOM_ON_SERVER);
  }
  const turn = await takeTurn(db, clock.now(), [`upload:user:${uploaderId}`], HOUR_MS, env.uploadsPerHour);
  if (isWait(turn)) {
    throw new ApiError(429, UPLOADS_PER_HOUR_REACHED, undefined, { 'Retry-After': String(turn.retryAfter) });
  }
  return turn;
}

export interface UploadTarget {
  /** Whose quota the file counts in: the uploader for an order file, the person it shows for an avatar. */
  accountId: number;
  size: number;
  /** The file takes the place of the account's avatar (which then no longer counts). */
  replacesAvatar?: boolean;
}

/**
 * Stores an admitted upload within the account's UPLOAD_QUOTA_MB (413 past it): checked before the file is written,
 * then again in the transaction that records it, under the account's lock, so two uploads at once cannot both take
 * the last room. Any refusal or failure removes the written file and gives the upload's turn back.
 */
export async function storeWithinQuota<T>(
  deps: UploadDeps,
  turn: Turn,
  target: UploadTarget,
  write: () => Promise<string>,
  record: (tx: Tx) => Promise<T>,
): Promise<T> {
  const quota = deps.env.uploadQuotaBytes;
  let written: string | undefined;
  try {
    await checkQuota(deps.db, quota, target);
    written = await write();
    return await deps.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [QUOTA_LOCK, target.accountId]);
      await checkQuota(tx, quota, target);
      return record(tx);
    });
  } catch (error) {
    if (written !== undefined) await unlink(written).catch(() => undefined);
    await turn.release();
    throw error;
  }
}
