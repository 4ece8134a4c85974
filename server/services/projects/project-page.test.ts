import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/test-app.ts';
import { projectPageJson } from './project-page.ts';
import { listProjects, type ProjectFilter } from './project-read.ts';

const DAY = 86_400_000;

/** The project list built by the database (decision 0303) against the page listProjects makes, byte for byte. */
describe('the project list in one statement (project-page.ts)', () => {
  const t = useTestApp();

  it('answers the bytes listProjects answers, for every filter, page, size, own list and time', async () => {
    const db = t.deps.db;
    const [owner] = await db.query<{ id: number; company_id: number }>(
      "SELECT id, company_id FROM users WHERE email = 'owner.pl@example.com'",
    );
    const companyId = owner!.company_id;
    const now = t.clock.now();
    // Edge cases: every status, an open project past its deadline and one on its last day, equal creation times
    // (ordered by id), microseconds, a lead with strings holding `, ` `: ` quotes and escapes, nested values, a
    // reason, an empty reason, credited points, none, and a project of another member.
    const lead = { note: 'a, b: "c"\\ d\n', nested: { list: [1, 2, { x: 'y: z, w' }], empty: {} }, n: -3 };
    const survey = [
      { question_id: 1, answer_id: 11, uuid: '4f1f3c1e-2d5e-4a57-9d7b-1c2f1d3e4a5b' },
      { question_id: 2, answer_id: 22, uuid: '5f1f3c1e-2d5e-4a57-9d7b-1c2f1d3e4a5b' },
    ];
    const rows: [status: number, createdAgoMs: number, deadlineInMs: number, extra: Record<string, unknown>][] = [
      [1, 1 * DAY, 89 * DAY, { name: 'Młyn "Stary"', lead }],
      [1, 2 * DAY, -1, {}],
      [1, 3 * DAY, DAY - 1, { status_reason: '' }],
      [1, 3 * DAY, 3 * DAY + 17, { survey }],
      [2, 4 * DAY, 10 * DAY, { credited_points: 140, survey, status_reason: 'done, ok' }],
      [2, 5 * DAY, 10 * DAY, {}],
      [3, 6 * DAY, -DAY, { status_reason: 'past "deadline"', credited_points: 5 }],
      [4, 7 * DAY, 10 * DAY, { status_reason: 'rejected\ttab', lead: { a: null } }],
      [5, 8 * DAY, 10 * DAY, { survey, credited_points: 300 }],
      [5, 9 * DAY, 10 * DAY, { other: true }],
    ];
    for (const [i, [status, ago, deadlineIn, extra]] of rows.entries()) {
      const [member] = extra.other
        ? await db.query<{ id: number }>('SELECT id FROM users WHERE company_id = $1 AND id <> $2 LIMIT 1', [
            companyId,
            owner!.id,
          ])
        : [{ id: owner!.id }];
      await db.query(
        `INSERT INTO projects (company_id, user_id, name, street_name, city, postal_code, status, survey, lead,
           credited_points, status_reason, deadline_at, status_changed_at, created_at)
         VALUES ($1, $2, $3, $4, 'Kraków', '00-00${i}', $5, $6::jsonb, $7::jsonb, $8, $9,
           $10::timestamptz, $11::timestamptz, $11::timestamptz + interval '0.000417 s')`,
        [
          companyId,
          member?.id ?? owner!.id,
          extra.name ?? `Project ${i}`,
          `ul. Testowa ${i}`,
          status,
          JSON.stringify(extra.survey ?? []),
          extra.lead === undefined ? null : JSON.stringify(extra.lead),
          extra.credited_points ?? null,
          extra.status_reason ?? null,
          new Date(now.getTime() + deadlineIn),
          new Date(now.getTime() - ago),
        ],
      );
    }
    let compared = 0;
    const filters: ProjectFilter[] = ['open', 'review', 'closed', 'lost'];
    for (const at of [now, new Date(now.getTime() + DAY / 2 + 123), new Date(now.getTime() + 95 * DAY)]) {
      for (const filter of filters) {
        for (const userId of [undefined, owner!.id]) {
          for (const limit of [2, 3, 20]) {
            for (const page of [1, 2, 3, 4, 9]) {
              const opts = { companyId, userId, filter, page, limit, now: at };
              const made = await projectPageJson(db, opts);
              const old = await listProjects(db, opts);
              const label = JSON.stringify({ at, filter, userId, limit, page });
              expect(made.text, label).toBe(JSON.stringify(old.page));
              expect(made.unchangedUntil, label).toBe(old.unchangedUntil);
              compared += old.page.data.length;
            }
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(200);
    // Another company's projects are not on the page.
    const other = await projectPageJson(db, { companyId: -1, filter: 'open', page: 1, limit: 20, now });
    expect(other.text).toBe('{"data":[],"current_page":1,"last_page":1,"per_page":20,"total":0}');
  });
});
