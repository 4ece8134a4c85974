import type { Scan } from '#contract/scans.ts';
import type { Queryable } from '#server/db/db.ts';
import type { Reader } from '../i18n/reader.ts';
import { readerText } from '../i18n/seeded-text.ts';

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
  review_reason: string | null;
}

// $1 is the scan or project id, $2 the reader's user id and $3 the language the request asked for (type and variant
// in the reader's language, docs/decisions/0024 and 0281).
const SCAN_SELECT = `SELECT s.id, s.uuid, pr.serial_number, ${readerText('product_type', 't.slug', 't.name', '$2', '$3')} AS type,
    t.slug AS type_slug, pr.size, ${readerText('variant', 'pr.variant', 'pr.variant', '$2', '$3')} AS variant,
    s.points, s.created_at, s.flag, s.survey, s.review_reason
  FROM scans s JOIN products pr ON pr.id = s.product_id JOIN product_types t ON t.id = pr.product_type_id`;

export function toScan({ review_reason, ...row }: ScanRow): Scan {
  return {
    ...row,
    created_at: new Date(row.created_at).toISOString(),
    survey: row.survey ?? [],
    ...(review_reason ? { review_reason } : {}),
  };
}

/** The scans of one project, oldest first, in the reader's language (English for nobody). */
export async function projectScans(db: Queryable, projectId: number, reader: Reader): Promise<Scan[]> {
  const rows = await db.query<ScanRow>(`${SCAN_SELECT} WHERE s.project_id = $1 ORDER BY s.created_at, s.id`, [
    projectId,
    reader.userId,
    reader.language,
  ]);
  return rows.map(toScan);
}

export async function scanById(db: Queryable, scanId: number, reader: Reader): Promise<Scan | undefined> {
  const [row] = await db.query<ScanRow>(`${SCAN_SELECT} WHERE s.id = $1`, [scanId, reader.userId, reader.language]);
  return row ? toScan(row) : undefined;
}
