import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectList } from '#contract/projects.ts';
import { bearer, signIn, useTestApp } from '#server/test/test-app.ts';

type Headers = Record<string, string>;
const DAY = 86_400_000;

/**
 * The list totals and the project counts come from project_counts (migration 0015), kept by a trigger. These
 * checks compare every total a client sees with a count of the projects themselves after each kind of write:
 * creation, a status change, a deadline passing before the hourly job, a project moved to another user, deletion.
 * No answers are kept (KEPT_ANSWERS_SECONDS=0), so every total is read again.
 */
describe('project totals and counts follow every write', () => {
  const t = useTestApp({ keptAnswersMs: 0 });
  let owner: Headers;
  let member: Headers;
  let companyId: number;
  let memberId: number;
  beforeAll(async () => {
    owner = bearer((await signIn(t, 'owner.pl@example.com')).token);
    member = bearer((await signIn(t, 'member.pl@example.com')).token);
    const [row] = await t.deps.db.query<{ company_id: number; id: number }>(
      "SELECT company_id, id FROM users WHERE email = 'member.pl@example.com'",
    );
    companyId = row!.company_id;
    memberId = row!.id;
  });

  // $2 is the app's (fake) clock.
  const FILTERS = { open: 'p.status = 1 AND p.deadline_at > $2', review: 'p.status = 5', closed: 'p.status = 2' };
  type Filter = keyof typeof FILTERS | 'lost';

  async function counted(filter: Filter, userId?: number): Promise<number> {
    const where =
      filter === 'lost' ? '(p.status IN (3, 4) OR (p.status = 1 AND p.deadline_at <= $2))' : FILTERS[filter];
    const mine = userId === undefined ? '' : `AND p.user_id = ${userId}`;
    const [row] = await t.deps.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM projects p WHERE p.company_id = $1 AND ${where} ${mine} AND $2::timestamptz IS NOT NULL`,
      [companyId, t.clock.now()],
    );
    return row!.n;
  }

  /** The total of a list's second page: a long list's total is always counted (a short first page is its rows). */
  async function total(filter: Filter, h: Headers, mine = false): Promise<number> {
    const query = `status=${filter}&page=2${mine ? '&constrainTo=mine' : ''}`;
    const answer = await t.call('GET', `/api/v1/project?${query}`, undefined, h);
    expect(answer.status).toBe(200);
    return v.parse(projectList.response, answer.body).total;
  }

  async function expectTotalsMatch() {
    for (const filter of ['open', 'review', 'closed', 'lost'] as const) {
      expect(await total(filter, owner), filter).toBe(await counted(filter));
      expect(await total(filter, member, true), `${filter}, the member's own`).toBe(await counted(filter, memberId));
    }
    const self = await t.call<{ projects_count: number }>('GET', '/api/v1/company/user/self', undefined, member);
    const [all] = await t.deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM projects WHERE company_id = $1 AND user_id = $2',
      [companyId, memberId],
    );
    expect(self.body.projects_count).toBe(all!.n);
  }

  it('match the projects after creation, status changes, a passed deadline, a new owner and deletion', async () => {
    const made: string[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await t.call<{ uuid: string }>(
        'POST',
        '/api/v1/project',
        { streetName: `ul. Policzona ${i}`, postalCode: '00-001' },
        i % 2 === 0 ? member : owner,
      );
      expect(answer.status).toBe(201);
      made.push(answer.body.uuid);
    }
    await expectTotalsMatch();

    await t.deps.db.query('UPDATE projects SET status = 5 WHERE uuid = $1', [made[0]]);
    await t.deps.db.query('UPDATE projects SET status = 2 WHERE uuid = $1', [made[1]]);
    await t.deps.db.query('UPDATE projects SET status = 4 WHERE uuid = $1', [made[3]]);
    await expectTotalsMatch();

    // Past its deadline, not yet marked by the hourly job: lost in the totals, no longer open.
    await t.deps.db.query('UPDATE projects SET deadline_at = $2 WHERE uuid = $1', [
      made[2],
      new Date(t.clock.now().getTime() - DAY),
    ]);
    expect(await counted('lost', memberId)).toBeGreaterThan(0);
    await expectTotalsMatch();

    await t.deps.db.query('UPDATE projects SET user_id = $2, status = 1 WHERE uuid = $1', [made[1], memberId]);
    await expectTotalsMatch();

    // A project without scans may be deleted by its company.
    expect((await t.call('DELETE', `/api/v1/project/${made[1]}`, undefined, owner)).status).toBeLessThan(300);
    await expectTotalsMatch();
  });

  it('keeps one row per company, user and status, equal to a count of the projects', async () => {
    const drift = await t.deps.db.query(
      `SELECT * FROM (SELECT company_id, coalesce(user_id, 0) AS user_id, status, count(*)::int AS n
                        FROM projects GROUP BY 1, 2, 3) real
         FULL JOIN (SELECT * FROM project_counts WHERE n <> 0) kept USING (company_id, user_id, status)
        WHERE real.n IS DISTINCT FROM kept.n`,
    );
    expect(drift).toEqual([]);
  });
});
