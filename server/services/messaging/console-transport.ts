import { maskAddress } from './mask.ts';
import type { Transport } from './messenger.ts';

/**
 * Default transport: one line on the server console per message. Outside production the line is the message's
 * address and first line, code included (where a developer reads it). In production nothing is delivered this way,
 * and the line says so with the address masked and the subject only: no code, no address, nothing the text carries
 * (decision 0262).
 */
export function consoleTransport(
  { production = false, why = 'no delivery' }: { production?: boolean; why?: string } = {},
  write: (line: string) => void = console.log,
): Transport {
  return {
    async deliver(message) {
      if (production)
        write(`[outbox] ${message.channel} to ${maskAddress(message.to)} not sent (${why}): ${message.subject}`);
      else write(`[outbox] ${message.channel} to ${message.to}: ${message.text.split('\n')[0]}`);
    },
  };
}
