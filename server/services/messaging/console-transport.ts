import { DeliveryError } from './delivery-error.ts';
import type { Transport } from './messenger.ts';

/**
 * Outside production, a channel without a gateway delivers to the server console: one line per message, its address
 * and first line, code included (where a developer reads it; the developer outbox has the whole text).
 */
export function consoleTransport(write: (line: string) => void = console.log): Transport {
  return {
    async deliver(message) {
      write(`[outbox] ${message.channel} to ${message.to}: ${message.text.split('\n')[0]}`);
    },
  };
}

/**
 * In production a channel without a gateway delivers nothing: each of its messages fails at once, for good, and the
 * messenger logs it with the address masked (decisions 0262, 0272). Sign-in by that channel is refused before.
 */
export function channelOff(why: string): Transport['deliver'] {
  return async () => {
    throw new DeliveryError(`not sent: ${why}`, false);
  };
}
