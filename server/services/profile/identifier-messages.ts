import type { IdentifierKind } from '#contract/identifier-changes.ts';
import type { OutgoingMessage } from '../messaging/messenger.ts';

/**
 * The e-mails and text messages that tell a member about their sign-in identifiers (decision 0261). They are in
 * English, as every message the club sends today (login codes, invitations); the in-app notifications written
 * beside them are rendered in the reader's language (decision 0190).
 */

/** The member as the messages name them, with the addresses they have now. */
export interface Addressee {
  name: string;
  email: string | null;
  phone: string | null;
  company_name: string;
}

/** Who made a change that applies at once. */
export type ChangeWay =
  | { by: 'self' }
  | { by: 'confirmed'; proposer: string }
  | { by: 'owner'; name: string }
  | { by: 'support'; admin: string };

const WHAT: Record<IdentifierKind, string> = { email: 'e-mail address', phone: 'phone number' };
const channelOf = (kind: IdentifierKind): OutgoingMessage['channel'] => (kind === 'email' ? 'email' : 'sms');

const message = (kind: IdentifierKind, to: string, subject: string, lines: string[]): OutgoingMessage => ({
  to,
  channel: channelOf(kind),
  subject,
  text: lines.join('\n'),
  code: null,
});

/** Where a member is told of a proposal: the address of the kind proposed, else their other one. */
function currentAddress(member: Addressee, kind: IdentifierKind): { kind: IdentifierKind; to: string } | null {
  const other: IdentifierKind = kind === 'email' ? 'phone' : 'email';
  if (member[kind]) return { kind, to: member[kind] };
  if (member[other]) return { kind: other, to: member[other] };
  return null;
}

/** To the member's current address: the owner proposed a new identifier, which waits for their confirmation. */
export function proposalMessages(
  member: Addressee,
  kind: IdentifierKind,
  value: string,
  proposer: string,
): OutgoingMessage[] {
  const address = currentAddress(member, kind);
  if (!address) return [];
  return [
    message(address.kind, address.to, `A new sign-in ${WHAT[kind]} was proposed for you`, [
      `Hello ${member.name},`,
      `${proposer}, the owner of ${member.company_name}, proposed ${value} as the ${WHAT[kind]} you sign in to the Installer Club with.`,
      'It does not sign anyone in unless you confirm it: open the Installer Club app, go to Profile, and confirm or decline it there.',
      `If you did not expect this, decline it and talk to ${proposer} or the club's support.`,
    ]),
  ];
}

function how(way: ChangeWay): string {
  switch (way.by) {
    case 'self':
      return 'from your account';
    case 'confirmed':
      return `when you confirmed the change ${way.proposer} proposed`;
    case 'owner':
      return `by ${way.name}, the owner of your company`;
    case 'support':
      return `by the club's support (${way.admin})`;
  }
}

/**
 * A change that applied: the old address is told where the sign-in went (so a change the person did not make is
 * noticed where they still read), the new address that it now signs in.
 */
export function changedMessages(
  member: Addressee,
  kind: IdentifierKind,
  oldValue: string | null,
  newValue: string,
  way: ChangeWay,
): OutgoingMessage[] {
  const out: OutgoingMessage[] = [];
  if (oldValue) {
    out.push(
      message(kind, oldValue, `Your Installer Club sign-in ${WHAT[kind]} was changed`, [
        `Hello ${member.name},`,
        `the ${WHAT[kind]} you sign in to the Installer Club with was changed ${how(way)}: from ${oldValue} to ${newValue}.`,
        `${oldValue} no longer signs you in. If this was not you, contact the club's support at once.`,
      ]),
    );
  }
  out.push(
    message(kind, newValue, `Your Installer Club sign-in ${WHAT[kind]}`, [
      `Hello ${member.name},`,
      `${newValue} is now the ${WHAT[kind]} you sign in to the Installer Club with (${member.company_name}); it was set ${how(way)}.`,
      "If you do not know the Installer Club or did not expect this, contact the club's support.",
    ]),
  );
  return out;
}
