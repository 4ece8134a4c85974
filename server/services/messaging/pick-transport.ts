import type { Env } from '#server/env.ts';
import { channelOff, consoleTransport } from './console-transport.ts';
import type { Channel, Transport } from './messenger.ts';
import { smtpHost, smtpMailer, smtpTransport } from './smtp-transport.ts';
import { twilioTransport } from './twilio-transport.ts';

type Deliver = Transport['deliver'];

/**
 * E-mail over SMTP when SMTP_URL is set, text messages through Twilio when SMS_PROVIDER=twilio (decision 0272).
 * Without them, development and test deliver to the console (and the outbox table, which the developer outbox reads);
 * production delivers nothing by that channel and refuses sign-in by it. The start says which channel goes where.
 */
export function pickTransport(
  env: Pick<Env, 'smtpUrl' | 'smtpFrom' | 'nodeEnv' | 'twilio'>,
  log: (line: string) => void = console.log,
): Transport {
  const production = env.nodeEnv === 'production';
  const off: Partial<Record<Channel, string>> = {};
  const onConsole = consoleTransport(log);

  let email: Deliver;
  if (env.smtpUrl) {
    email = smtpTransport(smtpMailer(env.smtpUrl), env.smtpFrom);
    log(`[outbox] e-mail: over SMTP to ${smtpHost(env.smtpUrl)}`);
  } else if (production) {
    off.email = 'no SMTP_URL';
    email = channelOff(off.email);
    log('[outbox] e-mail: off (no SMTP_URL): sign-in by e-mail is refused, other e-mails are not delivered');
  } else {
    email = onConsole.deliver;
    log('[outbox] e-mail: to the console and the developer outbox (no SMTP_URL)');
  }

  let sms: Deliver;
  if (env.twilio) {
    sms = twilioTransport(env.twilio);
    log(`[outbox] text messages: through Twilio at ${env.twilio.apiUrl}`);
  } else if (production) {
    off.sms = 'no SMS gateway';
    sms = channelOff(off.sms);
    log(
      '[outbox] text messages: off (no SMS gateway, SMS_PROVIDER): sign-in by phone is refused, other text messages are not delivered',
    );
  } else {
    sms = onConsole.deliver;
    log('[outbox] text messages: to the console and the developer outbox (no SMS_PROVIDER)');
  }

  return {
    off,
    deliver: (message, signal) => (message.channel === 'sms' ? sms : email)(message, signal),
  };
}
