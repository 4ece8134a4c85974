import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { Notification, notificationList } from '#contract/notifications.ts';
import { SEED_TICKETS } from '#server/db/seed/seed-support.ts';
import { bearer, signIn, TEST_OPERATOR_KEY, useTestApp } from '#server/test/test-app.ts';

const List = notificationList.response;
const OPERATOR = { 'X-Operator-Key': TEST_OPERATOR_KEY };
const MIGRATION = readFileSync(new URL('../../db/migrations/0013_notification_params.sql', import.meta.url), 'utf8');

describe('notifications', () => {
  const t = useTestApp();
  let owner: Record<string, string>;
  let member: Record<string, string>;
  beforeAll(async () => {
    owner = bearer((await signIn(t, 'owner.pl@example.com')).token);
    member = bearer((await signIn(t, 'member.pl@example.com')).token);
  });

  it('lists the seeded notifications newest first with the unread badge', async () => {
    const res = await t.call('GET', '/api/v1/notifications', undefined, owner);
    expect(res.status).toBe(200);
    const list = v.parse(List, res.body);
    expect(list.meta).toMatchObject({ current_page: 1, last_page: 1, total: 6, unread: 4 });
    expect(list.data[0]).toMatchObject({
      event: 'support.replied',
      type: 'info',
      mark: 'unread',
      meta: { ticket_uuid: SEED_TICKETS.missingPoints },
    });
    expect(new Set(list.data.map((n) => n.type))).toEqual(new Set(['info', 'warning', 'important']));
    // The order and project notifications open real seeded objects.
    const order = list.data.find((n) => n.event === 'order.status_changed')!.meta.order_uuid!;
    expect((await t.call('GET', `/api/v2/orders/${order}`, undefined, owner)).status).toBe(200);
    const project = list.data.find((n) => n.event === 'project.status_changed')!.meta.project_uuid!;
    expect((await t.call('GET', `/api/v1/project/${project}`, undefined, owner)).status).toBe(200);
    const times = list.data.map((n) => n.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('pages and filters by mark', async () => {
    const page2 = v.parse(List, (await t.call('GET', '/api/v1/notifications?page=2&limit=4', undefined, owner)).body);
    expect(page2.data).toHaveLength(2);
    expect(page2.meta).toMatchObject({ current_page: 2, last_page: 2, per_page: 4, total: 6 });
    const read = v.parse(List, (await t.call('GET', '/api/v1/notifications?mark=read', undefined, owner)).body);
    expect(read.data.every((n) => n.mark === 'read')).toBe(true);
    expect(read.meta).toMatchObject({ total: 2, unread: 4 });
    const beyond = v.parse(List, (await t.call('GET', '/api/v1/notifications?page=9', undefined, owner)).body);
    expect(beyond.data).toEqual([]);
  });

  it('rejects bad paging with per-field messages', async () => {
    const res = await t.call('GET', '/api/v1/notifications?page=0&limit=abc&mark=maybe', undefined, owner);
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as { errors: object }).errors).sort()).toEqual(['limit', 'mark', 'page']);
  });

  it('opens, marks read and counts unread; marking twice keeps it read', async () => {
    const list = v.parse(List, (await t.call('GET', '/api/v1/notifications?mark=unread', undefined, owner)).body);
    const uuid = list.data[0]!.uuid;
    const detail = await t.call('GET', `/api/v1/notifications/${uuid}`, undefined, owner);
    expect(v.parse(Notification, detail.body)).toMatchObject({ uuid, mark: 'unread' });
    const marked = await t.call('PATCH', `/api/v1/notifications/${uuid}`, { mark: 'read' }, owner);
    expect(marked).toMatchObject({ status: 200, body: { uuid, mark: 'read' } });
    expect((await t.call('PATCH', `/api/v1/notifications/${uuid}`, { mark: 'read' }, owner)).status).toBe(200);
    expect((await t.call('GET', '/api/v1/notifications/unread-count', undefined, owner)).body).toEqual({ unread: 3 });
    await t.call('PATCH', `/api/v1/notifications/${uuid}`, { mark: 'unread' }, owner);
    expect((await t.call('GET', '/api/v1/notifications/unread-count', undefined, owner)).body).toEqual({ unread: 4 });
  });

  it("answers 404 for a teammate's notification and 400 for a bad mark", async () => {
    const list = v.parse(List, (await t.call('GET', '/api/v1/notifications', undefined, owner)).body);
    const uuid = list.data[0]!.uuid;
    expect(await t.call('GET', `/api/v1/notifications/${uuid}`, undefined, member)).toMatchObject({
      status: 404,
      body: { message: 'Not found.' },
    });
    expect((await t.call('PATCH', `/api/v1/notifications/${uuid}`, { mark: 'read' }, member)).status).toBe(404);
    const bad = await t.call('PATCH', `/api/v1/notifications/${uuid}`, { mark: 'yes' }, owner);
    expect(bad).toMatchObject({ status: 400, body: { errors: { mark: ['Mark must be read or unread.'] } } });
    const memberList = v.parse(List, (await t.call('GET', '/api/v1/notifications', undefined, member)).body);
    expect(memberList.meta).toMatchObject({ total: 1, unread: 1 });
  });

  it('server events store their key and the parameters of their text (decision 0190)', async () => {
    const newest = async () =>
      v.parse(List, (await t.call('GET', '/api/v1/notifications?limit=1', undefined, owner)).body).data[0]!;
    const ticket = SEED_TICKETS.missingPoints;
    const reply = await t.call('POST', `/api/staff/tickets/${ticket}/reply`, { message: 'Found them.' }, OPERATOR);
    expect(reply.status).toBe(200);
    expect(await newest()).toMatchObject({
      event: 'support.replied',
      title: 'Support replied',
      meta: { ticket_uuid: ticket, ticket_title: 'Points for my last project are missing' },
    });

    const [order] = await t.deps.db.query<{ number: string; uuid: string }>(
      `SELECT o.number, o.uuid::text AS uuid FROM orders o JOIN users u ON u.company_id = o.company_id
       WHERE u.email = 'owner.pl@example.com' AND o.status = 1 ORDER BY o.id LIMIT 1`,
    );
    const moved = await t.call(
      'POST',
      `/api/staff/orders/${order!.uuid}/status`,
      { status: 4, reason: 'Out of stock.' },
      OPERATOR,
    );
    expect(moved.status).toBe(200);
    expect(await newest()).toMatchObject({
      event: 'order.status_changed',
      type: 'warning',
      meta: { order_uuid: order!.uuid, number: order!.number, status: 4, reason: 'Out of stock.' },
    });

    const [project] = await t.deps.db.query<{ uuid: string; street_name: string }>(
      `SELECT p.uuid::text AS uuid, p.street_name FROM projects p JOIN users u ON u.company_id = p.company_id
       WHERE u.email = 'owner.pl@example.com' AND p.status = 1 AND p.deadline_at > now() ORDER BY p.id LIMIT 1`,
    );
    const review = await t.call('POST', `/api/staff/projects/${project!.uuid}/status`, { status: 'review' }, OPERATOR);
    expect(review.status).toBe(200);
    const note = await newest();
    expect(note).toMatchObject({ event: 'project.status_changed', meta: { project_uuid: project!.uuid, status: 5 } });
    expect(note.meta.address).toContain(project!.street_name);
  });

  it('the migration gives rows written before it their parameters; odd stored values read as missing', async () => {
    const insert = (event: string, meta: object) =>
      t.deps.db.query<{ uuid: string }>(
        `INSERT INTO notifications (user_id, type, event, title, text, meta, created_at)
         SELECT id, 'info', $2, 'Old title', 'Old text', $3::jsonb, '2020-01-01T00:00:00Z' FROM users WHERE email = $1
         RETURNING uuid::text AS uuid`,
        ['owner.pl@example.com', event, JSON.stringify(meta)],
      );
    const [reply] = await insert('support.replied', { ticket_uuid: SEED_TICKETS.businessCards });
    const [gone] = await insert('support.replied', { ticket_uuid: '00000000-0000-4000-8000-000000000000' });
    const [odd] = await insert('points.expiring', { points: 'many', expires_at: 'soon' });
    await t.deps.db.exec(MIGRATION);
    const read = async (uuid: string) =>
      v.parse(Notification, (await t.call('GET', `/api/v1/notifications/${uuid}`, undefined, owner)).body);
    expect((await read(reply!.uuid)).meta).toMatchObject({ ticket_title: 'How do I order business cards?' });
    expect(await read(gone!.uuid)).toMatchObject({ title: 'Old title', text: 'Old text' });
    expect((await read(gone!.uuid)).meta.ticket_title).toBeUndefined();
    const parsed = await read(odd!.uuid);
    expect([parsed.meta.points, parsed.meta.expires_at]).toEqual([undefined, undefined]);
    // Running it again changes nothing.
    await t.deps.db.exec(MIGRATION);
    expect((await read(reply!.uuid)).meta).toMatchObject({ ticket_title: 'How do I order business cards?' });
  });
});
