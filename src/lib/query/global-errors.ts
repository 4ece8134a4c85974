import { ApiError, CANCELLED, OFFLINE } from '#src/lib/http/api-error.ts';

export type GlobalErrorAction = 'maintenance' | 'refetch-user' | 'end-session' | null;

export interface FailedCall {
  /** The call was the current-user query (marked with `meta.currentUser`). */
  isCurrentUser: boolean;
  /** A token was stored when it failed. */
  hadToken: boolean;
}

/** What the whole app does about a failed call, besides what the screen that made it shows. */
export function globalErrorAction(error: unknown, call: FailedCall): GlobalErrorAction {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 503) return 'maintenance';
  // No signal or a cancelled call says nothing about the session.
  if (error.status === OFFLINE || error.status === CANCELLED) return null;
  if (call.isCurrentUser) return call.hadToken ? 'end-session' : null;
  if (error.status === 401) return 'refetch-user';
  return null;
}
