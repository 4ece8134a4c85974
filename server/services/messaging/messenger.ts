import type { Clock } from '#server/clock.ts';
import type { Queryable } from '#server/db/db.ts';
import { maskAddress, withoutSecrets } from './mask.ts';

export interface OutgoingMessage {
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  text: string;
  /** The one-time code the text carries: delivered, but kept in the outbox only for the developer outbox. */
  code: string | null;
}

/** Delivers a message that is already recorded in the outbox (console line, SMTP, SMS gateway...). */
export interface Transport {
  deliver(message: OutgoingMessage): Promise<void>;
}

export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
  /**
   * From now on the outbox keeps codes readable (the `code` column and the text): called by the developer outbox,
   * which is mounted outside production only and is what reads them. Until then, and always in production, the
   * outbox keeps the message with its code masked and no code (decision 0262).
   */
  keepCodes(): void;
}

/** Records every message in outbox_messages, then hands it to the transport and marks it sent. */
export function createMessenger(db: Queryable, clock: Clock, transport: Transport): Messenger {
  let keepCodes = false;
  return {
    keepCodes() {
      keepCodes = true;
    },
    async send(message) {
      const text = keepCodes ? message.text : withoutSecrets(message.text, { code: message.code });
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO outbox_messages (to_address, channel, subject, text, code, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [message.to, message.channel, message.subject, text, keepCodes ? message.code : null, clock.now()],
      );
      try {
        await transport.deliver(message);
        await db.query('UPDATE outbox_messages SET sent_at = $2 WHERE id = $1', [row!.id, clock.now()]);
      } catch (error) {
        // The row stays unsent; the caller's request must not fail because a mail server hiccupped. The line names
        // the row, never the address or the code (a mail server's refusal may quote the address).
        const reason = withoutSecrets(error instanceof Error ? error.message : String(error), message);
        console.error(
          `[outbox] message ${row!.id} (${message.channel} to ${maskAddress(message.to)}) not delivered: ${reason}`,
        );
      }
    },
  };
}
