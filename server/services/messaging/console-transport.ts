import type { Transport } from './messenger.ts';

/** Default transport: one line on the server console per message. */
export function consoleTransport(write: (line: string) => void = console.log): Transport {
  return {
    async deliver(message) {
      write(`[outbox] ${message.channel} to ${message.to}: ${message.text.split('\n')[0]}`);
    },
  };
}
