import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NationalPhone } from './auth.ts';

const messages = (typed: unknown) => {
  const parsed = v.safeParse(NationalPhone, typed);
  return parsed.success ? [] : parsed.issues.map((issue) => issue.message);
};

describe('a national phone number', () => {
  it('left empty is required, not "letters" (issue 27, defect 7)', () => {
    expect(messages('')).toEqual(['The phone number is required.']);
    expect(messages('   ')).toEqual(['The phone number is required.']);
    expect(messages(undefined)).toEqual(['The phone number is required.']);
  });

  it('keeps its other rules', () => {
    expect(messages('12ab')[0]).toBe('Letters are not allowed.');
    expect(messages('123')).toEqual(['Enter at least 5 digits.']);
    expect(messages('500 000 001')).toEqual([]);
  });
});
