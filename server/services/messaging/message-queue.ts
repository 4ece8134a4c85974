import type { Queryable } from '#server/db/db.ts';

/**
 * The queue's statements on outbox_messages (migration 0022, decision 0272). A row is claimed by one statement that
 * sets it `sending` until a deadline and counts the attempt; the claim's attempt number is what the sender finishes
 * with, so a sender whose claim lapsed (and was taken by another) changes nothing. `FOR UPDATE SKIP LOCKED` keeps two
 * senders racing for the same rows from both taking one; on PGlite (one connection) the statements simply take turns.
 */

export type QueueStatus = 'queued' | 'sending' | 'sent' | 'failed';

export interface NewRow {
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  /** As stored: the code masked unless the developer outbox keeps codes. */
  text: string;
  code: string | null;
  sealed: string | null;
  createdAt: Date;
  claimUntil: Date;
  giveUpAt: Date;
}

/** A claimed row: what a sender needs to deliver it and to finish its claim. */
export interface ClaimedRow {
  id: number;
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  text: string;
  sealed: string | null;
  attempts: number;
  give_up_at: Date;
  created_at: Date;
  last_error: string | null;
}

const CLAIMED_COLUMNS = `id, to_address AS "to", channel, subject, text, sealed, attempts, give_up_at, created_at,
  last_error`;

/** Records a new message, already claimed by its writer for the first attempt (the person waits for it). */
export async function insertClaimed(db: Queryable, row: NewRow): Promise<number> {
  const [inserted] = await db.query<{ id: number }>(
    `INSERT INTO outbox_messages
       (to_address, channel, subject, text, code, created_at, status, attempts, next_attempt_at, give_up_at, sealed)
     VALUES ($1, $2, $3, $4, $5, $6, 'sending', 1, $7, $8, $9) RETURNING id`,
    [row.to, row.channel, row.subject, row.text, row.code, row.createdAt, row.claimUntil, row.giveUpAt, row.sealed],
  );
  return inserted!.id;
}

/**
 * Claims the most overdue message that is due (queued and its time come, or sending and its claim lapsed) and not
 * too old: one row, so a claim never waits behind other deliveries of the same sender.
 */
export async function claimDue(db: Queryable, now: Date, claimUntil: Date): Promise<ClaimedRow | undefined> {
  const [row] = await db.query<ClaimedRow>(
    `UPDATE outbox_messages SET status = 'sending', attempts = attempts + 1, next_attempt_at = $2
     WHERE id = (
       SELECT id FROM outbox_messages
       WHERE status IN ('queued', 'sending') AND next_attempt_at <= $1 AND give_up_at > $1
       ORDER BY next_attempt_at, id LIMIT 1
       FOR UPDATE SKIP LOCKED)
     RETURNING ${CLAIMED_COLUMNS}`,
    [now, claimUntil],
  );
  return row;
}

/** Due messages past their age: failed without another attempt. Answers them for the log. */
export async function failExpired(db: Queryable, now: Date): Promise<ClaimedRow[]> {
  return db.query<ClaimedRow>(
    `UPDATE outbox_messages SET status = 'failed', failed_at = $1, sealed = NULL
     WHERE id IN (
       SELECT id FROM outbox_messages
       WHERE status IN ('queued', 'sending') AND next_attempt_at <= $1 AND give_up_at <= $1
       ORDER BY id LIMIT 100
       FOR UPDATE SKIP LOCKED)
     RETURNING ${CLAIMED_COLUMNS}`,
    [now],
  );
}

/** Finishes the claim `attempts` made: sent. False when the claim was no longer this sender's. */
export async function markSent(
  db: Queryable,
  id: number,
  attempts: number,
  at: Date,
  providerRef: string | null,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE outbox_messages SET status = 'sent', sent_at = $3, provider_ref = $4, sealed = NULL, next_attempt_at = NULL
     WHERE id = $1 AND status = 'sending' AND attempts = $2 RETURNING id`,
    [id, attempts, at, providerRef],
  );
  return rows.length > 0;
}

/** Finishes the claim `attempts` made: to be tried again at `next`. */
export async function markRetry(
  db: Queryable,
  id: number,
  attempts: number,
  next: Date,
  error: string,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE outbox_messages SET status = 'queued', next_attempt_at = $3, last_error = $4
     WHERE id = $1 AND status = 'sending' AND attempts = $2 RETURNING id`,
    [id, attempts, next, error],
  );
  return rows.length > 0;
}

/** Finishes the claim `attempts` made: failed for good; the sealed text goes. */
export async function markFailed(
  db: Queryable,
  id: number,
  attempts: number,
  at: Date,
  error: string,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE outbox_messages SET status = 'failed', failed_at = $3, last_error = $4, sealed = NULL,
       next_attempt_at = NULL
     WHERE id = $1 AND status = 'sending' AND attempts = $2 RETURNING id`,
    [id, attempts, at, error],
  );
  return rows.length > 0;
}

/** How long a delivered message's row stays (its text masked, its sealed copy gone), for the operators' view. */
export const SENT_KEPT_DAYS = 30;
/** How long a message that finally failed stays: longer, an operator may look into it. */
export const FAILED_KEPT_DAYS = 90;

/** Deletes sent messages older than SENT_KEPT_DAYS and failed ones older than FAILED_KEPT_DAYS; answers how many. */
export async function pruneFinishedMessages(db: Queryable, now: Date): Promise<number> {
  const day = 24 * 60 * 60 * 1000;
  const [gone] = await db.query<{ n: number }>(
    `WITH gone AS (
       DELETE FROM outbox_messages
       WHERE (status = 'sent' AND sent_at <= $1) OR (status = 'failed' AND failed_at <= $2)
       RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [new Date(now.getTime() - SENT_KEPT_DAYS * day), new Date(now.getTime() - FAILED_KEPT_DAYS * day)],
  );
  return gone?.n ?? 0;
}
