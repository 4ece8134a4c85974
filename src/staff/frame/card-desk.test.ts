import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/lib/http/api-error.ts';
import { GENERIC_ERROR } from '#src/lib/http/error-messages.ts';
import { cardErrorMessages, groupCsn } from './card-desk.ts';

describe('the card desk', () => {
  it('shows a card serial number in the groups printed on the card', () => {
    expect(groupCsn('1234567890')).toBe('1234 5678 90');
    expect(groupCsn('12345678')).toBe('1234 5678');
  });

  it('translates the desk’s refusals, then what every staff call says', () => {
    const [stale] = cardErrorMessages(new ApiError(409, 'This company has no issued card waiting for activation.'));
    expect(stale?.message).toBe('This company has no card waiting for activation any more.');
    const [role] = cardErrorMessages(new ApiError(403, 'Your staff role does not allow this.'));
    expect(role?.message).toBe('Your staff role does not allow this.');
    expect(cardErrorMessages(new ApiError(409, 'Something else.'))).toEqual([GENERIC_ERROR]);
  });
});
