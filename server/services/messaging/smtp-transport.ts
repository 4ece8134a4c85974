import nodemailer, { type Transporter } from 'nodemailer';
import type { Transport } from './messenger.ts';

export const DEFAULT_SMTP_FROM = 'Installer Club <no-reply@installer-club.example>';

type Mailer = Pick<Transporter, 'sendMail'>;

/**
 * E-mails (login and verification codes, invitations) go out over SMTP; text messages have no gateway yet and
 * stay on the console, like the default transport (docs/decisions/0005-message-outbox.md).
 */
export function smtpTransport(
  mailer: Mailer,
  from = DEFAULT_SMTP_FROM,
  sms: Transport['deliver'] = async (m) => console.log(`[outbox] sms to ${m.to}: ${m.text.split('\n')[0]}`),
): Transport {
  return {
    async deliver(message) {
      if (message.channel === 'sms') return sms(message);
      await mailer.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

export function smtpMailer(url: string): Mailer {
  return nodemailer.createTransport(url);
}
