import type { Project } from '#contract/projects.ts';
import type { Queryable } from '#server/db/db.ts';
import { notFound } from '#server/http/api-error.ts';
import type { Reader } from '../i18n/reader.ts';
import { projectScans } from '../scans/scan-shape.ts';
import { daysLeftChangesAt } from './project-rules.ts';
import { PROJECT_AGGREGATES, PROJECT_COLUMNS, type ProjectRow, toProject } from './project-shape.ts';

export type ProjectFilter = 'open' | 'review' | 'closed' | 'lost';

/** Status conditions as of $1 (now): an open project past its deadline counts as lost. */
const FILTERS: Record<ProjectFilter, string> = {
  open: 'p.status = 1 AND p.deadline_at > $1',
  review: 'p.status = 5',
  closed: 'p.status = 2',
  lost: '(p.status IN (3, 4) OR (p.status = 1 AND p.deadline_at <= $1))',
};

/**
 * The total of a list from the kept counts (project_counts, migration 0015), not by counting the projects: a few rows
 * per company, however many projects it has. Open projects past their deadline count as lost until the hourly job
 * marks them; those are found through an index of the company's open deadlines. $1 is now, $2 the company and $3,
 * for a user's own list (`own`), the user, as in the list's own query.
 */
const ofUser = (own: boolean, table: string) => (own ? `AND ${table}.user_id = $3` : '');
const kept = (statuses: string, own: boolean) =>
  `(SELECT coalesce(sum(c.n), 0) FROM project_counts c
     WHERE c.company_id = $2 AND c.status IN (${statuses}) ${ofUser(own, 'c')})`;
const pastDeadline = (own: boolean) =>
  `(SELECT count(*) FROM projects p WHERE p.company_id = $2 AND p.status = 1 AND p.deadline_at <= $1 ${ofUser(own, 'p')})`;
const COUNTS: Record<ProjectFilter, (own: boolean) => string> = {
  open: (own) => `SELECT (${kept('1', own)} - ${pastDeadline(own)})::int AS n`,
  // $1 is typed here because these filters do not mention it.
  review: (own) => `SELECT ${kept('5', own)}::int AS n, $1::timestamptz AS now`,
  closed: (own) => `SELECT ${kept('2', own)}::int AS n, $1::timestamptz AS now`,
  lost: (own) => `SELECT (${kept('3, 4', own)} + ${pastDeadline(own)})::int AS n`,
};

export interface ProjectPage {
  data: Project[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/**
 * Whether a page of this list reads the same later, writes aside, for a while that its rows tell: closed and review
 * pages do not depend on the time; the first open page changes only when one of its projects' days left drops
 * (its deadline passing is the last drop), as open projects only ever leave the list with time. A later open page
 * also shifts when a project of an earlier page leaves, and a lost page gains every project whose deadline passes.
 */
export function pageReadsTheSameLater(filter: ProjectFilter, page: number): boolean {
  return filter === 'review' || filter === 'closed' || (filter === 'open' && page === 1);
}

export async function listProjects(
  db: Queryable,
  opts: { companyId: number; userId?: number; filter: ProjectFilter; page: number; limit: number; now: Date },
): Promise<{ page: ProjectPage; unchangedUntil: number }> {
  const own = opts.userId !== undefined;
  const params: unknown[] = own ? [opts.now, opts.companyId, opts.userId] : [opts.now, opts.companyId];
  const where = `p.company_id = $2 AND ${FILTERS[opts.filter]} ${ofUser(own, 'p')}`;
  // Page first, then aggregate the scans of the rows shown only: the company's other projects cost an index walk
  // (projects_company_status_page_idx, in the page's order). The page's rows are taken whole in that walk (it reads
  // them anyway for the deadline), not looked up again by id, and they stay in its order: no sort above it.
  const rows = await db.query<ProjectRow>(
    `SELECT ${PROJECT_COLUMNS}
       FROM (SELECT p.* FROM projects p WHERE ${where}
              ORDER BY p.created_at DESC, p.id DESC LIMIT ${opts.limit} OFFSET ${(opts.page - 1) * opts.limit}) p
       ${PROJECT_AGGREGATES}
      ORDER BY p.created_at DESC, p.id DESC`,
    params,
  );
  // A short first page is the whole list; a long list's total comes from the kept counts, as of the rows' time.
  const total =
    opts.page === 1 && rows.length < opts.limit
      ? rows.length
      : ((await db.query<{ n: number }>(COUNTS[opts.filter](own), params))[0]?.n ?? 0);
  const page = {
    data: rows.map((r) => toProject(r, opts.now)),
    current_page: opts.page,
    last_page: Math.max(1, Math.ceil(total / opts.limit)),
    per_page: opts.limit,
    total,
  };
  // Until when the rows read the same (the time of the first change of a project's days left); see above.
  let unchangedUntil = pageReadsTheSameLater(opts.filter, opts.page) ? Number.POSITIVE_INFINITY : opts.now.getTime();
  if (opts.filter === 'open') {
    for (const row of rows) {
      unchangedUntil = Math.min(unchangedUntil, daysLeftChangesAt(new Date(row.deadline_at), opts.now));
    }
  }
  return { page, unchangedUntil };
}

/** The company's project row by uuid; another company's uuid is simply not found. */
export async function projectRow(db: Queryable, companyId: number, uuid: string, now: Date): Promise<ProjectRow> {
  const [row] = await db.query<ProjectRow>(
    `SELECT ${PROJECT_COLUMNS} FROM projects p ${PROJECT_AGGREGATES} WHERE p.uuid = $2 AND p.company_id = $3`,
    [now, uuid, companyId],
  );
  if (!row) throw notFound();
  return row;
}

/** One project with its products; their type and variant in the reader's language. */
export async function getProject(
  db: Queryable,
  companyId: number,
  uuid: string,
  now: Date,
  reader: Reader,
): Promise<Project> {
  const row = await projectRow(db, companyId, uuid, now);
  return toProject(row, now, await projectScans(db, row.id, reader));
}
