import type { Project } from '#contract/projects.ts';
import type { Scan, SurveyAnswer } from '#contract/scans.ts';
import { daysLeft } from './project-rules.ts';

const STATUS_NAMES = { 1: 'open', 2: 'closed', 3: 'lost', 4: 'rejected', 5: 'review' } as const;
type StatusId = keyof typeof STATUS_NAMES;

export function statusOf(id: number): Project['status'] {
  const sid = (id in STATUS_NAMES ? id : 1) as StatusId;
  return { id: sid, name: STATUS_NAMES[sid] };
}

/** A project row with its scan aggregates (see PROJECT_COLUMNS). */
export interface ProjectRow {
  id: number;
  uuid: string;
  name: string;
  street_name: string;
  city: string;
  postal_code: string;
  created_at: Date;
  status: number;
  deadline_at: Date;
  survey: SurveyAnswer[];
  lead: Record<string, unknown> | null;
  credited_points: number | null;
  status_reason?: string | null;
  products_count: number;
  normal_points: number;
  unrejected_points: number;
}

/** Columns for ProjectRow from projects p; $1 must be the clock's now (status as of now). */
export const PROJECT_COLUMNS = `p.id, p.uuid, p.name, p.street_name, p.city, p.postal_code, p.created_at,
  (CASE WHEN p.status = 1 AND p.deadline_at <= $1 THEN 3 ELSE p.status END)::int AS status,
  p.deadline_at, p.survey, p.lead, p.credited_points, p.status_reason,
  coalesce(a.products_count, 0)::int AS products_count, coalesce(a.normal_points, 0)::int AS normal_points,
  coalesce(a.unrejected_points, 0)::int AS unrejected_points`;

/** Per-project scan aggregates, joined laterally so a page of projects is one query. */
export const PROJECT_AGGREGATES = `LEFT JOIN LATERAL (
  SELECT count(*) AS products_count,
         sum(s.points) FILTER (WHERE s.flag = 1) AS normal_points,
         sum(s.points) FILTER (WHERE s.flag <> 3) AS unrejected_points
    FROM scans s WHERE s.project_id = p.id) a ON true`;

/**
 * Points as the app shows them: calculated_* from the scans now (available = normal scans, max = all but
 * rejected); available/max are what the project earns in its state: credited once closed, 0 when lost.
 */
export function toProject(row: ProjectRow, now: Date, products: Scan[] = []): Project {
  const status = statusOf(row.status);
  const calcAvailable = row.normal_points;
  const calcMax = row.unrejected_points;
  const credited = row.credited_points ?? 0;
  const settled = status.id === 2;
  const gone = status.id === 3 || status.id === 4;
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    street_name: row.street_name,
    city: row.city,
    postal_code: row.postal_code,
    created_at: new Date(row.created_at).toISOString(),
    status,
    days_left: daysLeft(status.id, new Date(row.deadline_at), now),
    available_points: settled ? credited : gone ? 0 : calcAvailable,
    calculated_available_points: calcAvailable,
    max_points: settled ? credited : calcMax,
    calculated_max_points: calcMax,
    products_count: row.products_count,
    products,
    survey: row.survey ?? [],
    lead: row.lead,
    ...(row.status_reason ? { status_reason: row.status_reason } : {}),
  };
}
