import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/db.ts';
import type { Logger } from '#server/log.ts';
import { type JobContext, JobFailed, runDueJobs } from './jobs.ts';

/** Hourly is plenty: the rules act on days (deadlines) and on 1 January / 1 October. */
export const JOB_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs the jobs now and then every interval, one run at a time, each job once per interval across every
 * instance on the database; a failing run is logged and retried at the next tick. Answers a stop function for shutdown.
 */
export function startScheduler(
  db: Db,
  clock: Clock,
  logger: Logger,
  afterChanges: () => void = () => undefined,
  intervalMs = JOB_INTERVAL_MS,
  /** The data folder, for the jobs that remove files. */
  context: JobContext = {},
): () => void {
  const log = logger.child({ component: 'jobs' });
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const done = await runDueJobs(db, clock, intervalMs, context);
      const changed = Object.entries(done).filter(([, n]) => (n ?? 0) > 0);
      if (changed.length > 0) {
        afterChanges();
        log.info({ changed: Object.fromEntries(changed) }, 'jobs changed data');
      }
    } catch (error) {
      // The jobs after the failed one wait for the next tick too.
      if (error instanceof JobFailed) log.error({ job: error.job, err: error.cause }, 'job failed');
      else log.error({ err: error }, 'job run failed');
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
