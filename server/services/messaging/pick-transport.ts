import type { Env } from '../../env.ts';
import { consoleTransport } from './console-transport.ts';
import type { Transport } from './messenger.ts';
import { smtpMailer, smtpTransport } from './smtp-transport.ts';

/** SMTP for e-mail when SMTP_URL is set; otherwise the console (plus the outbox table, always). */
export function pickTransport(env: Pick<Env, 'smtpUrl' | 'smtpFrom'>): Transport {
  if (!env.smtpUrl) return consoleTransport();
  console.log('[outbox] e-mail goes out over SMTP');
  return smtpTransport(smtpMailer(env.smtpUrl), env.smtpFrom);
}
