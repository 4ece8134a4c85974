import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/lib/http/api-error.ts';
import { staffErrorMessages } from '../staff-errors.ts';
import { groupCsn } from './card-desk.ts';

describe('the card desk', () => {
  it('shows a card serial number in the groups printed on the card', () => {
    expect(groupCsn('1234567890')).toBe('1234 5678 90');
    expect(groupCsn('12345678')).toBe('1234 5678');
  });

  it('says a card another member activated first is no longer waiting', () => {
    const [stale] = staffErrorMessages(new ApiError(409, 'This company has no issued card waiting for activation.'));
    expect(stale?.message).toBe('This company has no card waiting for activation any more.');
  });
});
