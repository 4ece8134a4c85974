import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/db.ts';
import { expirePoints, warnExpiringPoints } from '../points/points-expiry.ts';
import { markOverdueProjectsLost } from '../projects/project-transitions.ts';
import { settleDueTopUps } from '../providers/club-card.ts';

/** A scheduled job: a plain function of the database and the time, so tests call it directly. */
export type Job = (db: Db, now: Date) => Promise<number>;

/** Every scheduled job by name; each is idempotent, so running them twice in a row changes nothing. */
export const JOBS: Record<string, Job> = {
  'projects.lost': markOverdueProjectsLost,
  'points.expire': expirePoints,
  'points.warn-expiring': warnExpiringPoints,
  'card.settle': settleDueTopUps,
};

/** Runs every job once; answers what each did (rows changed or notices sent). */
export async function runJobs(db: Db, clock: Clock): Promise<Record<string, number>> {
  const done: Record<string, number> = {};
  for (const [name, job] of Object.entries(JOBS)) done[name] = await job(db, clock.now());
  return done;
}
