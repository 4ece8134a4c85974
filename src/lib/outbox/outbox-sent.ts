import { get, set } from 'idb-keyval';
import { ApiError } from '#src/lib/http/api-error.ts';

/**
 * What the server answered to each queued write once it was sent, by its Idempotency-Key, per account: whoever
 * holds the outbox's lock next (the app or the service worker) reads it before sending, so a write is sent once
 * even when the other sender's copy of the queue is older (docs/decisions/0294). Kept a week, at most 200.
 */
const SENT_KEY = 'installer-club-outbox-sent-v1';
const KEEP_MS = 7 * 24 * 3_600_000;
const KEEP_AT_MOST = 200;

export interface StoredError {
  status: number;
  message: string;
  fieldErrors: Record<string, string[]>;
}

export type SentOutcome = { ok: true; data: unknown } | { ok: false; error: StoredError };

export interface SentRecord {
  idempotencyKey: string;
  /** When the answer came (ms). */
  at: number;
  /** Who sent it: the service worker's sends tell the app, when it starts, to refresh what it shows. */
  by: 'app' | 'worker';
  outcome: SentOutcome;
}

const sentKey = (owner: string) => `${SENT_KEY}:${owner}`;

export function storeError(error: unknown): StoredError {
  if (error instanceof ApiError)
    return { status: error.status, message: error.message, fieldErrors: error.fieldErrors };
  return { status: -1, message: error instanceof Error ? error.message : String(error), fieldErrors: {} };
}

export function reviveError(error: StoredError): ApiError {
  return new ApiError(error.status, error.message, error.fieldErrors);
}

export async function readSent(owner: string): Promise<SentRecord[]> {
  try {
    return ((await get(sentKey(owner))) as SentRecord[] | undefined) ?? [];
  } catch {
    // No IndexedDB (private mode): nothing was recorded.
    return [];
  }
}

export async function sentOutcome(owner: string, idempotencyKey: string): Promise<SentOutcome | undefined> {
  return (await readSent(owner)).find((r) => r.idempotencyKey === idempotencyKey)?.outcome;
}

/** Records a write's answer; call while holding the outbox's lock (readers and writers take turns). */
export async function recordSent(owner: string, record: SentRecord): Promise<void> {
  const kept = (await readSent(owner)).filter(
    (r) => r.idempotencyKey !== record.idempotencyKey && record.at - r.at < KEEP_MS,
  );
  try {
    await set(sentKey(owner), [...kept, record].slice(-KEEP_AT_MOST));
  } catch {
    // No IndexedDB: the lock still keeps the senders apart for this visit.
  }
}

/** When the service worker last sent one of the account's writes (ms), or null. */
export async function lastSentByWorker(owner: string): Promise<number | null> {
  const times = (await readSent(owner)).filter((r) => r.by === 'worker').map((r) => r.at);
  return times.length > 0 ? Math.max(...times) : null;
}
