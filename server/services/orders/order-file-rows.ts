import type { Queryable } from '#server/db/db.ts';

export interface NewOrderFile {
  companyId: number;
  userId: number;
  /** Folder and random name, as order_files.path holds it (unused-order-files.ts). */
  path: string;
  originalName: string;
  name: string;
  size: number;
  type: string;
  at: Date;
}

/** Records an uploaded personalisation file, not yet used by an order; answers its uuid. */
export async function recordOrderFile(tx: Queryable, f: NewOrderFile): Promise<{ uuid: string }> {
  const [inserted] = await tx.query<{ uuid: string }>(
    `INSERT INTO order_files (company_id, user_id, path, original_name, name, size, type, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING uuid`,
    [f.companyId, f.userId, f.path, f.originalName, f.name, f.size, f.type, f.at],
  );
  return inserted!;
}
