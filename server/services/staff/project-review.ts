import type * as v from 'valibot';
import type { SameSite, StaffReviewRow, StaffScan } from '#contract/staff-projects.ts';
import type { Queryable } from '#server/db/db.ts';
import { ApiError, notFound } from '#server/http/api-error.ts';
import { pushScanReview } from '#server/services/push/notification-push.ts';
import { statusOf } from '../projects/project-shape.ts';

const HOUR_MS = 3_600_000;
const hoursSince = (at: Date, now: Date) => Math.floor((now.getTime() - new Date(at).getTime()) / HOUR_MS);

/**
 * Other companies' projects at the same site: the same postal code (spaces and case aside) and street (case aside),
 * found through projects_site_idx (migration 0023).
 */
const SAME_SITE = `FROM projects o JOIN companies oc ON oc.id = o.company_id
  WHERE o.company_id <> p.company_id
    AND replace(lower(o.postal_code), ' ', '') = replace(lower(p.postal_code), ' ', '')
    AND lower(o.street_name) = lower(p.street_name)`;

/** Projects in review, longest waiting first. */
export async function reviewQueue(
  db: Queryable,
  filter: { region?: number; page: number; perPage: number },
  now: Date,
) {
  const rows = await db.query<{
    uuid: string;
    name: string;
    street_name: string;
    city: string;
    status_changed_at: Date;
    company_uuid: string;
    company_name: string;
    region_id: number;
    products: number;
    in_review: number;
    points: number;
    same_site: number;
    total: number;
    oldest: Date;
  }>(
    `SELECT p.uuid, p.name, p.street_name, p.city, p.status_changed_at, c.uuid AS company_uuid,
            c.name AS company_name, c.region_id,
            (SELECT count(*)::int FROM scans s WHERE s.project_id = p.id) AS products,
            (SELECT count(*)::int FROM scans s WHERE s.project_id = p.id AND s.flag = 2) AS in_review,
            (SELECT coalesce(sum(s.points), 0)::int FROM scans s WHERE s.project_id = p.id AND s.flag <> 3) AS points,
            (SELECT count(*)::int ${SAME_SITE}) AS same_site,
            count(*) OVER ()::int AS total, min(p.status_changed_at) OVER () AS oldest
     FROM projects p JOIN companies c ON c.id = p.company_id
     WHERE p.status = 5 AND ($1::int IS NULL OR c.region_id = $1)
     ORDER BY p.status_changed_at, p.id LIMIT $2 OFFSET $3`,
    [filter.region ?? null, filter.perPage, (filter.page - 1) * filter.perPage],
  );
  const data: v.InferOutput<typeof StaffReviewRow>[] = rows.map((r) => ({
    uuid: String(r.uuid),
    name: r.name,
    address: [r.street_name, r.city].filter(Boolean).join(', '),
    company: { uuid: String(r.company_uuid), name: r.company_name, region_id: r.region_id },
    since: new Date(r.status_changed_at).toISOString(),
    waiting_hours: hoursSince(r.status_changed_at, now),
    products: r.products,
    in_review: r.in_review,
    points: r.points,
    same_site: r.same_site,
  }));
  const [first] = rows;
  let total = first?.total ?? 0;
  let oldest: Date | null = first?.oldest ?? null;
  if (!first && filter.page > 1) {
    const [count] = await db.query<{ total: number; oldest: Date | null }>(
      `SELECT count(*)::int AS total, min(p.status_changed_at) AS oldest
       FROM projects p JOIN companies c ON c.id = p.company_id
       WHERE p.status = 5 AND ($1::int IS NULL OR c.region_id = $1)`,
      [filter.region ?? null],
    );
    total = count?.total ?? 0;
    oldest = count?.oldest ?? null;
  }
  return { data, total, oldest_hours: oldest ? hoursSince(oldest, now) : null };
}

interface ScanRow {
  uuid: string;
  serial_number: string;
  product: string;
  size: string;
  variant: string;
  points: number;
  flag: 1 | 2 | 3;
  created_at: Date;
  review_reason: string | null;
  reviewed_at: Date | null;
}

const SCAN_COLUMNS = `s.uuid, pr.serial_number, t.name AS product, pr.size, pr.variant, s.points, s.flag, s.created_at,
  s.review_reason, s.reviewed_at`;
const SCAN_FROM = 'scans s JOIN products pr ON pr.id = s.product_id JOIN product_types t ON t.id = pr.product_type_id';

