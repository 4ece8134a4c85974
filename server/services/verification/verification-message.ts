import type { OutgoingMessage } from '../messaging/messenger.ts';

export function verificationMessage(to: string, code: string): OutgoingMessage {
  return {
    to,
    channel: 'email',
    subject: 'Confirm your e-mail for the Installer Club',
    text: `Your e-mail confirmation code is ${code}\nEnter it in the Installer Club app within 10 minutes. If you did not ask for it, ignore this message.`,
    code,
  };
}
