import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db, Queryable } from '#server/db/db.ts';

/**
 * How long an uploaded print file waits for its order. The app uploads it while the person fills in the
 * personalisation form, keeps its uuid in the form's draft and in the cart's checkout, and sends it with the order;
 * a day covers a checkout finished later that day. After that, placing the order asks for the file again.
 */
export const UNUSED_ORDER_FILE_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;
/** What order_files.path holds: the folder and the random name the upload gave it. */
const STORED_PATH = /^order-files\/[a-f0-9]{32}\.[a-z]{2,4}$/;

export interface OrderFileRow {
  uuid: string;
  path: string;
  originalName: string;
  name: string;
  size: number;
  type: string;
}

/**
 * The company's uploaded file by uuid, marked as used by an order (in the order's transaction: a rolled-back order
 * leaves it unused). The row lock this takes also settles a race with the hourly removal: whichever comes second
 * sees the other's outcome (a removed file is asked for again, a used one is kept).
 */
export async function claimOrderFile(
  q: Queryable,
  uuid: string,
  companyId: number,
  at: Date,
): Promise<OrderFileRow | undefined> {
  const [file] = await q.query<OrderFileRow>(
    `UPDATE order_files SET used_at = coalesce(used_at, $3) WHERE uuid = $1 AND company_id = $2
     RETURNING uuid, path, original_name AS "originalName", name, size, type`,
    [uuid, companyId, at],
  );
  return file;
}

/**
 * Removes the order files no order used within a day of their upload, row and file, in batches; a job of the
 * hourly run (once per tick across instances). Without the data folder (a caller that has none) it removes nothing,
 * so no row is dropped while its file stays.
 */
export async function removeUnusedOrderFiles(db: Db, now: Date, context: { dataDir?: string } = {}): Promise<number> {
  const { dataDir } = context;
  if (!dataDir) return 0;
  const cutoff = new Date(now.getTime() - UNUSED_ORDER_FILE_MS);
  let removed = 0;
  for (;;) {
    // used_at is checked on the row itself too: an order that marked it meanwhile keeps it (re-checked after the lock).
    const rows = await db.query<{ path: string }>(
      `DELETE FROM order_files WHERE used_at IS NULL AND id IN (
         SELECT id FROM order_files WHERE used_at IS NULL AND created_at < $1 ORDER BY created_at LIMIT ${BATCH})
       RETURNING path`,
      [cutoff],
    );
    for (const { path } of rows) {
      if (STORED_PATH.test(path)) await unlink(join(dataDir, 'uploads', path)).catch(() => undefined);
    }
    removed += rows.length;
    if (rows.length < BATCH) return removed;
  }
}
