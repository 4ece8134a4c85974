import type { OutgoingMessage } from '../messaging/messenger.ts';

export function staffCodeMessage(to: string, code: string): OutgoingMessage {
  return {
    to,
    channel: 'email',
    subject: 'Your Installer Club staff code',
    text: `Your Installer Club staff sign-in code is ${code}\nIt is valid for 10 minutes. If you did not ask for it, tell the club's admin.`,
    code,
  };
}

export function staffInvitationMessage(to: string, origin: string, role: string, invitedBy: string): OutgoingMessage {
  return {
    to,
    channel: 'email',
    subject: 'You are staff of the Installer Club',
    text:
      `${invitedBy} added you to the Installer Club's staff with the role ${role}.\n` +
      `Sign in with this e-mail address at ${origin}/staff.`,
    code: null,
  };
}
