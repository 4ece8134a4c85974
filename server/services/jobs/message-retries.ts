import type { DeliveryPass, Messenger } from '#server/services/messaging/messenger.ts';

/**
 * How often each instance looks for messages due (decision 0272): the first retry comes 5 s after a failure. One
 * indexed look-up of an empty partial index when nothing waits.
 */
export const MESSAGE_RETRY_INTERVAL_MS = 5_000;

/**
 * Delivers the queue's due messages every interval, one pass at a time: retries, messages left by a restart or by an
 * instance that stopped, claims that lapsed. Not the hourly scheduler: a code is worth sending for 10 minutes only.
 * Each message is claimed before it is sent, so every instance may run this. Answers a stop function for shutdown.
 */
export function startMessageRetries(
  messenger: Pick<Messenger, 'deliverDue'>,
  log: (line: string) => void,
  intervalMs = MESSAGE_RETRY_INTERVAL_MS,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const pass: DeliveryPass = await messenger.deliverDue();
      if (pass.sent + pass.failed > 0)
        log(`[outbox] retries: ${pass.sent} sent, ${pass.failed} failed, ${pass.retrying} to try again`);
    } catch (error) {
      log(`[outbox] retry pass failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
