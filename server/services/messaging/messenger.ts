import { randomBytes } from 'node:crypto';
import type { Clock } from '#server/clock.ts';
import type { Queryable } from '#server/db/db.ts';
import { ApiError } from '#server/http/api-error.ts';
import { messagesFailed, messagesSent } from '#server/metrics.ts';
import { channelOffText } from './channel-texts.ts';
import { isRetryable } from './delivery-error.ts';
import { maskAddress, withoutSecrets } from './mask.ts';
import {
  type ClaimedRow,
  claimDue,
  failExpired,
  insertClaimed,
  markFailed,
  markRetry,
  markSent,
} from './message-queue.ts';
import {
  ATTEMPT_TIMEOUT_MS,
  CLAIM_MS,
  CODE_MESSAGE_MAX_AGE_MS,
  formatWait,
  MAX_ATTEMPTS,
  MESSAGE_MAX_AGE_MS,
  retryDelayMs,
} from './retry-schedule.ts';
import { seal, sealingKey, unseal } from './sealed-text.ts';

export type Channel = 'email' | 'sms';

export interface OutgoingMessage {
  to: string;
  channel: Channel;
  subject: string;
  text: string;
  /** The one-time code the text carries: delivered, but kept in the outbox only for the developer outbox. */
  code: string | null;
}

/** Delivers one message of the queue (console line, SMTP, SMS gateway...). */
export interface Transport {
  /**
   * Delivers the message; answers the gateway's id of it (a string) when there is one. Throws a DeliveryError saying whether
   * the message may go through later; anything else thrown (a network error) is retried too.
   */
  deliver(message: OutgoingMessage, signal?: AbortSignal): Promise<unknown>;
  /**
   * Channels this server has no way to deliver, with why (production without SMTP_URL or an SMS gateway): a
   * sign-in by them is refused, and their other messages fail at once (pick-transport.ts).
   */
  off?: Partial<Record<Channel, string>>;
}

/** What the senders did in one pass over the due messages. */
export interface DeliveryPass {
  sent: number;
  retrying: number;
  failed: number;
}

export interface Messenger {
  /**
   * Records the message in the queue and makes its first attempt at once (the person waits for the code). A failed
   * attempt never fails the caller's request: the message waits for its next attempt (deliverDue).
   */
  send(message: OutgoingMessage): Promise<void>;
  /**
   * From now on the outbox keeps codes readable (the `code` column and the text): called by the developer outbox,
   * which is mounted outside production only and is what reads them. Until then, and always in production, the
   * outbox keeps the message with its code masked and no code (decision 0262).
   */
  keepCodes(): void;
  /** Refuses (503) a sign-in by a channel this server cannot deliver, before any code is made (decision 0272). */
  requireChannel(channel: Channel): void;
  /**
   * Delivers the messages that are due: retries, messages another instance or an earlier start left, claims that
   * lapsed; gives up those past their age. At most `limit` deliveries, one claimed at a time.
   */
  deliverDue(limit?: number): Promise<DeliveryPass>;
}

export interface MessengerOptions {
  /** Derives the key that seals texts with codes while they wait (JWT_SECRET: every instance can then deliver). */
  secret?: string;
  /** Where retries and failures are told, one line each: row id, channel, masked address, the reason masked. */
  log?: (line: string) => void;
}

/** What a failure may say: the reason with the code and the address masked, and not a novel. */
function reasonOf(error: unknown, secrets: { code?: string | null; to: string }): string {
  const text = error instanceof Error ? error.message : String(error);
  return withoutSecrets(text, secrets).replace(/\s+/g, ' ').trim().slice(0, 300) || 'unknown error';
}

