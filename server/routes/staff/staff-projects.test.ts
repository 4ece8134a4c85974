import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '#contract/projects.ts';
import type { Scan } from '#contract/scans.ts';
import { MINUTE } from '#server/test/fake-clock.ts';
import { balanceOf } from '#server/test/order-test-helpers.ts';
import { auditCount, SUPPORT, staffSignIn } from '#server/test/staff-test-kit.ts';
import { bearer, signIn, TEST_OPERATOR_KEY, useTestApp } from '#server/test/test-app.ts';

const ANSWERS = JSON.stringify([
  { question_id: 1, answer_id: 11 },
  { question_id: 2, answer_id: 22 },
  { question_id: 3, answer_id: 31 },
]);
type Headers = Record<string, string>;
/** Ten roof windows and five flat roof windows (10 points each in PL): 150 points, a finished project goes to review. */
const BIG = [...Array.from({ length: 10 }, (_, k) => 1 + 9 * k), ...Array.from({ length: 5 }, (_, k) => 2 + 9 * k)];
type Detail = {
  status: { name: string };
  scans: { uuid: string; serial_number: string; flag: number; points: number; review_reason: string | null }[];
  same_site: { company: { name: string } }[];
  audit: { action: string }[];
};

describe('staff project reviews', () => {
  const t = useTestApp();
  let pl: Headers;
  let ro: Headers;
  let ops: Headers;
  let support: Headers;
  beforeAll(async () => {
    pl = bearer((await signIn(t, 'owner.pl@example.com')).token);
    ro = bearer((await signIn(t, 'owner.ro@example.com')).token);
    await t.call(
      'POST',
      '/api/staff/members',
      { email: 'ops@club.example', role: 'operations' },
      {
        'X-Operator-Key': TEST_OPERATOR_KEY,
      },
    );
    ops = bearer((await staffSignIn(t, 'ops@club.example')).token);
    support = bearer((await staffSignIn(t, SUPPORT)).token);
  });

  const create = async (h: Headers, street: string) =>
    (await t.call<Project>('POST', '/api/v1/project', { streetName: street, postalCode: '00-001' }, h)).body.uuid;
  const scan = async (h: Headers, project: string, n: number) => {
    const res = await t.call<Scan>(
      'POST',
      '/api/v2/scans',
      { project_uuid: project, code: `RW-DEMO-${String(n).padStart(4, '0')}`, uuid: randomUUID() },
      h,
    );
    expect(res.status).toBe(201);
    return res.body;
  };

  /** A big project finished into review, as the installer makes one. */
  const finishedBig = async (street: string) => {
    const p = await create(pl, street);
    for (const n of BIG) await scan(pl, p, n);
    const done = await t.call<Project>('POST', `/api/v1/project/${p}/survey`, { response: ANSWERS }, pl);
    expect(done.body.status.name).toBe('review');
    return p;
  };
  /** A project of a few products sent to review by staff. */
  const inReview = async (street: string, serials: number[]) => {
    t.clock.advance(2 * MINUTE);
    const p = await create(pl, street);
    for (const n of serials) await scan(pl, p, n);
    const sent = await t.call('POST', `/api/staff/projects/${p}/status`, { status: 'review' }, ops);
    expect(sent.status).toBe(200);
    return p;
  };

  it('lists projects in review with their scans and another company’s project at the same site', async () => {
    const p = await finishedBig('ul. Wspólna 5');
    await create(ro, 'UL. WSPÓLNA 5');
    const queue = await t.call<{ data: { uuid: string; in_review: number; same_site: number; points: number }[] }>(
      'GET',
      '/api/staff/projects/review',
      undefined,
      ops,
    );
    expect(queue.status).toBe(200);
    expect(queue.body.data.find((r) => r.uuid === p)).toMatchObject({ same_site: 1 });
    const detail = await t.call<Detail>('GET', `/api/staff/projects/${p}`, undefined, support);
    expect(detail.body.scans).toHaveLength(15);
    expect(detail.body.same_site.map((s) => s.company.name)).toEqual(['Popescu Acoperișuri SRL']);
    expect((await t.call('POST', `/api/staff/projects/${p}/status`, { status: 'closed' }, support)).status).toBe(403);
  });

  it('rejects one scan with a reason the installer sees, closes the project and credits exactly the rest', async () => {
    const p = await inReview('ul. Druga 7', [50, 51, 52, 53]);
    const detail = (await t.call<Detail>('GET', `/api/staff/projects/${p}`, undefined, ops)).body;
    const refused = detail.scans[0]!;
    const total = detail.scans.reduce((sum, s) => sum + s.points, 0);
    expect((await t.call('POST', `/api/staff/scans/${refused.uuid}/review`, { accept: false }, ops)).status).toBe(400);
    const audits = await auditCount(t);
    const review = await t.call<{ flag: number; review_reason: string }>(
      'POST',
      `/api/staff/scans/${refused.uuid}/review`,
      { accept: false, reason: 'This window was registered on another site.' },
      ops,
    );
    expect(review.body).toMatchObject({ flag: 3, review_reason: 'This window was registered on another site.' });
    const mine = await t.call<Project>('GET', `/api/v1/project/${p}`, undefined, pl);
    expect(mine.body.products.find((s) => s.uuid === refused.uuid)).toMatchObject({
      flag: 3,
      review_reason: 'This window was registered on another site.',
    });

    const before = await balanceOf(t, 'owner.pl@example.com');
    const closed = await t.call<{ credited_points: number }>(
      'POST',
      `/api/staff/projects/${p}/status`,
      { status: 'closed' },
      ops,
    );
    expect(closed.body.credited_points).toBe(total - refused.points);
    expect(await balanceOf(t, 'owner.pl@example.com')).toBe(before + total - refused.points);
    expect(await auditCount(t)).toBe(audits + 2);
    const after = (await t.call<Detail>('GET', `/api/staff/projects/${p}`, undefined, ops)).body;
    expect(after.status.name).toBe('closed');
    expect(after.audit.map((a) => a.action)).toEqual(['project.closed', 'scan.rejected', 'project.review']);
    expect((await t.call('POST', `/api/staff/scans/${refused.uuid}/review`, { accept: true }, ops)).status).toBe(409);
  });

  it('rejects a project only with a reason, kept on it and sent to the installer', async () => {
    const p = await inReview('ul. Trzecia 9', [60, 61]);
    expect((await t.call('POST', `/api/staff/projects/${p}/status`, { status: 'rejected' }, ops)).status).toBe(400);
    const res = await t.call(
      'POST',
      `/api/staff/projects/${p}/status`,
      { status: 'rejected', reason: 'No invoice.' },
      ops,
    );
    expect(res.status).toBe(200);
    const mine = await t.call<Project>('GET', `/api/v1/project/${p}`, undefined, pl);
    expect(mine.body).toMatchObject({ status: { name: 'rejected' }, status_reason: 'No invoice.' });
    const [note] = await t.deps.db.query<{ meta: { reason?: string } }>(
      "SELECT meta FROM notifications WHERE event = 'project.status_changed' AND meta->>'project_uuid' = $1 ORDER BY id DESC LIMIT 1",
      [p],
    );
    expect(note!.meta.reason).toBe('No invoice.');
  });
});
