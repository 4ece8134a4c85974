import { staffLogout } from '#contract/staff.ts';
import { callStaff } from './call-staff.ts';
import { endStaffSession } from './staff-session.ts';

/** Ends the session on the server and here; here whatever the server answers (a lost connection keeps nothing open). */
export async function signOut(): Promise<void> {
  await callStaff(staffLogout).catch(() => undefined);
  endStaffSession('signed-out');
}
