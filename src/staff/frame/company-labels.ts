import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type * as v from 'valibot';
import type { StaffRole } from '#contract/call.ts';
import type { StaffCompanyHit } from '#contract/staff-companies.ts';
import { ROLE } from '#contract/user.ts';
import type { Tone } from '#src/components/tone-badge.tsx';

/** The company calls' reason: at most 200 characters (contract/staff-companies.ts). */
export const COMPANY_REASON_MAX = 200;

/** The company calls' query keys, below the console's own (`['staff']`, which every staff write refreshes). */
export const companyKeys = {
  search: (q: string) => ['staff', 'companies', q] as const,
  company: (uuid: string) => ['staff', 'company', uuid] as const,
};

/** What a search matched, as the results say it. */
export const MATCHED: Record<v.InferOutput<typeof StaffCompanyHit>['matched'], MessageDescriptor> = {
  name: msg({ message: 'Name', comment: 'A company search matched the company’s name' }),
  email: msg({ message: 'A user’s e-mail', comment: 'A company search matched one of its users’ e-mail' }),
  phone: msg({ message: 'A user’s phone', comment: 'A company search matched one of its users’ phone number' }),
  registration_number: msg({ message: 'Registration number', comment: 'A company search matched it' }),
  csn: msg({ message: 'Club card number', comment: 'A company search matched its club card number (CSN)' }),
};

/** An installer's role in their company (contract/user.ts ROLE). */
export function installerRole(roleId: number): MessageDescriptor {
  if (roleId === ROLE.owner || roleId === ROLE.decorOwner)
    return msg({ message: 'Owner', comment: 'An installer’s role: owns the company’s account' });
  if (roleId === ROLE.decorInstaller) return msg({ message: 'Decor member', comment: 'An installer’s role' });
  return msg({ message: 'Installer', comment: 'An installer’s role: a member of the company' });
}

/** A club card's status (contract/club-card.ts CardStatus). */
export const CARD_STATUS: Record<string, { label: MessageDescriptor; tone: Tone }> = {
  ISSUED: { label: msg({ message: 'Issued', comment: 'A club card sent, not yet activated' }), tone: 'warning' },
  ACTIVE: { label: msg({ message: 'Active', comment: 'A club card in use' }), tone: 'success' },
  BLOCKED: { label: msg({ message: 'Blocked', comment: 'A club card the issuer blocked' }), tone: 'danger' },
};

/** Whether a session acting with `role` may make a staff call (its contract's roles; none listed: every role). */
export function mayMake(call: { roles?: readonly StaffRole[] }, role: StaffRole | null): boolean {
  return role !== null && (call.roles === undefined || call.roles.includes(role));
}
