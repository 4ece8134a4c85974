import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/db.ts';
import { messagesFailed, messagesSent, pushSubscriptionsGone } from '#server/metrics.ts';
import { ATTEMPT_TIMEOUT_MS, CLAIM_MS, MAX_ATTEMPTS, retryDelayMs } from '#server/services/messaging/retry-schedule.ts';
import { buildPushPayload } from './push-payload.ts';
import { type ClaimedPush, claimDuePush, failExpiredPushes, finishPush } from './push-queue.ts';
import { dropSubscription, markDelivered } from './push-subscriptions.ts';

export interface VapidIdentity {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** What one pass over the due pushes did. */
export interface PushPass {
  sent: number;
  gone: number;
  retrying: number;
  failed: number;
}

/** A push lives this long at the push service while the device is offline (then it is dropped there). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

type Outcome = 'sent' | 'gone' | 'retrying' | 'failed';

type WebPush = typeof import('web-push');
let library: Promise<WebPush> | undefined;
/** web-push (with its ASN.1 and JWT stack) loads with the first push, not at every start (decision 0297). */
const webPush = (): Promise<WebPush> => {
  library ??= import('web-push').then((module) => (module as { default?: WebPush }).default ?? module);
  return library;
};

/**
 * Delivers due pushes (decision 0293): web-push encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID
 * header (RFC 8292); the request goes out with fetch, so the tests' push service may be plain HTTP on this machine.
 */
export function createPushSender(db: Db, clock: Clock, vapid: VapidIdentity, send: typeof fetch = fetch) {
  async function deliver(push: ClaimedPush): Promise<Outcome> {
    const payload = buildPushPayload(push, push.language, push.topic, push.unread);
    const request = (await webPush()).generateRequestDetails(
      { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: vapid,
        TTL: PUSH_TTL_SECONDS,
        topic: push.topic,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
      },
    );
    let status = 0;
    let error = '';
    try {
      const answer = await send(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ?? null,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      status = answer.status;
      error = `push service answered ${answer.status}`;
      await answer.body?.cancel();
    } catch (thrown) {
      error = thrown instanceof Error ? thrown.name : 'network error';
    }
    const now = clock.now();
    if (status >= 200 && status < 300) {
      await finishPush(db, push, { sent: now });
      await markDelivered(db, push.subscription_id, now);
      messagesSent.inc({ channel: 'push' });
      return 'sent';
    }
    messagesFailed.inc({ channel: 'push' });
    if (status === 404 || status === 410) {
      await dropSubscription(db, push.subscription_id);
      pushSubscriptionsGone.inc();
      return 'gone';
    }
    // 429 and 5xx and network errors may pass later; another 4xx (a bad request, a too big payload) will not.
    const retryable = status === 0 || status === 429 || status >= 500;
    if (retryable && push.attempts < MAX_ATTEMPTS) {
      await finishPush(db, push, { retryAt: new Date(now.getTime() + retryDelayMs(push.attempts)), error });
      return 'retrying';
    }
    await finishPush(db, push, { failed: now, error });
    return 'failed';
  }

  return {
    /** Delivers the pushes that are due, one claimed at a time, at most `limit`. */
    async deliverDue(limit = 200): Promise<PushPass> {
      const pass: PushPass = { sent: 0, gone: 0, retrying: 0, failed: await failExpiredPushes(db, clock.now()) };
      for (let i = 0; i < limit; i++) {
        const now = clock.now();
        const push = await claimDuePush(db, now, new Date(now.getTime() + CLAIM_MS));
        if (!push) break;
        pass[await deliver(push)]++;
      }
      return pass;
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
