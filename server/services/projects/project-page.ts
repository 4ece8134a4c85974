import type { Queryable } from '#server/db/db.ts';
import { compactJsonb, isoText, jsonObject, jsonValue } from '#server/db/json-sql.ts';
import { FILTERS, ofUser, type ProjectFilter, pageReadsTheSameLater, TOTALS } from './project-read.ts';

const DAY = 86_400_000;

/** The status object toProject writes (statusOf: an unknown id reads as open). */
const STATUS = `CASE r.status WHEN 2 THEN '{"id":2,"name":"closed"}' WHEN 3 THEN '{"id":3,"name":"lost"}'
  WHEN 4 THEN '{"id":4,"name":"rejected"}' WHEN 5 THEN '{"id":5,"name":"review"}' ELSE '{"id":1,"name":"open"}' END`;
/** A timestamptz as Date#getTime() reads it: whole milliseconds since the epoch. */
const ms = (expr: string) => `floor(extract(epoch FROM ${expr}) * 1000)`;
/** Whole days left before the deadline as daysLeft counts them ($1 is now); r.status is the status as of now. */
const DAYS_LEFT = `CASE WHEN r.status = 1 THEN greatest(0, ceil((${ms('r.deadline_at')} - ${ms('$1::timestamptz')}) / ${DAY}))::int::text
  ELSE 'null' END`;

/** A project of the list as toProject writes it (no products in a list; status_reason only when there is one). */
const PROJECT = jsonObject(
  [
    ['id', 'r.id::text'],
    ['uuid', jsonValue('r.uuid')],
    ['name', jsonValue('r.name')],
    ['street_name', jsonValue('r.street_name')],
    ['city', jsonValue('r.city')],
    ['postal_code', jsonValue('r.postal_code')],
    ['created_at', isoText('r.created_at')],
    ['status', STATUS],
    ['days_left', DAYS_LEFT],
    [
      'available_points',
      '(CASE WHEN r.status = 2 THEN coalesce(r.credited_points, 0) WHEN r.status IN (3, 4) THEN 0 ELSE r.normal_points END)::text',
    ],
    ['calculated_available_points', 'r.normal_points::text'],
    ['max_points', '(CASE WHEN r.status = 2 THEN coalesce(r.credited_points, 0) ELSE r.unrejected_points END)::text'],
    ['calculated_max_points', 'r.unrejected_points::text'],
    ['products_count', 'r.products_count::text'],
    ['products', `'[]'`],
    ['survey', compactJsonb('r.survey')],
    ['lead', compactJsonb('r.lead')],
  ],
  `CASE WHEN r.status_reason <> '' THEN ',"status_reason":' || to_json(r.status_reason)::text ELSE '' END`,
);

/**
 * A page of the project list as its JSON text, built by the database in one statement (decision 0303): the rows,
 * the total and, for the kept answers, until when the rows read the same. The same answer as listProjects (its
 * rows, order, total and pagination; `project-page.test.ts` holds the two to the same bytes), without a row of 16
 * columns parsed, shaped and serialized again per project.
 */
export async function projectPageJson(
  db: Queryable,
  opts: { companyId: number; userId?: number; filter: ProjectFilter; page: number; limit: number; now: Date },
): Promise<{ text: string; unchangedUntil: number }> {
  const own = opts.userId !== undefined;
  const params: unknown[] = own ? [opts.now, opts.companyId, opts.userId] : [opts.now, opts.companyId];
  const where = `p.company_id = $2 AND ${FILTERS[opts.filter]} ${ofUser(own, 'p')}`;
  const limit = Math.trunc(opts.limit);
  const offset = (Math.trunc(opts.page) - 1) * limit;
  // As listProjects: a short first page is the whole list; a long list's total comes from the kept counts.
  const total =
    opts.page === 1
      ? `CASE WHEN (SELECT count(*) FROM r) < ${limit} THEN (SELECT count(*)::int FROM r) ELSE ${TOTALS[opts.filter](own)} END`
      : TOTALS[opts.filter](own);
  // The first change of an open row's days left (daysLeftChangesAt), for the kept first page of open projects.
  const changes =
    opts.filter === 'open'
      ? `(SELECT min(${ms('r.deadline_at')} - (ceil((${ms('r.deadline_at')} - ${ms('$1::timestamptz')}) / ${DAY}) - 1) * ${DAY})::bigint FROM r r)`
      : 'NULL::bigint';
  const [row] = await db.query<{ data: string; total: number; changes: number | null }>(
    `WITH r AS (
       SELECT p.id, p.uuid, p.name, p.street_name, p.city, p.postal_code, p.created_at, p.deadline_at, p.survey,
              p.lead, p.credited_points, p.status_reason,
              (CASE WHEN p.status = 1 AND p.deadline_at <= $1 THEN 3 ELSE p.status END)::int AS status,
              coalesce(a.products_count, 0)::int AS products_count,
              coalesce(a.normal_points, 0)::int AS normal_points,
              coalesce(a.unrejected_points, 0)::int AS unrejected_points
         FROM (SELECT p.* FROM projects p WHERE ${where}
                ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit} OFFSET ${offset}) p
         LEFT JOIN LATERAL (
           SELECT count(*) AS products_count,
                  sum(s.points) FILTER (WHERE s.flag = 1) AS normal_points,
                  sum(s.points) FILTER (WHERE s.flag <> 3) AS unrejected_points
             FROM scans s WHERE s.project_id = p.id) a ON true)
     SELECT coalesce((SELECT string_agg(${PROJECT}, ',' ORDER BY r.created_at DESC, r.id DESC) FROM r r), '') AS data,
            ${total} AS total, ${changes} AS changes`,
    params,
  );
  const n = row?.total ?? 0;
  const text = `{"data":[${row?.data ?? ''}],"current_page":${opts.page},"last_page":${Math.max(1, Math.ceil(n / limit))},"per_page":${limit},"total":${n}}`;
  let unchangedUntil = pageReadsTheSameLater(opts.filter, opts.page) ? Number.POSITIVE_INFINITY : opts.now.getTime();
  if (row?.changes != null) unchangedUntil = Math.min(unchangedUntil, Number(row.changes));
  return { text, unchangedUntil };
}
