import { staffDashboard } from '#contract/staff-dashboard.ts';
import type { Deps } from '#server/deps.ts';
import type { Mounter } from '#server/http/mount.ts';
import { waitingWork } from '#server/services/staff/dashboard.ts';

/** What waits for staff (docs/decisions/0276). */
export function registerStaffDashboardRoutes(mount: Mounter, deps: Deps): void {
  mount.staff(staffDashboard, async ({ db }) => waitingWork(db, deps.clock.now()));
}
