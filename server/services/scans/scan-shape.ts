import type { Scan } from '../../../contract/scans.ts';
import type { Queryable } from '../../db/db.ts';

interface ScanRow {
  id: number;
  uuid: string;
  serial_number: string;
  type: string;
  type_slug: string;
  size: string;
  variant: string;
  points: number;
  created_at: Date;
  flag: 1 | 2 | 3;
  survey: Scan['survey'];
}

const SCAN_SELECT = `SELECT s.id, s.uuid, pr.serial_number, t.name AS type, t.slug AS type_slug, pr.size, pr.variant,
    s.points, s.created_at, s.flag, s.survey
  FROM scans s JOIN products pr ON pr.id = s.product_id JOIN product_types t ON t.id = pr.product_type_id`;

export function toScan(row: ScanRow): Scan {
  return { ...row, created_at: new Date(row.created_at).toISOString(), survey: row.survey ?? [] };
}

/** The scans of one project, oldest first. */
export async function projectScans(db: Queryable, projectId: number): Promise<Scan[]> {
  const rows = await db.query<ScanRow>(`${SCAN_SELECT} WHERE s.project_id = $1 ORDER BY s.created_at, s.id`, [
    projectId,
  ]);
  return rows.map(toScan);
}

export async function scanById(db: Queryable, scanId: number): Promise<Scan | undefined> {
  const [row] = await db.query<ScanRow>(`${SCAN_SELECT} WHERE s.id = $1`, [scanId]);
  return row ? toScan(row) : undefined;
}
