import { scanAdd, scanDelete, scanList, scanStats } from '#contract/scans.ts';
import type { Deps } from '#server/deps.ts';
import { notFound } from '#server/http/api-error.ts';
import type { Mounter } from '#server/http/mount.ts';
import { readerOf } from '#server/http/reader-language.ts';
import { isCompanyUuid } from '#server/services/companies/company-lookup.ts';
import { projectRow } from '#server/services/projects/project-read.ts';
import { projectScans } from '#server/services/scans/scan-shape.ts';
import { scanStats as readScanStats } from '#server/services/scans/scan-stats.ts';
import { addScan, deleteScan } from '#server/services/scans/scan-write.ts';

export function registerScanRoutes(mount: Mounter, deps: Deps): void {
  const { db, clock } = deps;
  mount.user(scanAdd, async ({ c, body, user }) => addScan(db, user, body, clock.now(), readerOf(c, user)));

  mount.user(scanList, async ({ c, query, user }) => {
    const project = await projectRow(db, user.companyId, query.projects_id, clock.now());
    return { data: await projectScans(db, project.id, readerOf(c, user)) };
  });

  mount.user(scanDelete, async ({ params, user }) => {
    await deleteScan(db, user.companyId, params.uuid, clock.now());
    return null;
  });

  mount.user(scanStats, async ({ c, params, user }) => {
    if (!(await isCompanyUuid(db, params.companyUuid, user.companyId))) throw notFound();
    return readScanStats(db, user.companyId, clock.now(), readerOf(c, user));
  });
}
