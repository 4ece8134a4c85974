import type { OutboxMessage } from '#contract/dev.ts';
import type { Queryable } from '#server/db/db.ts';

/** The newest 50 messages the club "sent" to one address, codes included (the developer outbox, dev-routes.ts). */
export async function outboxFor(db: Queryable, address: string): Promise<OutboxMessage[]> {
  const rows = await db.query<Omit<OutboxMessage, 'created_at'> & { created_at: Date }>(
    `SELECT to_address AS "to", channel, subject, text, code, created_at FROM outbox_messages
     WHERE to_address = $1 ORDER BY created_at DESC, id DESC LIMIT 50`,
    [address],
  );
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}
