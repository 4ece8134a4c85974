import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/lib/http/api-error.ts';
import { globalErrorAction } from './global-errors.ts';

const other = { isCurrentUser: false, hadToken: true };
const currentUser = { isCurrentUser: true, hadToken: true };

describe('what a failed call does to the whole app', () => {
  it('sends any 503 to the maintenance screen, the current user included', () => {
    expect(globalErrorAction(new ApiError(503, 'Down'), other)).toBe('maintenance');
    expect(globalErrorAction(new ApiError(503, 'Down'), currentUser)).toBe('maintenance');
  });

  it('refetches the user on a 401 of another call', () => {
    expect(globalErrorAction(new ApiError(401, 'Unauthenticated.'), other)).toBe('refetch-user');
  });

  it('ends the session when the current user cannot be read with a stored token', () => {
    expect(globalErrorAction(new ApiError(401, 'Unauthenticated.'), currentUser)).toBe('end-session');
    expect(globalErrorAction(new ApiError(401, 'Unauthenticated.'), { isCurrentUser: true, hadToken: false })).toBe(
      null,
    );
  });

  it('leaves the session alone when offline or cancelled', () => {
    expect(globalErrorAction(new ApiError(0, 'Failed to fetch'), currentUser)).toBeNull();
    expect(globalErrorAction(new ApiError(499, 'Cancelled'), currentUser)).toBeNull();
  });

  it('leaves other errors to the screen that made the call', () => {
    expect(globalErrorAction(new ApiError(404, 'Installer not found.'), other)).toBeNull();
    expect(globalErrorAction(new Error('boom'), other)).toBeNull();
  });
});
