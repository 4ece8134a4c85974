import { operatorPromotion } from '#contract/points.ts';
import { operatorProjectStatus, operatorRunJobs } from '#contract/projects.ts';
import type { Deps } from '#server/deps.ts';
import { notFound } from '#server/http/api-error.ts';
import type { Mounter } from '#server/http/mount.ts';
import { runJobs } from '#server/services/jobs/jobs.ts';
import { grantPromotion } from '#server/services/points/promotion.ts';
import { statusOf } from '#server/services/projects/project-shape.ts';
import { lockProject, moveProject, type TargetStatus } from '#server/services/projects/project-transitions.ts';
import { writeAudit } from '#server/services/staff/audit-log.ts';

const TARGETS: Record<string, TargetStatus> = { closed: 2, lost: 3, rejected: 4, review: 5 };

/** Staff calls for projects, promotions and jobs; mounted after the operator-key guard. */
export function registerProjectOperatorRoutes(mount: Mounter, deps: Deps): void {
  const { db, clock } = deps;
  mount.anyone(operatorProjectStatus, async ({ params, body, c }) => {
    const to = TARGETS[body.status]!;
    const credited = await db.transaction(async (tx) => {
      const project = await lockProject(tx, params.uuid);
      if (!project) throw notFound();
      const points = await moveProject(tx, project, to, clock.now());
      // In the staff audit log as the actor "operator key" (decision 0276).
      await writeAudit(
        tx,
        { kind: 'operator key' },
        {
          action: `project.${body.status}`,
          objectType: 'project',
          objectId: params.uuid,
          before: { status: statusOf(project.status).name },
          after: { status: body.status, credited_points: points },
        },
        clock.now(),
        c.get('requestId') ?? null,
      );
      return points;
    });
    c.var.log.info({ component: 'operator', project: params.uuid, status: body.status }, 'project status set');
    return { uuid: params.uuid, status: statusOf(to), credited_points: credited };
  });

  mount.anyone(operatorPromotion, async ({ params, body, c }) => {
    const balance = await db.transaction((tx) =>
      grantPromotion(tx, { companyUuid: params.companyUuid, name: body.name, points: body.points, at: clock.now() }),
    );
    if (balance === undefined) throw notFound();
    c.var.log.info(
      { component: 'operator', company: params.companyUuid, promotion: body.name, points: body.points },
      'promotion points given',
    );
    return { company_points: balance };
  });

  mount.anyone(operatorRunJobs, async () => ({ done: await runJobs(db, clock, { dataDir: deps.env.dataDir }) }));
}