const toStaffScan = (r: ScanRow): v.InferOutput<typeof StaffScan> => ({
  uuid: String(r.uuid),
  serial_number: r.serial_number,
  product: r.product,
  size: r.size,
  variant: r.variant,
  points: r.points,
  flag: r.flag,
  created_at: new Date(r.created_at).toISOString(),
  review_reason: r.review_reason,
  reviewed_at: r.reviewed_at ? new Date(r.reviewed_at).toISOString() : null,
});

/** A project as staff review it; undefined for no such uuid. */
export async function reviewProject(db: Queryable, uuid: string) {
  const [p] = await db.query<{
    id: number;
    uuid: string;
    name: string;
    street_name: string;
    city: string;
    postal_code: string;
    status: number;
    status_reason: string | null;
    created_at: Date;
    deadline_at: Date;
    credited_points: number | null;
    company_uuid: string;
    company_name: string;
    region_id: number;
  }>(
    `SELECT p.id, p.uuid, p.name, p.street_name, p.city, p.postal_code, p.status, p.status_reason, p.created_at,
            p.deadline_at, p.credited_points, c.uuid AS company_uuid, c.name AS company_name, c.region_id
     FROM projects p JOIN companies c ON c.id = p.company_id WHERE p.uuid = $1::uuid`,
    [uuid],
  );
  if (!p) return undefined;
  const scans = await db.query<ScanRow>(
    `SELECT ${SCAN_COLUMNS} FROM ${SCAN_FROM} WHERE s.project_id = $1 ORDER BY s.created_at, s.id`,
    [p.id],
  );
  const sameSite = await db.query<{
    uuid: string;
    status: number;
    created_at: Date;
    company_uuid: string;
    company_name: string;
    region_id: number;
    products: number;
  }>(
    `SELECT o.uuid, o.status, o.created_at, oc.uuid AS company_uuid, oc.name AS company_name, oc.region_id,
            (SELECT count(*)::int FROM scans s WHERE s.project_id = o.id) AS products
     ${SAME_SITE.replace('FROM projects o', 'FROM projects p, projects o')} AND p.id = $1
     ORDER BY o.created_at LIMIT 20`,
    [p.id],
  );
  return {
    uuid: String(p.uuid),
    name: p.name,
    street_name: p.street_name,
    city: p.city,
    postal_code: p.postal_code,
    status: statusOf(p.status),
    status_reason: p.status_reason,
    created_at: new Date(p.created_at).toISOString(),
    deadline_at: new Date(p.deadline_at).toISOString(),
    credited_points: p.credited_points,
    company: { uuid: String(p.company_uuid), name: p.company_name, region_id: p.region_id },
    scans: scans.map(toStaffScan),
    same_site: sameSite.map(
      (o): v.InferOutput<typeof SameSite> => ({
        uuid: String(o.uuid),
        company: { uuid: String(o.company_uuid), name: o.company_name, region_id: o.region_id },
        status: statusOf(o.status),
        created_at: new Date(o.created_at).toISOString(),
        products: o.products,
      }),
    ),
  };
}

/**
 * Accepts (flag 1) or rejects (flag 3, with the reason the installer sees) a scan while its project is open or in
 * review; answers the scan and its flag before, for the audit log.
 */
export async function reviewScan(db: Queryable, uuid: string, accept: boolean, reason: string | null, now: Date) {
  const [scan] = await db.query<{
    id: number;
    flag: number;
    project_status: number;
    project_uuid: string;
    company_id: number;
    address: string;
  }>(
    `SELECT s.id, s.flag, p.status AS project_status, p.uuid AS project_uuid, p.company_id,
            concat_ws(', ', nullif(p.street_name, ''), nullif(p.city, '')) AS address
     FROM scans s JOIN projects p ON p.id = s.project_id WHERE s.uuid = $1::uuid FOR UPDATE OF s, p`,
    [uuid],
  );
  if (!scan) throw notFound();
  if (scan.project_status !== 1 && scan.project_status !== 5) {
    throw new ApiError(409, 'Scans can only be reviewed while their project is open or in review.');
  }
  await db.query('UPDATE scans SET flag = $2, review_reason = $3, reviewed_at = $4 WHERE id = $1', [
    scan.id,
    accept ? 1 : 3,
    accept ? null : reason,
    now,
  ]);
  // One push per project's review, however many scans it takes (decision 0293).
  const project = { companyId: scan.company_id, uuid: String(scan.project_uuid), address: scan.address };
  await pushScanReview(db, project, accept, now);
  const [row] = await db.query<ScanRow>(`SELECT ${SCAN_COLUMNS} FROM ${SCAN_FROM} WHERE s.id = $1`, [scan.id]);
  return { scan: toStaffScan(row!), before: scan.flag, projectUuid: String(scan.project_uuid) };
}
