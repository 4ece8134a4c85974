import type { Scan } from '#contract/scans.ts';
import type { Db } from '#server/db/db.ts';
import { ApiError, notFound } from '#server/http/api-error.ts';
import type { Reader } from '../i18n/reader.ts';
import { UNREVIEWED_SCANS_PER_PROJECT } from '../projects/project-rules.ts';
import { serialFromCode } from './scan-code.ts';
import { scanById } from './scan-shape.ts';

const NOT_OPEN_ADD = 'Products can only be added to an open project.';
const NOT_OPEN_REMOVE = 'Products can only be removed from an open project.';
const ALREADY = 'This product is already registered.';

interface Caller {
  id: number;
  companyId: number;
}

/**
 * Registers a product into an open project of the caller's company (docs/decisions/0021); the answer names its type
 * and variant in the reader's language (the caller's profile language when none is given).
 */
export async function addScan(
  db: Db,
  user: Caller,
  input: { project_uuid: string; code: string; uuid: string },
  now: Date,
  reader: Reader = { userId: user.id, language: null },
): Promise<Scan> {
  const scanId = await db.transaction(async (tx) => {
    // Locking the project serialises scans into it, so the review-flag count is exact.
    const [project] = await tx.query<{ id: number; open: boolean; region_id: number }>(
      `SELECT p.id, (p.status = 1 AND p.deadline_at > $3) AS open, c.region_id
         FROM projects p JOIN companies c ON c.id = p.company_id
        WHERE p.uuid = $1 AND p.company_id = $2 FOR UPDATE OF p`,
      [input.project_uuid, user.companyId, now],
    );
    if (!project) throw notFound();
    const [same] = await tx.query<{ id: number; company_id: number; project_id: number; serial_number: string }>(
      `SELECT s.id, s.company_id, s.project_id, pr.serial_number
         FROM scans s JOIN products pr ON pr.id = s.product_id WHERE s.uuid = $1`,
      [input.uuid],
    );
    if (same) {
      // The same client retrying the same scan gets it back; the uuid sent with another serial or project (or
      // by another company) is a conflict, never a silent success that drops the second serial.
      const retry =
        same.company_id === user.companyId &&
        same.project_id === project.id &&
        same.serial_number === serialFromCode(input.code);
      if (retry) return same.id;
      throw new ApiError(409, 'This scan identifier is already in use.', {
        uuid: ['This identifier is already in use.'],
      });
    }
    if (!project.open) throw new ApiError(409, NOT_OPEN_ADD);
    const [product] = await tx.query<{ id: number; points: number | null }>(
      `SELECT pr.id, pp.points FROM products pr
         LEFT JOIN product_type_points pp ON pp.product_type_id = pr.product_type_id AND pp.region_id = $2
        WHERE pr.serial_number = $1`,
      [serialFromCode(input.code), project.region_id],
    );
    if (!product) throw new ApiError(404, 'Product not found.');
    const [taken] = await tx.query('SELECT 1 FROM scans WHERE product_id = $1', [product.id]);
    if (taken) throw new ApiError(409, ALREADY);
    const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM scans WHERE project_id = $1', [
      project.id,
    ]);
    const flag = (count?.n ?? 0) >= UNREVIEWED_SCANS_PER_PROJECT ? 2 : 1;
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO scans (uuid, project_id, company_id, user_id, product_id, points, flag, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING id`,
      [input.uuid, project.id, user.companyId, user.id, product.id, product.points ?? 0, flag, now],
    );
    if (!row) throw new ApiError(409, ALREADY);
    return row.id;
  });
  const scan = await scanById(db, scanId, reader);
  if (!scan) throw notFound();
  return scan;
}

/** Removes a scan while its project is open; the serial becomes free to register again. */
export async function deleteScan(db: Db, companyId: number, uuid: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [scan] = await tx.query<{ id: number; open: boolean }>(
      `SELECT s.id, (p.status = 1 AND p.deadline_at > $3) AS open
         FROM scans s JOIN projects p ON p.id = s.project_id
        WHERE s.uuid = $1 AND s.company_id = $2 FOR UPDATE OF p`,
      [uuid, companyId, now],
    );
    if (!scan) throw notFound();
    if (!scan.open) throw new ApiError(409, NOT_OPEN_REMOVE);
    await tx.query('DELETE FROM scans WHERE id = $1', [scan.id]);
  });
}
