import type { Deps } from '#server/deps.ts';
import type { Mounter } from '#server/http/mount.ts';
import { registerStaffAuditRoutes } from './staff-audit-routes.ts';
import { registerStaffAuthRoutes } from './staff-auth-routes.ts';
import { registerStaffCardRoutes } from './staff-card-routes.ts';
import { registerStaffCatalogueRoutes } from './staff-catalogue-routes.ts';
import { registerStaffCompanyRoutes } from './staff-company-routes.ts';
import { registerStaffContentRoutes } from './staff-content-routes.ts';
import { registerStaffDashboardRoutes } from './staff-dashboard-routes.ts';
import { registerStaffMemberRoutes } from './staff-member-routes.ts';
import { registerStaffOrderRoutes } from './staff-order-routes.ts';
import { registerStaffProjectRoutes } from './staff-project-routes.ts';
import { registerStaffSettingsRoutes } from './staff-settings-routes.ts';
import { registerStaffSupportRoutes } from './staff-support-routes.ts';

/** Every call below /staff (docs/decisions/0276). */
export function registerStaffRoutes(mount: Mounter, deps: Deps): void {
  registerStaffAuthRoutes(mount, deps);
  registerStaffMemberRoutes(mount, deps);
  registerStaffAuditRoutes(mount);
  registerStaffOrderRoutes(mount, deps);
  registerStaffProjectRoutes(mount, deps);
  registerStaffSupportRoutes(mount, deps);
  registerStaffCardRoutes(mount, deps);
  registerStaffCompanyRoutes(mount, deps);
  registerStaffDashboardRoutes(mount, deps);
  registerStaffCatalogueRoutes(mount, deps);
  registerStaffContentRoutes(mount, deps);
  registerStaffSettingsRoutes(mount, deps);
}
