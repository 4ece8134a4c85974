import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { Project, projectList } from '#contract/projects.ts';
import { Scan } from '#contract/scans.ts';
import { bearer, signIn, TEST_OPERATOR_KEY, useTestApp } from '#server/test/test-app.ts';

const OPERATOR = { 'X-Operator-Key': TEST_OPERATOR_KEY };
const ANSWERS = JSON.stringify([
  { question_id: 1, answer_id: 11 },
  { question_id: 2, answer_id: 22 },
  { question_id: 3, answer_id: 31 },
]);
type Headers = Record<string, string>;

describe('projects and scans', () => {
  const t = useTestApp();
  let pl: Headers;
  let ro: Headers;
  beforeAll(async () => {
    pl = bearer((await signIn(t, 'owner.pl@example.com')).token);
    ro = bearer((await signIn(t, 'owner.ro@example.com')).token);
  });

  const create = async (h: Headers, body: Record<string, unknown> = {}) =>
    t.call<Project>('POST', '/api/v1/project', { streetName: 'ul. Testowa 1', postalCode: '00-001', ...body }, h);
  const scan = (h: Headers, project: string, code: string, uuid = randomUUID()) =>
    t.call<Scan & { message: string }>('POST', '/api/v2/scans', { project_uuid: project, code, uuid }, h);

  it('lists the seeded open projects by default and filters closed and lost ones', async () => {
    const open = await t.call('GET', '/api/v1/project', undefined, pl);
    expect(open.status).toBe(200);
    const page = v.parse(projectList.response, open.body);
    expect(page.data.map((p) => p.street_name)).toEqual(['ul. Lipowa 12', 'ul. Słoneczna 4']);
    expect(page.data[0]).toMatchObject({ status: { id: 1, name: 'open' }, days_left: 70, products_count: 3 });
    expect(page.data[0]!.calculated_available_points).toBe(25);
    const closed = v.parse(
      projectList.response,
      (await t.call('GET', '/api/v1/project?status=closed', undefined, pl)).body,
    );
    expect(closed.data[0]).toMatchObject({ street_name: 'ul. Kwiatowa 8', days_left: null, available_points: 35 });
    expect(closed.data[0]!.survey).toHaveLength(3);
    const lost = v.parse(
      projectList.response,
      (await t.call('GET', '/api/v1/project?status=lost', undefined, pl)).body,
    );
    expect(lost.data.map((p) => p.status.id)).toEqual([3]);
    expect((await t.call('GET', '/api/v1/project?status=nope&page=0', undefined, pl)).body).toMatchObject({
      errors: { status: expect.any(Array), page: expect.any(Array) },
    });
  });

  it('creates a project (400 without street or postal code), accepts a client uuid once per company', async () => {
    const bad = await t.call<{ errors: Record<string, string[]> }>('POST', '/api/v1/project', { streetName: ' ' }, pl);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['postalCode', 'streetName']);
    const uuid = randomUUID();
    const first = await create(pl, { uuid, city: 'Kraków' });
    expect(first.status).toBe(201);
    expect(v.parse(Project, first.body)).toMatchObject({ uuid, days_left: 90, status: { id: 1 }, products: [] });
    const again = await create(pl, { uuid });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect((await create(ro, { uuid })).status).toBe(409);
  });

  it('scans by serial or URL; unknown 404, registered twice 409; another company sees 404', async () => {
    const p = (await create(pl)).body.uuid;
    const a = await scan(pl, p, 'https://club.example.com/p/rw-demo-0001?src=qr');
    expect(a.status).toBe(201);
    expect(v.parse(Scan, a.body)).toMatchObject({
      serial_number: 'RW-DEMO-0001',
      type: 'Okno dachowe',
      flag: 1,
      points: 10,
    });
    expect((await scan(pl, p, 'RW-NOPE-1')).body).toEqual({ message: 'Product not found.' });
    const twice = await scan(pl, p, 'RW-DEMO-0001');
    expect([twice.status, twice.body.message]).toEqual([409, 'This product is already registered.']);
    expect((await scan(pl, p, 'RW-PL-0001')).status).toBe(409);
    expect((await scan(ro, p, 'RW-DEMO-0002')).status).toBe(404);
    const list = await t.call<{ data: Scan[] }>('GET', `/api/v1/product?projects_id=${p}`, undefined, pl);
    expect(list.body.data.map((s) => s.serial_number)).toEqual(['RW-DEMO-0001']);
    expect((await t.call('GET', `/api/v1/product?projects_id=${p}`, undefined, ro)).status).toBe(404);
    expect((await t.call('GET', `/api/v1/project/${p}`, undefined, ro)).status).toBe(404);
    expect((await t.call('DELETE', `/api/v2/scans/${a.body.uuid}`, undefined, ro)).status).toBe(404);
    expect((await t.call('DELETE', `/api/v1/project/${p}`, undefined, ro)).status).toBe(404);
    expect((await t.call('POST', `/api/v1/project/${p}/survey`, { response: ANSWERS }, ro)).status).toBe(404);
    expect((await t.call('DELETE', `/api/v1/project/${p}`, undefined, pl)).status).toBe(409);
    expect((await t.call('DELETE', `/api/v2/scans/${a.body.uuid}`, undefined, pl)).status).toBe(204);
    expect((await t.call('DELETE', `/api/v1/project/${p}`, undefined, pl)).status).toBe(204);
    expect((await t.call('GET', `/api/v1/project/${p}`, undefined, pl)).status).toBe(404);
  });

  it('finishing: 422 without products, 400 for incomplete answers, closes and credits the points', async () => {
    const p = (await create(pl)).body.uuid;
    expect((await t.call('POST', `/api/v1/project/${p}/survey`, { response: ANSWERS }, pl)).status).toBe(422);
    await scan(pl, p, 'RW-DEMO-0010'); // roof window, 10 points in PL
    await scan(pl, p, 'RW-DEMO-0003'); // flashing, 5
    const partial = await t.call(
      'POST',
      `/api/v1/project/${p}/survey`,
      { response: '[{"question_id":1,"answer_id":11}]' },
      pl,
    );
    expect(partial.status).toBe(400);
    const done = await t.call<Project>('POST', `/api/v1/project/${p}/survey`, { response: ANSWERS }, pl);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: { id: 2, name: 'closed' }, available_points: 15, days_left: null });
    expect(done.body.survey.map((a) => a.answer_id)).toEqual([11, 22, 31]);
    const history = await t.call<{ data: { event: string; points: number; options: unknown }[] }>(
      'GET',
      '/api/v1/points/history',
      undefined,
      pl,
    );
    expect(history.body.data[0]).toMatchObject({ event: 'Survey', points: 15, options: { project: { uuid: p } } });
    expect((await scan(pl, p, 'RW-DEMO-0019')).body).toMatchObject({
      message: 'Products can only be added to an open project.',
    });
    const removed = await t.call('DELETE', `/api/v2/scans/${done.body.products[0]!.uuid}`, undefined, pl);
    expect(removed.status).toBe(409);
  });

  it('sends big projects to review; the operator closes them, crediting points and notifying', async () => {
    const p = (await create(pl)).body.uuid;
    // 10 roof windows (19, 28, … 100) and 5 flat roof windows (2, 11, … 38): 150 points in PL.
    const serials = [
      ...Array.from({ length: 10 }, (_, k) => 19 + 9 * k),
      ...Array.from({ length: 5 }, (_, k) => 2 + 9 * k),
    ];
    for (const n of serials) expect((await scan(pl, p, `RW-DEMO-${String(n).padStart(4, '0')}`)).status).toBe(201);
    const done = await t.call<Project>('POST', `/api/v1/project/${p}/survey`, { response: ANSWERS }, pl);
    expect(done.body.status).toEqual({ id: 5, name: 'review' });
    const review = await t.call<{ data: Project[] }>('GET', '/api/v1/project?status=review', undefined, pl);
    expect(review.body.data.map((x) => x.uuid)).toContain(p);
    const close = await t.call('POST', `/api/staff/projects/${p}/status`, { status: 'closed' }, OPERATOR);
    expect(close.body).toMatchObject({ status: { id: 2 }, credited_points: 150 });
    const lost = await t.call('POST', `/api/staff/projects/${p}/status`, { status: 'lost', reason: 'Gone.' }, OPERATOR);
    expect(lost.status).toBe(409);
    const [n] = await t.deps.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM notifications WHERE event = 'project.status_changed' AND meta->>'project_uuid' = $1",
      [p],
    );
    expect(n!.n).toBeGreaterThanOrEqual(2);
  });

  it('a scan uuid sent again answers its scan; with another serial or project it is a conflict', async () => {
    const p = (await create(pl)).body.uuid;
    const other = (await create(pl, { streetName: 'ul. Druga 2' })).body.uuid;
    const uuid = randomUUID();
    const first = await scan(pl, p, 'RW-DEMO-0004', uuid);
    expect(first.status).toBe(201);
    const again = await scan(pl, p, 'RW-DEMO-0004', uuid);
    expect(again.status).toBe(201);
    expect(again.body.uuid).toBe(uuid);
    const otherSerial = await scan(pl, p, 'RW-DEMO-0005', uuid);
    expect(otherSerial.status).toBe(409);
    expect(otherSerial.body.message).toBe('This scan identifier is already in use.');
    expect((await scan(pl, other, 'RW-DEMO-0004', uuid)).status).toBe(409);
    // The second serial was not registered on the quiet: it is still free.
    expect((await scan(pl, p, 'RW-DEMO-0005')).status).toBe(201);
  });
  it("lists only the caller's own projects when asked for theirs, with their own total", async () => {
    const member = bearer((await signIn(t, 'member.pl@example.com')).token);
    const mine = async (h: Headers) =>
      v.parse(projectList.response, (await t.call('GET', '/api/v1/project?constrainTo=mine', undefined, h)).body);
    const before = await mine(pl);
    const made = (await create(member, { streetName: 'ul. Własna 3' })).body.uuid;
    const company = v.parse(projectList.response, (await t.call('GET', '/api/v1/project', undefined, pl)).body);
    expect(company.data.map((p) => p.uuid)).toContain(made);
    const after = await mine(pl);
    expect(after.data.map((p) => p.uuid)).toEqual(before.data.map((p) => p.uuid));
    expect(after.total).toBe(before.total);
    const theirs = await mine(member);
    expect(theirs.data[0]!.uuid).toBe(made);
    expect(theirs.data.map((p) => p.uuid)).not.toContain(before.data[0]?.uuid);
  });

  it('pages a long list newest first with the total, and a page past the end keeps the total', async () => {
    const list = async (page: number) =>
      v.parse(projectList.response, (await t.call('GET', `/api/v1/project?page=${page}`, undefined, ro)).body);
    const before = (await list(1)).total;
    const made: string[] = [];
    for (let i = 0; i < 22; i++) made.push((await create(ro, { streetName: `Strada Lungă ${i}` })).body.uuid);
    const first = await list(1);
    expect(first.data).toHaveLength(20);
    expect(first.total).toBe(before + 22);
    expect(first.last_page).toBe(Math.ceil((before + 22) / 20));
    expect(first.data.slice(0, 3).map((p) => p.uuid)).toEqual(made.slice(-3).reverse());
    const second = await list(2);
    expect(second.data.map((p) => p.uuid)).not.toContain(first.data[19]!.uuid);
    expect(second.data[0]!.uuid).toBe(made[1]);
    const past = await list(first.last_page + 1);
    expect(past.data).toEqual([]);
    expect(past.total).toBe(before + 22);
  });
});
