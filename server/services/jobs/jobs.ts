import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/db.ts';
import { jobLastSuccess, jobRuns } from '#server/metrics.ts';
import { pruneRateEvents } from '../limits/rate-events.ts';
import { removeUnusedPictures } from '../media/unused-pictures.ts';
import { pruneFinishedMessages } from '../messaging/message-queue.ts';
import { removeUnusedOrderFiles } from '../orders/unused-order-files.ts';
import { expirePoints, warnExpiringPoints } from '../points/points-expiry.ts';
import { markOverdueProjectsLost } from '../projects/project-transitions.ts';
import { settleDueTopUps } from '../providers/club-card.ts';
import { pushImportantNews } from '../push/news-push.ts';
import { pruneFinishedPushes } from '../push/push-queue.ts';

/** What jobs that touch files need: the data folder (DATA_DIR), shared by every instance (docs/operations.md). */
export interface JobContext {
  dataDir?: string;
}

/** A scheduled job: a plain function of the database and the time, so tests call it directly. */
export type Job = (db: Db, now: Date, context?: JobContext) => Promise<number>;

/** Every scheduled job by name; each is idempotent, so running them twice in a row changes nothing. */
export const JOBS: Record<string, Job> = {
  'projects.lost': markOverdueProjectsLost,
  'points.expire': expirePoints,
  'points.warn-expiring': warnExpiringPoints,
  'card.settle': settleDueTopUps,
  // Order files no order used within a day of their upload, row and file (decision 0263).
  'uploads.remove-unused': removeUnusedOrderFiles,
  // Counted writes and uploads no limit's window reaches any more.
  'limits.prune': pruneRateEvents,
  // Sent messages after 30 days, failed ones after 90 (decision 0272): the table does not grow for ever.
  'messages.prune': pruneFinishedMessages,
  // Pictures of the store nothing has named for a day, with their sizes (decision 0285 of 2026-11-27).
  'pictures.remove-unused': removeUnusedPictures,
  // Sent pushes after a day, failed ones after 30 (decision 0293).
  'push.prune': pruneFinishedPushes,
  // Important news whose publish time has come since, pushed once (decision 0293 of 2026-11-27).
  'news.push-important': (db, now) => pushImportantNews(db, now),
};

/** A job that threw: its name, and what it threw as the cause. */
export class JobFailed extends Error {
  constructor(
    readonly job: string,
    cause: unknown,
  ) {
    super(`job ${job} failed`, { cause });
  }
}

/** Runs one job, counting the run by its outcome (club_job_runs_total, decision 0273). */
async function counted(name: string, run: () => Promise<number>): Promise<number> {
  try {
    const changed = await run();
    jobRuns.inc({ job: name, outcome: 'ok' });
    jobLastSuccess.set({ job: name }, Date.now() / 1000);
    return changed;
  } catch (error) {
    jobRuns.inc({ job: name, outcome: 'failed' });
    throw new JobFailed(name, error);
  }
}

/** Runs every job once; answers what each did (rows changed or notices sent). */
export async function runJobs(db: Db, clock: Clock, context: JobContext = {}): Promise<Record<string, number>> {
  const done: Record<string, number> = {};
  for (const [name, job] of Object.entries(JOBS)) done[name] = await counted(name, () => job(db, clock.now(), context));
  return done;
}

/** A stable advisory-lock key per job name (the first argument, 7313100, marks the club's job locks). */
const lockKey = (name: string) => [...name].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0, 7);

/**
 * Runs each job at most once per tick of `intervalMs` across every instance on the database (decision 0150):
 * the instance that takes the job's transaction-scoped advisory lock checks job_runs, runs the job, records the
 * tick and commits, which frees the lock; an instance that finds the lock taken, or the tick recorded, skips it.
 * Answers what each job did on this instance, null where it was skipped. PGlite is one process: it just runs.
 */
export async function runDueJobs(
  db: Db,
  clock: Clock,
  intervalMs: number,
  context: JobContext = {},
): Promise<Record<string, number | null>> {
  if (db.engine === 'pglite') return runJobs(db, clock, context);
  const done: Record<string, number | null> = {};
  const tick = Math.floor(clock.now().getTime() / intervalMs);
  for (const [name, job] of Object.entries(JOBS)) {
    done[name] = await db.transaction(async (tx) => {
      const [lock] = await tx.query<{ got: boolean }>('SELECT pg_try_advisory_xact_lock(7313100, $1) AS got', [
        lockKey(name),
      ]);
      const [last] = lock?.got
        ? await tx.query<{ tick: number }>('SELECT tick FROM job_runs WHERE name = $1', [name])
        : [];
      if (!lock?.got || (last && last.tick >= tick)) {
        jobRuns.inc({ job: name, outcome: 'skipped' });
        return null;
      }
      // The job works through the pool; this transaction only holds the lock and the record of the tick.
      const changed = await counted(name, () => job(db, clock.now(), context));
      await tx.query(
        `INSERT INTO job_runs (name, tick, ran_at, changed) VALUES ($1, $2, $3, $4)
         ON CONFLICT (name) DO UPDATE SET tick = EXCLUDED.tick, ran_at = EXCLUDED.ran_at, changed = EXCLUDED.changed`,
        [name, tick, clock.now(), changed],
      );
      return changed;
    });
  }
  return done;
}
