import { describe, expect, it } from 'vitest';
import { ApiError, OFFLINE } from '#src/lib/http/api-error.ts';
import { GENERIC_ERROR, OFFLINE_ERROR } from '#src/lib/http/error-messages.ts';
import { staffErrorMessages } from './staff-errors.ts';

describe('staff error messages', () => {
  it('translates the staff calls’ refusals', () => {
    const [message] = staffErrorMessages(new ApiError(403, 'Your staff role does not allow this.'));
    expect(message?.message).toBe('Your staff role does not allow this.');
  });

  it('falls back to the app’s shared texts, then the generic message, never raw English', () => {
    expect(staffErrorMessages(new ApiError(400, 'The code is invalid.'))[0]?.message).toBe('The code is invalid.');
    expect(staffErrorMessages(new ApiError(409, 'Something the console does not know.'))).toEqual([GENERIC_ERROR]);
    expect(staffErrorMessages(new ApiError(OFFLINE, 'fetch failed'))).toEqual([OFFLINE_ERROR]);
    expect(staffErrorMessages(new Error('boom'))).toEqual([GENERIC_ERROR]);
  });
});
