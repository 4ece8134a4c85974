import { describe, expect, it } from 'vitest';
import type { TeamMember } from '#contract/team.ts';
import { ApiError } from '#src/lib/http/api-error.ts';
import {
  checkMember,
  fieldErrorsOf,
  isOwnerRole,
  memberChanges,
  nationalOf,
  regionCountry,
  teamErrors,
} from './team-rules.ts';

const texts = (errors: Record<string, { message?: string } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([k, m]) => [k, m?.message]));

describe('checkMember', () => {
  const draft = { name: 'Jan', surname: 'Zieliński', phone: '600 100 200', email: '' };

  it('answers the body with the national number of the region', () => {
    expect(checkMember(draft, 'PL')).toEqual({
      ok: true,
      body: { name: 'Jan', surname: 'Zieliński', phone: '600100200', email: '' },
    });
    expect(checkMember({ ...draft, phone: '+48 600 100 200' }, 'PL')).toMatchObject({ body: { phone: '600100200' } });
  });

  it('requires first name and surname, without digits, and a phone valid for the region', () => {
    const result = checkMember({ name: '', surname: 'N0wak', phone: '', email: 'x' }, 'PL');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(texts(result.errors)).toEqual({
      name: 'Enter the first name.',
      surname: 'Digits are not allowed in the surname.',
      phone: 'The phone number is required.',
      email: 'Enter a valid e-mail address.',
    });
  });

  it('refuses a number of another country or one no plan knows', () => {
    const ro = checkMember({ ...draft, phone: '0722 000 111' }, 'PL');
    expect(ro.ok).toBe(false);
    expect(checkMember({ ...draft, phone: '0722 000 111' }, 'RO').ok).toBe(true);
    const letters = checkMember({ ...draft, phone: '12a456' }, 'PL');
    expect(letters.ok ? null : letters.errors.phone?.message).toBe('Letters are not allowed.');
  });
});

describe('phones and roles', () => {
  it('shows a stored number as typed in the region, another country whole', () => {
    expect(nationalOf('+48600555444', 'PL')).toBe('600555444');
    expect(nationalOf('+40722000111', 'PL')).toBe('+40722000111');
    expect(nationalOf(null, 'PL')).toBe('');
  });
  it('knows the dial code of the region and the owner roles', () => {
    expect(regionCountry('ro')).toEqual({ iso: 'RO', dialCode: '+40' });
    expect(regionCountry('xx').iso).toBe('PL');
    expect([3, 4, 7, 8].map(isOwnerRole)).toEqual([true, false, true, false]);
  });
});

describe('memberChanges', () => {
  const stored = { name: 'Tomasz', surname: 'Wiśniewski', phone: '+48500000003' } as TeamMember;
  it('answers only what changed, the phone compared nationally', () => {
    expect(memberChanges({ name: 'Tomasz', surname: 'Wiśniewski', phone: '500000003' }, stored, 'PL')).toEqual({});
    expect(memberChanges({ name: 'Tomek', surname: 'Wiśniewski', phone: '600000003' }, stored, 'PL')).toEqual({
      name: 'Tomek',
      phone: '600000003',
    });
  });

  it('answers a new e-mail, but neither the same one in other case nor an emptied one', () => {
    const withMail = { ...stored, email: 'tomasz.pl@example.com' };
    const same = { name: 'Tomasz', surname: 'Wiśniewski', phone: '500000003' };
    expect(memberChanges({ ...same, email: 'Tomasz.PL@example.com' }, withMail, 'PL')).toEqual({});
    expect(memberChanges({ ...same, email: '' }, withMail, 'PL')).toEqual({});
    expect(memberChanges({ ...same, email: ' tomek@example.com ' }, withMail, 'PL')).toEqual({
      email: 'tomek@example.com',
    });
  });
});

describe('server answers', () => {
  it('maps field errors and translates the team texts', () => {
    const refused = new ApiError(400, 'Invalid data.', { phone: ['Phone number is not unique.'] });
    expect(texts(fieldErrorsOf(refused))).toEqual({ phone: 'Phone number is not unique.' });
    expect(teamErrors(new ApiError(422, 'Your team is full.')).map((m) => m.message)).toEqual([
      'Your team is full: the region allows no more installers.',
    ]);
    expect(teamErrors(new ApiError(429, 'Wait a minute before sending the invitation again.'))[0]?.message).toBe(
      'Wait a minute before sending the invitation again.',
    );
  });
});
