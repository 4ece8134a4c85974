import type { SendMailOptions } from 'nodemailer';
import { consoleTransport } from './console-transport.ts';
import type { Transport } from './messenger.ts';

export const DEFAULT_SMTP_FROM = 'Installer Club <no-reply@installer-club.example>';

type Mailer = { sendMail(mail: SendMailOptions): Promise<unknown> };

/**
 * E-mails (login and verification codes, invitations) go out over SMTP; text messages have no gateway yet and
 * go to `sms`: the console, like the default transport (docs/decisions/0005-message-outbox.md), which prints them
 * masked and undelivered in production (pick-transport.ts).
 */
export function smtpTransport(
  mailer: Mailer,
  from = DEFAULT_SMTP_FROM,
  sms: Transport['deliver'] = consoleTransport().deliver,
): Transport {
  return {
    async deliver(message) {
      if (message.channel === 'sms') return sms(message);
      await mailer.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

/** nodemailer loads with the first e-mail: a club without SMTP, or before its first code, need not hold it. */
export function smtpMailer(url: string): Mailer {
  let transporter: Promise<{ sendMail(mail: SendMailOptions): Promise<unknown> }> | null = null;
  return {
    async sendMail(mail) {
      transporter ??= import('nodemailer').then((m) => m.default.createTransport(url));
      return (await transporter).sendMail(mail);
    },
  };
}
