import type { Env } from '../../env.ts';
import { consoleTransport } from './console-transport.ts';
import type { Transport } from './messenger.ts';

/**
 * The console transport (plus the outbox table) is the club's delivery for now. SMTP_URL is reserved:
 * when it is set the server says so and still prints to the console (docs/decisions/0005-message-outbox.md).
 */
export function pickTransport(env: Pick<Env, 'smtpUrl'>): Transport {
  if (env.smtpUrl) console.warn('[outbox] SMTP_URL is set but SMTP delivery is not built yet; using the console.');
  return consoleTransport();
}
