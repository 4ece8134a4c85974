import type { Call } from '#contract/call.ts';
import { isApiError } from '#src/lib/http/api-error.ts';
import { type CallInput, type CallOutput, callApi } from '#src/lib/http/call-api.ts';
import { endStaffSession, readStaffSession } from './staff-session.ts';

/**
 * Makes a staff call with the session's token. A 401 means the session ended on the server (expired, signed out
 * elsewhere, revoked by an admin, the member deactivated): the console forgets it and returns to the sign-in page.
 */
export async function callStaff<C extends Call>(call: C, input: CallInput<C> = {}): Promise<CallOutput<C>> {
  const session = readStaffSession();
  const auth: Record<string, string> = session ? { Authorization: `Bearer ${session.token}` } : {};
  try {
    return await callApi(call, { ...input, headers: { ...input.headers, ...auth } });
  } catch (error) {
    if (call.auth === 'staff' && isApiError(error) && error.status === 401) endStaffSession('expired');
    throw error;
  }
}
