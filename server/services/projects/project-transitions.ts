import type { Db, Queryable } from '#server/db/db.ts';
import { ApiError } from '#server/http/api-error.ts';
import { notifyCompany } from '../notifications/notify.ts';
import { appendLedger } from '../points/ledger.ts';
import { statusOf } from './project-shape.ts';

export type TargetStatus = 2 | 3 | 4 | 5;

/** Which stored statuses may move to which (closed, lost and rejected are final). */
const FROM: Record<TargetStatus, number[]> = { 2: [1, 5], 3: [1, 5], 4: [1, 5], 5: [1] };

const TEXTS: Record<TargetStatus, (address: string, points: number) => [string, string]> = {
  2: (a, p) => ['Project closed', `The project at ${a} is closed; ${p} points were credited.`],
  3: (a) => ['Project lost', `The project at ${a} was not finished in time and is lost.`],
  4: (a) => ['Project rejected', `After review, the project at ${a} earns no points.`],
  5: (a) => ['Project in review', `The project at ${a} is being reviewed by the club; points follow its approval.`],
};

export interface MovableProject {
  id: number;
  uuid: string;
  company_id: number;
  status: number;
  street_name: string;
  city: string;
}

/** Locks a project for a status change; undefined when the company (if given) does not own it. */
export async function lockProject(
  tx: Queryable,
  uuid: string,
  companyId?: number,
): Promise<MovableProject | undefined> {
  const [row] = await tx.query<MovableProject>(
    `SELECT id, uuid, company_id, status, street_name, city FROM projects
      WHERE uuid = $1 AND ($2::int IS NULL OR company_id = $2) FOR UPDATE`,
    [uuid, companyId ?? null],
  );
  return row;
}

/**
 * Moves a locked project to a new status and notifies the company. Closing accepts scans still in review
 * and credits the normal scans' points to the ledger once (reason Survey, options.project).
 */
export async function moveProject(
  tx: Queryable,
  project: MovableProject,
  to: TargetStatus,
  at: Date,
  userId: number | null = null,
  /** Why staff reject the project or mark it lost: kept on it and sent with the notification. */
  reason?: string,
): Promise<number | null> {
  if (!FROM[to].includes(project.status)) {
    throw new ApiError(409, `A ${statusOf(project.status).name} project cannot be moved to ${statusOf(to).name}.`);
  }
  let credited: number | null = null;
  if (to === 2) {
    await tx.query('UPDATE scans SET flag = 1 WHERE project_id = $1 AND flag = 2', [project.id]);
    const [sum] = await tx.query<{ points: number }>(
      'SELECT coalesce(sum(points), 0)::int AS points FROM scans WHERE project_id = $1 AND flag = 1',
      [project.id],
    );
    credited = sum?.points ?? 0;
    if (credited > 0) {
      await appendLedger(tx, {
        companyId: project.company_id,
        userId,
        reason: 'Survey',
        variation: 'positive',
        points: credited,
        options: { project: { uuid: project.uuid, id: project.id } },
        at,
      });
    }
  }
  const statusReason = reason && (to === 3 || to === 4) ? reason : null;
  await tx.query(
    'UPDATE projects SET status = $2, credited_points = $3, status_changed_at = $4, status_reason = $5 WHERE id = $1',
    [project.id, to, credited, at, statusReason],
  );
  const address = [project.street_name, project.city].filter(Boolean).join(', ');
  const [title, plain] = TEXTS[to](address, credited ?? 0);
  const text = statusReason ? `${plain} ${statusReason}` : plain;
  await notifyCompany(tx, project.company_id, {
    type: to === 2 ? 'info' : to === 5 ? 'info' : 'warning',
    event: 'project.status_changed',
    title,
    text,
    meta: {
      project_uuid: project.uuid,
      status: to,
      points: credited ?? 0,
      address,
      ...(statusReason ? { reason: statusReason } : {}),
    },
    at,
  });
  return credited;
}

/** Scheduled: stores 'lost' for open projects past their deadline (reads already show them lost). */
export async function markOverdueProjectsLost(db: Db, now: Date): Promise<number> {
  const due = await db.query<{ uuid: string }>(
    'SELECT uuid FROM projects WHERE status = 1 AND deadline_at <= $1 ORDER BY id LIMIT 1000',
    [now],
  );
  let moved = 0;
  for (const { uuid } of due) {
    moved += await db.transaction(async (tx) => {
      const project = await lockProject(tx, uuid);
      if (project?.status !== 1) return 0;
      await moveProject(tx, project, 3, now);
      return 1;
    });
  }
  return moved;
}
