import type { Clock } from '../../clock.ts';
import type { Queryable } from '../../db/db.ts';

export interface OutgoingMessage {
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  text: string;
  code: string | null;
}

/** Delivers a message that is already recorded in the outbox (console line, SMTP, SMS gateway...). */
export interface Transport {
  deliver(message: OutgoingMessage): Promise<void>;
}

export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}

/** Records every message in outbox_messages, then hands it to the transport and marks it sent. */
export function createMessenger(db: Queryable, clock: Clock, transport: Transport): Messenger {
  return {
    async send(message) {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO outbox_messages (to_address, channel, subject, text, code, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [message.to, message.channel, message.subject, message.text, message.code, clock.now()],
      );
      try {
        await transport.deliver(message);
        await db.query('UPDATE outbox_messages SET sent_at = $2 WHERE id = $1', [row!.id, clock.now()]);
      } catch (error) {
        // The row stays unsent; the caller's request must not fail because a mail server hiccupped.
        console.error(`[outbox] delivery to ${message.to} failed`, error);
      }
    },
  };
}
