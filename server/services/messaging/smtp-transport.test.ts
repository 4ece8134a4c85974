import nodemailer from 'nodemailer';
import { describe, expect, it, vi } from 'vitest';
import { smtpTransport } from './smtp-transport.ts';

describe('the SMTP transport', () => {
  it('mails e-mail messages with their subject and text', async () => {
    const mailer = nodemailer.createTransport({ jsonTransport: true });
    const sent = vi.spyOn(mailer, 'sendMail');
    await smtpTransport(mailer, 'Club <club@example.com>').deliver({
      to: 'owner.pl@example.com',
      channel: 'email',
      subject: 'Your code',
      text: 'Your Installer Club code is 12345',
      code: '12345',
    });
    const info = (await sent.mock.results[0]!.value) as { message: string };
    expect(JSON.parse(info.message)).toMatchObject({
      from: { address: 'club@example.com' },
      to: [{ address: 'owner.pl@example.com' }],
      subject: 'Your code',
      text: 'Your Installer Club code is 12345',
    });
  });

  it('leaves text messages to the SMS delivery', async () => {
    const mailer = nodemailer.createTransport({ jsonTransport: true });
    const sent = vi.spyOn(mailer, 'sendMail');
    const sms = vi.fn(async () => undefined);
    await smtpTransport(mailer, undefined, sms).deliver({
      to: '+48500000001',
      channel: 'sms',
      subject: 'Code',
      text: 'Your code is 12345',
      code: '12345',
    });
    expect(sent).not.toHaveBeenCalled();
    expect(sms).toHaveBeenCalledOnce();
  });
});
