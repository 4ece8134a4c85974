import { STAFF_PAGE_SIZE } from '#contract/staff-orders.ts';
import { staffProjectDetail, staffProjectStatus, staffReviewQueue, staffScanReview } from '#contract/staff-projects.ts';
import type { Deps } from '#server/deps.ts';
import { invalidData, notFound } from '#server/http/api-error.ts';
import type { Mounter } from '#server/http/mount.ts';
import { statusOf } from '#server/services/projects/project-shape.ts';
import { lockProject, moveProject, type TargetStatus } from '#server/services/projects/project-transitions.ts';
import { listAudit } from '#server/services/staff/audit-log.ts';
import { reviewProject, reviewQueue, reviewScan } from '#server/services/staff/project-review.ts';

const TARGETS: Record<string, TargetStatus> = { closed: 2, lost: 3, rejected: 4, review: 5 };
const needsReason = () => invalidData({ reason: ['Give the reason: the installer sees it.'] });

/** Project reviews for operations staff (docs/decisions/0276), through the operator's path (project-transitions.ts). */
export function registerStaffProjectRoutes(mount: Mounter, deps: Deps): void {
  const { clock } = deps;

  mount.staff(staffReviewQueue, async ({ db, query }) => ({
    ...(await reviewQueue(db, { region: query.region, page: query.page, perPage: STAFF_PAGE_SIZE }, clock.now())),
    page: query.page,
    per_page: STAFF_PAGE_SIZE,
  }));

  mount.staff(staffProjectDetail, async ({ db, params }) => {
    const project = await reviewProject(db, params.uuid);
    if (!project) throw notFound();
    const audit = await listAudit(db, { project: project.uuid });
    return { ...project, audit: audit.lines };
  });

  mount.staff(staffScanReview, async (ctx) => {
    const { accept, reason } = ctx.body;
    if (!accept && !reason) throw needsReason();
    const { scan, before, projectUuid } = await reviewScan(
      ctx.db,
      ctx.params.uuid,
      accept,
      reason ?? null,
      clock.now(),
    );
    await ctx.audit({
      action: accept ? 'scan.accepted' : 'scan.rejected',
      objectType: 'scan',
      objectId: scan.uuid,
      reason,
      before: { flag: before },
      after: { flag: scan.flag, project: projectUuid, points: scan.points },
    });
    return scan;
  });

  mount.staff(staffProjectStatus, async (ctx) => {
    const { status, reason } = ctx.body;
    if (status === 'rejected' && !reason) throw needsReason();
    const to = TARGETS[status]!;
    const project = await lockProject(ctx.db, ctx.params.uuid);
    if (!project) throw notFound();
    const credited = await moveProject(ctx.db, project, to, clock.now(), null, reason);
    await ctx.audit({
      action: `project.${status}`,
      objectType: 'project',
      objectId: project.uuid,
      reason,
      before: { status: statusOf(project.status).name },
      after: { status, credited_points: credited },
    });
    return { uuid: String(project.uuid), status: statusOf(to), credited_points: credited };
  });
}
