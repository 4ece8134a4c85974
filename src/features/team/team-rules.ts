import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import * as v from 'valibot';
import { CreateMemberRequest, type TeamMember } from '#contract/team.ts';
import { ROLE } from '#contract/user.ts';
import { fieldMessage } from '#src/lib/forms/field-messages.ts';
import { ApiError } from '#src/lib/http/api-error.ts';
import { errorMessages } from '#src/lib/http/error-messages.ts';
import { waitMessage } from '#src/lib/http/known-texts/uploads-and-writes.ts';
import { DIAL_COUNTRIES, isDialCountry } from '#src/lib/phone/dial-countries.ts';
import { checkPhone } from '#src/lib/phone/phone-validation.ts';

export const isOwnerRole = (roleId: number) => roleId === ROLE.owner || roleId === ROLE.decorOwner;

export function roleLabel(roleId: number): MessageDescriptor {
  if (isOwnerRole(roleId)) return msg`Owner`;
  if (roleId === ROLE.decorInstaller) return msg`Decor member`;
  return msg`Installer`;
}

/** The region's country for phone numbers (a region slug such as "pl"); PL when the slug is not a club country. */
export function regionCountry(slug: string): { iso: CountryCode; dialCode: string } {
  const iso = slug.toUpperCase();
  const known = isDialCountry(iso) ? iso : 'PL';
  return DIAL_COUNTRIES.find((c) => c.iso === known)!;
}

/** A stored number (+48600100200) as typed in the region (600100200); another country's number stays whole. */
export function nationalOf(stored: string | null, iso: CountryCode): string {
  if (!stored) return '';
  const parsed = parsePhoneNumberFromString(stored, iso);
  return parsed && parsed.country === iso ? parsed.nationalNumber : stored;
}

export const fullName = (m: Pick<TeamMember, 'name' | 'surname'>) => `${m.name} ${m.surname}`.trim();

/** The server's team texts, translated; the rest as the registration screens say them (or the generic text). */
const TEAM_TEXTS: Record<string, MessageDescriptor> = {
  'Only the company owner can manage the team.': msg`Only the company owner can manage the team.`,
  'Your team is full.': msg`Your team is full: the region allows no more installers.`,
  'You cannot remove yourself.': msg`You cannot remove yourself from the team.`,
  'You cannot invite yourself.': msg`You cannot send an invitation to yourself.`,
  'Wait a minute before sending the invitation again.': msg`Wait a minute before sending the invitation again.`,
  'Too many invitations today. Try again tomorrow.': msg`Too many invitations today. Try again tomorrow.`,
  'Not found.': msg`This team member was not found. They may have been removed.`,
  'The name needs at least 2 characters.': msg`The first name must have at least 2 characters.`,
  'The name is required.': msg`Enter the first name.`,
  'The surname is required.': msg`Enter the surname.`,
  'Digits are not allowed in the name.': msg`Digits are not allowed in the first name.`,
  'Digits are not allowed in the surname.': msg`Digits are not allowed in the surname.`,
  'The surname needs at least 2 characters.': msg`The surname must have at least 2 characters.`,
  'The name is too long.': msg`This text is too long.`,
  'The surname is too long.': msg`This text is too long.`,
};

export function teamMessage(text: string): MessageDescriptor {
  return TEAM_TEXTS[text] ?? fieldMessage(text);
}

/** A failed team call as one list of translated lines. */
export function teamErrors(error: unknown): MessageDescriptor[] {
  const waiting = error instanceof ApiError ? waitMessage(error) : null;
  if (waiting) return [waiting];
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 499) {
    return [...new Map(error.messages.map(teamMessage).map((m) => [m.id, m])).values()];
  }
  return errorMessages(error);
}

export type MemberField = 'name' | 'surname' | 'phone' | 'email';
export type MemberDraft = Record<MemberField, string>;
export type MemberErrors = Partial<Record<MemberField, MessageDescriptor>>;

/** The server's field errors by our field names (the first message of each). */
export function fieldErrorsOf(error: unknown): MemberErrors {
  const found: MemberErrors = {};
  if (!(error instanceof ApiError)) return found;
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const field = path.split('.').at(-1) as MemberField;
    if (messages[0] && ['name', 'surname', 'phone', 'email'].includes(field)) found[field] ??= teamMessage(messages[0]);
  }
  return found;
}

/**
 * Checks a member form as the server will: first name and surname required without digits, the phone valid for
 * the region (its national number is what is sent), the e-mail optional. Answers the body or the errors.
 */
export function checkMember(
  draft: MemberDraft,
  iso: CountryCode,
): { ok: true; body: v.InferOutput<typeof CreateMemberRequest> } | { ok: false; errors: MemberErrors } {
  const errors: MemberErrors = {};
  if (draft.name.trim() === '') errors.name = teamMessage('The name is required.');
  if (draft.surname.trim() === '') errors.surname = teamMessage('The surname is required.');
  const phone = checkPhone(draft.phone, iso);
  if (draft.phone.trim() === '') errors.phone = teamMessage('The phone number is required.');
  else if (!phone.ok) errors.phone = phone.message;
  const input = { ...draft, phone: phone.ok ? phone.national : draft.phone };
  const parsed = v.safeParse(CreateMemberRequest, input);
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const field = v.getDotPath(issue) as MemberField | null;
      if (field && !errors[field]) errors[field] = teamMessage(issue.message);
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.output };
}

/**
 * The fields of an edit that differ from the stored member (the phone compared as its national number, the e-mail
 * without regard to case; an empty e-mail is no change, since an e-mail cannot be removed).
 */
export function memberChanges(
  body: { name: string; surname: string; phone: string; email?: string },
  stored: TeamMember,
  iso: CountryCode,
): Partial<Record<MemberField, string>> {
  const out: Partial<Record<MemberField, string>> = {};
  if (body.name !== stored.name) out.name = body.name;
  if (body.surname !== stored.surname) out.surname = body.surname;
  if (body.phone !== nationalOf(stored.phone, iso)) out.phone = body.phone;
  const email = body.email?.trim() ?? '';
  if (email !== '' && email.toLowerCase() !== (stored.email ?? '').toLowerCase()) out.email = email;
  return out;
}

/**
 * Whether the owner's new phone or e-mail for this member waits for the member's confirmation (decision 0261): it
 * does once the member has signed in; an invitation nobody has taken up yet is corrected at once, as is oneself.
 */
export const changeWaitsForMember = (member: TeamMember, selfUuid: string) =>
  member.uuid !== selfUuid && member.last_active_at !== null;
