import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffContentItem } from '#contract/staff-content.ts';
import { runJobs } from '#server/services/jobs/jobs.ts';
import { buildPushPayload } from '#server/services/push/push-payload.ts';
import { staffSignIn } from '#server/test/staff-test-kit.ts';
import { bearer, TEST_OPERATOR_KEY, useTestApp } from '#server/test/test-app.ts';

const POLAND = 2;

/** Important news pushed once when published (migration 0035, decision 0293 of 2026-11-27). */
describe('important news pushed', () => {
  const t = useTestApp();
  let editor: Record<string, string>;
  const ids: Record<string, number> = {};

  const subscribe = (email: string, endpoint: string, language: string) =>
    t.deps.db.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, language, created_at)
       SELECT id, $2, 'key', 'auth', $3, now() FROM users WHERE email = $1`,
      [email, `http://127.0.0.1:9/${endpoint}`, language],
    );

  beforeAll(async () => {
    const key = { 'X-Operator-Key': TEST_OPERATOR_KEY };
    await t.call('POST', '/api/staff/members', { email: 'editor@club.example', role: 'content' }, key);
    editor = bearer((await staffSignIn(t, 'editor@club.example')).token);
    for (const email of ['owner.pl@example.com', 'member.pl@example.com', 'owner.ro@example.com']) {
      const [u] = await t.deps.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
      ids[email] = u!.id;
    }
    await subscribe('owner.pl@example.com', 'owner-phone', 'pl');
    await subscribe('owner.pl@example.com', 'owner-tablet', 'uk');
    await subscribe('member.pl@example.com', 'member-phone', 'pl');
    await subscribe('owner.ro@example.com', 'ro-phone', 'ro');
    // The member switched news off.
    await t.deps.db.query(
      `INSERT INTO push_preferences (user_id, orders, projects, support, expiring, news, updated_at)
       VALUES ($1, true, true, true, true, false, now())`,
      [ids['member.pl@example.com']],
    );
  });

  const article = (over: Record<string, unknown> = {}) => ({
    content_type: 'news',
    regions: [POLAND],
    versions: {
      en: { title: 'Price list changes', excerpt: 'New prices from December.', body: '<p>English.</p>' },
      pl: { title: 'Zmiana cennika', excerpt: 'Nowe ceny od grudnia.', body: '<p>Po polsku.</p>' },
    },
    fallback_language: 'en',
    sticky: false,
    visible: true,
    important: true,
    published_at: new Date(t.clock.now().getTime() - 60_000).toISOString(),
    ...over,
  });

  const pushesOf = (uuid: string) =>
    t.deps.db.query<{ endpoint: string; language: string; event: string; meta: Record<string, unknown> }>(
      `SELECT s.endpoint, s.language, m.event, m.meta FROM push_messages m
         JOIN push_subscriptions s ON s.id = m.subscription_id
        WHERE m.meta ->> 'content_uuid' = $1 ORDER BY s.endpoint`,
      [uuid],
    );

  it('queues one push per device of the region with news on, in its language, and never twice', async () => {
    const saved = await t.call<StaffContentItem>('POST', '/api/staff/content', article(), editor);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const { uuid } = saved.body;
    const pushes = await pushesOf(uuid);
    expect(pushes.map((p) => p.endpoint.split('/').pop())).toEqual(['owner-phone', 'owner-tablet']);
    const [phone, tablet] = pushes;
    expect(phone!.meta).toEqual({ content_uuid: uuid, title: 'Zmiana cennika', text: 'Nowe ceny od grudnia.' });
    expect(tablet!.meta).toMatchObject({ title: 'Price list changes' }); // no Ukrainian version: the fallback
    expect(buildPushPayload(phone!, 'pl', 'tag', 0)).toMatchObject({
      title: 'Zmiana cennika',
      body: 'Nowe ceny od grudnia.',
      url: `/news/${uuid}`,
    });
    const item = (await t.call<StaffContentItem>('GET', `/api/staff/content/${uuid}`, undefined, editor)).body;
    expect(item).toMatchObject({ important: true, pushed_at: t.clock.now().toISOString() });

    const again = await t.call('PUT', `/api/staff/content/${uuid}`, article({ sticky: true }), editor);
    expect(again.status).toBe(200);
    await runJobs(t.deps.db, t.clock);
    expect(await pushesOf(uuid)).toHaveLength(2);
    const [audit] = await t.deps.db.query<{ after: Record<string, unknown> }>(
      "SELECT after FROM staff_audit_log WHERE object_id = $1 AND action = 'news.changed'",
      [uuid],
    );
    expect(audit?.after).toMatchObject({ important: true });
  });

  it('queues a scheduled one when the job runs after its publish time', async () => {
    const later = new Date(t.clock.now().getTime() + 2 * 60 * 60_000).toISOString();
    const { uuid } = (
      await t.call<StaffContentItem>('POST', '/api/staff/content', article({ published_at: later }), editor)
    ).body;
    expect(await pushesOf(uuid)).toHaveLength(0);
    await runJobs(t.deps.db, t.clock);
    expect(await pushesOf(uuid)).toHaveLength(0);
    t.clock.advance(2 * 60 * 60_000 + 1000);
    const done = await runJobs(t.deps.db, t.clock);
    expect(done['news.push-important']).toBe(2);
    expect(await pushesOf(uuid)).toHaveLength(2);
    await runJobs(t.deps.db, t.clock);
    expect(await pushesOf(uuid)).toHaveLength(2);
  });

  it('pushes nothing for news not marked important, nor for a draft until it is shown', async () => {
    const plain = (
      await t.call<StaffContentItem>('POST', '/api/staff/content', article({ important: undefined }), editor)
    ).body;
    expect(plain.important).toBe(false);
    await runJobs(t.deps.db, t.clock);
    expect(await pushesOf(plain.uuid)).toHaveLength(0);

    const draft = (await t.call<StaffContentItem>('POST', '/api/staff/content', article({ visible: false }), editor))
      .body;
    await runJobs(t.deps.db, t.clock);
    expect(await pushesOf(draft.uuid)).toHaveLength(0);
    await t.call('PUT', `/api/staff/content/${draft.uuid}`, article(), editor);
    expect(await pushesOf(draft.uuid)).toHaveLength(2);
  });
});
