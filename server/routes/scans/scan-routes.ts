import { scanAdd, scanDelete, scanList, scanStats } from '../../../contract/scans.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/api-error.ts';
import type { Mounter } from '../../http/mount.ts';
import { isCompanyUuid } from '../../services/companies/company-lookup.ts';
import { projectRow } from '../../services/projects/project-read.ts';
import { projectScans } from '../../services/scans/scan-shape.ts';
import { scanStats as readScanStats } from '../../services/scans/scan-stats.ts';
import { addScan, deleteScan } from '../../services/scans/scan-write.ts';

export function registerScanRoutes(mount: Mounter, deps: Deps): void {
  const { db, clock } = deps;
  mount.user(scanAdd, async ({ body, user }) => addScan(db, user, body, clock.now()));

  mount.user(scanList, async ({ query, user }) => {
    const project = await projectRow(db, user.companyId, query.projects_id, clock.now());
    return { data: await projectScans(db, project.id, user.id) };
  });

  mount.user(scanDelete, async ({ params, user }) => {
    await deleteScan(db, user.companyId, params.uuid, clock.now());
    return null;
  });

  mount.user(scanStats, async ({ params, user }) => {
    if (!(await isCompanyUuid(db, params.companyUuid, user.companyId))) throw notFound();
    return readScanStats(db, user.companyId, clock.now(), user.id);
  });
}
