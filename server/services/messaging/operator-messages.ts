import type { QueuedMessage } from '#contract/operator.ts';
import type { Queryable } from '#server/db/db.ts';
import { maskAddress } from './mask.ts';

const STATUSES = { failed: ['failed'], queued: ['queued', 'sending'], all: ['queued', 'sending', 'failed'] };

/** What operators see of the queue (operator call GET /operator/messages): newest first, addresses masked. */
export async function messagesForOperators(
  db: Queryable,
  which: keyof typeof STATUSES,
  limit = 100,
): Promise<QueuedMessage[]> {
  const rows = await db.query<{
    id: number;
    channel: 'email' | 'sms';
    to_address: string;
    subject: string;
    status: QueuedMessage['status'];
    attempts: number;
    created_at: Date;
    next_attempt_at: Date | null;
    failed_at: Date | null;
    last_error: string | null;
  }>(
    `SELECT id, channel, to_address, subject, status, attempts, created_at, next_attempt_at, failed_at, last_error
     FROM outbox_messages WHERE status = ANY($1::text[]) ORDER BY id DESC LIMIT $2`,
    [STATUSES[which], limit],
  );
  const iso = (at: Date | null) => (at === null ? null : new Date(at).toISOString());
  return rows.map(({ to_address, created_at, next_attempt_at, failed_at, ...row }) => ({
    ...row,
    to: maskAddress(to_address),
    created_at: iso(created_at)!,
    next_attempt_at: row.status === 'failed' ? null : iso(next_attempt_at),
    failed_at: iso(failed_at),
  }));
}
