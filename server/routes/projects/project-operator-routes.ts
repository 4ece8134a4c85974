import { operatorPromotion } from '#contract/points.ts';
import { operatorProjectStatus, operatorRunJobs } from '#contract/projects.ts';
import type { Deps } from '#server/deps.ts';
import { notFound } from '#server/http/api-error.ts';
import type { Mounter } from '#server/http/mount.ts';
import { runJobs } from '#server/services/jobs/jobs.ts';
import { grantPromotion } from '#server/services/points/promotion.ts';
import { statusOf } from '#server/services/projects/project-shape.ts';
import { lockProject, moveProject, type TargetStatus } from '#server/services/projects/project-transitions.ts';

const TARGETS: Record<string, TargetStatus> = { closed: 2, lost: 3, rejected: 4, review: 5 };

/** Staff calls for projects, promotions and jobs; mounted after the operator-key guard. */
export function registerProjectOperatorRoutes(mount: Mounter, deps: Deps): void {
  const { db, clock } = deps;
  mount.anyone(operatorProjectStatus, async ({ params, body, c }) => {
    const to = TARGETS[body.status]!;
    const credited = await db.transaction(async (tx) => {
      const project = await lockProject(tx, params.uuid);
      if (!project) throw notFound();
      return moveProject(tx, project, to, clock.now());
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
