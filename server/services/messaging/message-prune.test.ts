import { describe, expect, it } from 'vitest';
import { runJobs } from '#server/services/jobs/jobs.ts';
import { useTestApp } from '#server/test/test-app.ts';
import { DeliveryError } from './delivery-error.ts';
import { createMessenger } from './messenger.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('finished messages are pruned (decision 0272)', () => {
  const t = useTestApp();

  const statuses = async () =>
    (
      await t.deps.db.query<{ to_address: string; status: string }>(
        `SELECT to_address, status FROM outbox_messages WHERE to_address IN ($1, $2) ORDER BY id`,
        ['member.pl@example.com', 'owner.pl@example.com'],
      )
    ).map((row) => `${row.to_address} ${row.status}`);

  it('a sent message goes after 30 days, a failed one after 90', async () => {
    expect((await t.call('POST', '/api/v2/installer/login', { email: 'member.pl@example.com' })).status).toBe(200);
    const refusing = createMessenger(
      t.deps.db,
      t.clock,
      {
        deliver: async () => {
          throw new DeliveryError('550 mailbox unavailable', false);
        },
      },
      { log: () => undefined },
    );
    await refusing.send({ to: 'owner.pl@example.com', channel: 'email', subject: 'Hello', text: 'Hello', code: null });
    expect(await statuses()).toEqual(['member.pl@example.com sent', 'owner.pl@example.com failed']);

    t.clock.advance(29 * DAY);
    expect((await runJobs(t.deps.db, t.clock))['messages.prune']).toBe(0);
    t.clock.advance(2 * DAY);
    expect((await runJobs(t.deps.db, t.clock))['messages.prune']).toBe(1);
    expect(await statuses()).toEqual(['owner.pl@example.com failed']);
    t.clock.advance(60 * DAY);
    await runJobs(t.deps.db, t.clock);
    expect(await statuses()).toEqual([]);
  });
});
