import type { Deps } from '#server/deps.ts';
import type { Mounter } from '#server/http/mount.ts';
import { registerStaffAuditRoutes } from './staff-audit-routes.ts';
import { registerStaffAuthRoutes } from './staff-auth-routes.ts';
import { registerStaffMemberRoutes } from './staff-member-routes.ts';

/** Every call below /staff (docs/decisions/0276). */
export function registerStaffRoutes(mount: Mounter, deps: Deps): void {
  registerStaffAuthRoutes(mount, deps);
  registerStaffMemberRoutes(mount, deps);
  registerStaffAuditRoutes(mount);
}
