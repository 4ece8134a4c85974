import { describe, expect, it } from 'vitest';
import type { Db } from '#server/db/db.ts';
import { jobRuns } from '#server/metrics.ts';
import { capturedLog } from '#server/test/captured-log.ts';
import { fakeClock } from '#server/test/fake-clock.ts';
import { startScheduler } from './scheduler.ts';

const failing = (why: string): Db => ({
  engine: 'pglite',
  query: () => Promise.reject(new Error(why)),
  transaction: () => Promise.reject(new Error(why)),
  exec: () => Promise.reject(new Error(why)),
  close: async () => undefined,
});

const failures = async (job: string) =>
  (await jobRuns.get()).values.find((v) => v.labels.job === job && v.labels.outcome === 'failed')?.value ?? 0;

describe('the scheduler (scheduler.ts)', () => {
  it('a failing job: an error line naming the job, and a failed run counted', async () => {
    const { logger, entries } = capturedLog();
    const before = await failures('projects.lost');
    const stop = startScheduler(failing('connection lost (owner.pl@example.com)'), fakeClock(), logger);
    try {
      await expect.poll(() => entries().length).toBeGreaterThan(0);
    } finally {
      stop();
    }
    expect(entries()[0]).toMatchObject({
      level: 'error',
      component: 'jobs',
      job: 'projects.lost',
      msg: 'job failed',
      err: { message: 'connection lost (o***@example.com)' },
    });
    expect(await failures('projects.lost')).toBe(before + 1);
  });
});
