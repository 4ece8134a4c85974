import type { Env } from '#server/env.ts';
import { consoleTransport } from './console-transport.ts';
import type { Transport } from './messenger.ts';
import { smtpMailer, smtpTransport } from './smtp-transport.ts';

/**
 * SMTP for e-mail when SMTP_URL is set; otherwise the console (plus the outbox table, always). Text messages have no
 * gateway yet. In production the console prints neither codes nor addresses, so what has no transport is not
 * delivered at all, and the start says so.
 */
export function pickTransport(
  env: Pick<Env, 'smtpUrl' | 'smtpFrom' | 'nodeEnv'>,
  log: (line: string) => void = console.log,
): Transport {
  const production = env.nodeEnv === 'production';
  const sms = consoleTransport({ production, why: 'no SMS gateway' });
  if (production) log('[outbox] no SMS gateway: text messages (sign-in codes by phone) are not delivered');
  if (!env.smtpUrl) {
    if (production) log('[outbox] no SMTP_URL: e-mails (sign-in codes, invitations) are not delivered');
    const mail = consoleTransport({ production, why: 'no SMTP_URL' });
    return { deliver: (message) => (message.channel === 'sms' ? sms : mail).deliver(message) };
  }
  log('[outbox] e-mail goes out over SMTP');
  return smtpTransport(smtpMailer(env.smtpUrl), env.smtpFrom, sms.deliver);
}
