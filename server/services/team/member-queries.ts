import type { TeamMember } from '#contract/team.ts';
import type { Queryable } from '#server/db/db.ts';
import { pendingIdentifiersSql, toPendingIdentifiers } from '../profile/pending-identifiers.ts';

const knownProjects = new WeakMap<object, Promise<boolean>>();

/**
 * Projects come with another migration; until it exists the team shows 0 projects. Checked once per
 * database handle, since a running server's schema does not change under it.
 */
function hasProjects(db: Queryable): Promise<boolean> {
  let known = knownProjects.get(db);
  if (!known) {
    known = db
      .query<{ found: boolean }>("SELECT to_regclass('project_counts') IS NOT NULL AS found")
      .then(([row]) => row?.found === true);
    knownProjects.set(db, known);
  }
  return known;
}

interface MemberRow {
  uuid: string;
  name: string;
  surname: string;
  email: string | null;
  phone: string | null;
  last_active_at: Date | null;
  contribute_points: number;
  projects_count: number;
  role: number;
  avatar: string | null;
  invited_at: Date | null;
  /** Whether the viewer may see the member's waiting proposals: the owner, or the member themself. */
  pending_visible: boolean;
  pending_identifiers: unknown;
  total: number;
}

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

const toMember = (r: MemberRow): TeamMember => ({
  uuid: String(r.uuid),
  name: r.name,
  surname: r.surname,
  email: r.email,
  phone: r.phone,
  last_active_at: iso(r.last_active_at),
  contribute_points: r.contribute_points,
  projects_count: r.projects_count,
  role: r.role,
  avatar: r.avatar,
  invited_at: iso(r.invited_at),
  ...(r.pending_visible ? { pending_identifiers: toPendingIdentifiers(r.pending_identifiers) } : {}),
});

/** Who reads the team: the proposals waiting for a member are shown to the owner and the member only. */
export interface TeamViewer {
  id: number;
  owner: boolean;
}

/**
 * Points and projects are aggregated per company first (both tables are indexed by company), then joined
 * to the page of members: one query per page, no per-member lookups.
 */
async function selectMembers(db: Queryable, viewer: TeamViewer, where: string, params: unknown[], tail: string) {
  const projects = (await hasProjects(db))
    ? 'SELECT user_id, sum(n)::int AS n FROM project_counts WHERE company_id = $1 GROUP BY user_id'
    : 'SELECT NULL::int AS user_id, 0 AS n WHERE false';
  // The viewer's id and role are the last two parameters.
  const viewerId = `$${params.length + 1}::int`;
  const viewerOwns = `$${params.length + 2}::boolean`;
  const visible = `(${viewerOwns} OR u.id = ${viewerId})`;
  return db.query<MemberRow>(
    `WITH pts AS (
       SELECT user_id, sum(points)::int AS n FROM points_ledger
       WHERE company_id = $1 AND variation = 'positive' GROUP BY user_id),
     prj AS (${projects})
     SELECT u.uuid, u.name, u.surname, u.email, u.phone, u.last_active_at, u.role, u.avatar,
       coalesce(pts.n, 0) AS contribute_points, coalesce(prj.n, 0) AS projects_count,
       (SELECT max(sent_at) FROM team_invitations ti WHERE ti.user_id = u.id) AS invited_at,
       ${visible} AS pending_visible,
       CASE WHEN ${visible} THEN ${pendingIdentifiersSql('u.id')} END AS pending_identifiers,
       count(*) OVER ()::int AS total
     FROM users u LEFT JOIN pts ON pts.user_id = u.id LEFT JOIN prj ON prj.user_id = u.id
     WHERE u.company_id = $1 AND u.active = 1 ${where}
     ORDER BY u.role, u.surname, u.name, u.id ${tail}`,
    [...params, viewer.id, viewer.owner],
  );
}

export async function listMembers(db: Queryable, viewer: TeamViewer, companyId: number, page: number, limit: number) {
  const rows = await selectMembers(db, viewer, '', [companyId, limit, (page - 1) * limit], 'LIMIT $2 OFFSET $3');
  let total = rows[0]?.total;
  if (total === undefined) {
    // A page past the end: count separately so meta stays right.
    const [row] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE company_id = $1 AND active = 1',
      [companyId],
    );
    total = row?.n ?? 0;
  }
  return { members: rows.map(toMember), total };
}

export async function findMember(
  db: Queryable,
  viewer: TeamViewer,
  companyId: number,
  uuid: string,
): Promise<TeamMember | undefined> {
  const [row] = await selectMembers(db, viewer, 'AND u.uuid = $2', [companyId, uuid], '');
  return row ? toMember(row) : undefined;
}
