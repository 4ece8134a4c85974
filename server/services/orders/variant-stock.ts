import type { Queryable } from '#server/db/db.ts';
import { notFound } from '#server/http/api-error.ts';

/** Staff set a variant's stock (SKUs are unique per region; the same SKU in two regions is set in both). */
export async function setStock(db: Queryable, sku: string, stock: number): Promise<{ sku: string; stock: number }> {
  const rows = await db.query<{ sku: string }>('UPDATE shop_variants SET stock = $2 WHERE sku = $1 RETURNING sku', [
    sku,
    stock,
  ]);
  if (rows.length === 0) throw notFound();
  return { sku, stock };
}
