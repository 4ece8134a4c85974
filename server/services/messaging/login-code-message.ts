import type { OutgoingMessage } from './messenger.ts';

export function loginCodeMessage(to: string, channel: 'email' | 'sms', code: string): OutgoingMessage {
  return {
    to,
    channel,
    subject: 'Your Installer Club code',
    text: `Your Installer Club code is ${code}\nIt is valid for 10 minutes. If you did not ask for it, ignore this message.`,
    code,
  };
}