/** The attempt, abandoned (and left to be retried) when it takes longer than ATTEMPT_TIMEOUT_MS. */
async function attemptDelivery(transport: Transport, message: OutgoingMessage): Promise<string | null> {
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort();
      reject(new Error(`no answer within ${formatWait(ATTEMPT_TIMEOUT_MS)}`));
    }, ATTEMPT_TIMEOUT_MS);
  });
  try {
    const ref = await Promise.race([transport.deliver(message, abort.signal), timeout]);
    return typeof ref === 'string' && ref !== '' ? ref : null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The outbox as a durable queue (decision 0272, amending 0005): every message is a row of outbox_messages, delivered
 * through the transport at once and, when that fails for a reason that may pass, again after 5 s, 30 s, 2 min,
 * 10 min, 30 min and then hourly, until sent, refused for good, tried MAX_ATTEMPTS times or too old (a code's 10
 * minutes, a day otherwise). Rows survive a restart; any instance may deliver them.
 */
export function createMessenger(
  db: Queryable,
  clock: Clock,
  transport: Transport,
  options: MessengerOptions = {},
): Messenger {
  let keepCodes = false;
  // Without the shared secret (some tests) a key of this process: an instance started later cannot read its texts.
  const key = sealingKey(options.secret ?? randomBytes(32).toString('hex'));
  const log = options.log ?? ((line: string) => console.error(line));
  const who = (id: number, message: { channel: Channel; to: string }) =>
    `message ${id} (${message.channel} to ${maskAddress(message.to)})`;

  /** Makes the claimed attempt number `attempts` of message `id` and finishes it. */
  async function attempt(
    id: number,
    attempts: number,
    message: OutgoingMessage,
    giveUpAt: Date,
  ): Promise<keyof DeliveryPass> {
    let failure: unknown;
    let ref: string | null = null;
    try {
      ref = await attemptDelivery(transport, message);
    } catch (error) {
      failure = error;
    }
    const now = clock.now();
    if (failure === undefined) {
      messagesSent.inc({ channel: message.channel });
      if (!(await markSent(db, id, attempts, now, ref)))
        log(`[outbox] ${who(id, message)} was sent, but its claim had lapsed`);
      return 'sent';
    }
    const reason = reasonOf(failure, message);
    const next = new Date(now.getTime() + retryDelayMs(attempts));
    if (isRetryable(failure) && attempts < MAX_ATTEMPTS && next < giveUpAt) {
      await markRetry(db, id, attempts, next, reason);
      log(
        `[outbox] ${who(id, message)} not delivered (attempt ${attempts}), next try in ${formatWait(retryDelayMs(attempts))}: ${reason}`,
      );
      return 'retrying';
    }
    await markFailed(db, id, attempts, now, reason);
    messagesFailed.inc({ channel: message.channel });
    log(`[outbox] ${who(id, message)} failed after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${reason}`);
    return 'failed';
  }

  /** The message a claimed row must deliver: its sealed text when it has one, else the text as stored. */
  const messageOf = (row: ClaimedRow): OutgoingMessage | null => {
    const base = { to: row.to, channel: row.channel, subject: row.subject };
    if (row.sealed === null) return { ...base, text: row.text, code: null };
    const opened = unseal(key, row.sealed);
    return opened ? { ...base, ...opened } : null;
  };

  return {
    keepCodes() {
      keepCodes = true;
    },

    requireChannel(channel) {
      if (transport.off?.[channel]) throw new ApiError(422, channelOffText(channel));
    },

    async send(message) {
      const now = clock.now();
      const stored = keepCodes ? message.text : withoutSecrets(message.text, { code: message.code });
      const giveUpAt = new Date(now.getTime() + (message.code ? CODE_MESSAGE_MAX_AGE_MS : MESSAGE_MAX_AGE_MS));
      const id = await insertClaimed(db, {
        to: message.to,
        channel: message.channel,
        subject: message.subject,
        text: stored,
        code: keepCodes ? message.code : null,
        // The text to deliver later, code included, only where the stored one lacks it.
        sealed: stored === message.text && !message.code ? null : seal(key, { text: message.text, code: message.code }),
        createdAt: now,
        claimUntil: new Date(now.getTime() + CLAIM_MS),
        giveUpAt,
      });
      await attempt(id, 1, message, giveUpAt);
    },

    async deliverDue(limit = 50) {
      const pass: DeliveryPass = { sent: 0, retrying: 0, failed: 0 };
      for (const row of await failExpired(db, clock.now())) {
        pass.failed += 1;
        const last = row.last_error ? ` (last: ${row.last_error})` : '';
        log(
          `[outbox] ${who(row.id, row)} failed after ${row.attempts} attempt${row.attempts === 1 ? '' : 's'}: too old to send${last}`,
        );
      }
      for (let n = 0; n < limit; n += 1) {
        const now = clock.now();
        const row = await claimDue(db, now, new Date(now.getTime() + CLAIM_MS));
        if (!row) break;
        const message = messageOf(row);
        if (!message) {
          await markFailed(db, row.id, row.attempts, now, 'its sealed text cannot be read (JWT_SECRET changed?)');
          log(`[outbox] ${who(row.id, row)} failed: its sealed text cannot be read (JWT_SECRET changed?)`);
          pass.failed += 1;
          continue;
        }
        pass[await attempt(row.id, row.attempts, message, new Date(row.give_up_at))] += 1;
      }
      return pass;
    },
  };
}
