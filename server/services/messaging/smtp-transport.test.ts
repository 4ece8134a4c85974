import nodemailer from 'nodemailer';
import { describe, expect, it, vi } from 'vitest';
import { DeliveryError } from './delivery-error.ts';
import { smtpHost, smtpTransport } from './smtp-transport.ts';

const message = {
  to: 'owner.pl@example.com',
  channel: 'email' as const,
  subject: 'Your code',
  text: 'Your Installer Club code is 12345',
  code: '12345',
};

/** What the relay's refusal means for the message (the end-to-end test over a real SMTP server: smtp-delivery.test.ts). */
describe('the SMTP transport', () => {
  it('mails e-mail messages with their subject and text, and answers the Message-ID', async () => {
    const mailer = nodemailer.createTransport({ jsonTransport: true });
    const sent = vi.spyOn(mailer, 'sendMail');
    const id = await smtpTransport(mailer, 'Club <club@example.com>')(message);
    const info = (await sent.mock.results[0]!.value) as { message: string; messageId: string };
    expect(JSON.parse(info.message)).toMatchObject({
      from: { address: 'club@example.com' },
      to: [{ address: 'owner.pl@example.com' }],
      subject: 'Your code',
      text: 'Your Installer Club code is 12345',
    });
    expect(id).toBe(info.messageId);
  });

  it('a 5xx refusal is for good (but 503 and a failed login are not); 4xx and dropped connections may pass', async () => {
    const refusing = (error: object) =>
      smtpTransport({ sendMail: async () => Promise.reject(Object.assign(new Error('refused'), error)) })(message);
    const outcome = async (error: object) => {
      try {
        await refusing(error);
      } catch (caught) {
        expect(caught).toBeInstanceOf(DeliveryError);
        return (caught as DeliveryError).retryable;
      }
      throw new Error('delivered');
    };
    expect(await outcome({ code: 'EENVELOPE', responseCode: 550 })).toBe(false);
    expect(await outcome({ code: 'EMESSAGE', responseCode: 554 })).toBe(false);
    expect(await outcome({ code: 'EPROTOCOL', responseCode: 503 })).toBe(true);
    expect(await outcome({ code: 'EAUTH', responseCode: 535 })).toBe(true);
    expect(await outcome({ code: 'EENVELOPE', responseCode: 451 })).toBe(true);
    expect(await outcome({ code: 'ECONNECTION' })).toBe(true);
    expect(await outcome({ code: 'ETIMEDOUT' })).toBe(true);
  });

  it('names the relay by host and port only, never the login in SMTP_URL', () => {
    expect(smtpHost('smtp://club:secret@mail.example.com:2525')).toBe('mail.example.com:2525');
    expect(smtpHost('smtps://club:secret@mail.example.com')).toBe('mail.example.com:465');
    expect(smtpHost('smtp://mail.example.com')).toBe('mail.example.com:587');
  });
});
