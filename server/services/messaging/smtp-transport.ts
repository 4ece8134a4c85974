import type { SendMailOptions } from 'nodemailer';
import { DeliveryError } from './delivery-error.ts';
import type { Transport } from './messenger.ts';

export const DEFAULT_SMTP_FROM = 'Installer Club <no-reply@installer-club.example>';

type Mailer = { sendMail(mail: SendMailOptions & { signal?: AbortSignal }): Promise<unknown> };

/** nodemailer's waits are minutes by default; an attempt is abandoned after ATTEMPT_TIMEOUT_MS (30 s) anyway. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * E-mails (sign-in and verification codes, invitations, identifier changes) over SMTP, From SMTP_FROM. The relay's
 * refusal decides whether to try again: a 5xx reply (a rejected recipient, a refused message) is for good, except 503
 * (a command out of sequence); a 4xx reply, a dropped connection, a timeout or a failed login may pass later.
 */
export function smtpTransport(mailer: Mailer, from = DEFAULT_SMTP_FROM): Transport['deliver'] {
  return async (message, signal) => {
    let info: unknown;
    try {
      info = await mailer.sendMail({ from, to: message.to, subject: message.subject, text: message.text, signal });
    } catch (error) {
      const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
      const permanent =
        typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && responseCode !== 503;
      const reason = error instanceof Error ? error.message : String(error);
      throw new DeliveryError(
        `SMTP${typeof code === 'string' ? ` ${code}` : ''}: ${reason}`,
        !permanent || code === 'EAUTH',
      );
    }
    const id = (info as { messageId?: unknown } | null)?.messageId;
    return typeof id === 'string' ? id : undefined;
  };
}

/** nodemailer loads with the first e-mail: a club without SMTP, or before its first code, need not hold it. */
export function smtpMailer(url: string): Mailer {
  let transporter: Promise<Mailer> | null = null;
  return {
    async sendMail(mail) {
      transporter ??= import('nodemailer').then((m) => m.default.createTransport({ url, ...SMTP_TIMEOUTS }) as Mailer);
      return (await transporter).sendMail(mail);
    },
  };
}

/** Where SMTP_URL points, for the start line: host and port, never the user or password in it. */
export function smtpHost(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || (parsed.protocol === 'smtps:' ? '465' : '587')}`;
  } catch {
    return 'the SMTP_URL host';
  }
}
