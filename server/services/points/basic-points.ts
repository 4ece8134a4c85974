import type { Queryable } from '#server/db/db.ts';
import type { Reader } from '../i18n/reader.ts';
import { readerText } from '../i18n/seeded-text.ts';

export interface BasicPointsRow {
  product_type_id: number;
  type_slug: string;
  name: string;
  points: number;
  decor: boolean;
}

/**
 * The region's basic-points table, type names in the reader's language; decor users see only the
 * decor-relevant rows (spec section 6).
 */
export async function basicPointsTable(
  db: Queryable,
  regionId: number,
  decorOnly: boolean,
  reader: Reader,
): Promise<BasicPointsRow[]> {
  return db.query<BasicPointsRow>(
    `SELECT t.id AS product_type_id, t.slug AS type_slug, ${readerText('product_type', 't.slug', 't.name', '$3', '$4')} AS name,
            pp.points, t.decor
       FROM product_type_points pp JOIN product_types t ON t.id = pp.product_type_id
      WHERE pp.region_id = $1 AND (NOT $2::boolean OR t.decor) ORDER BY t.position, t.id`,
    [regionId, decorOnly, reader.userId, reader.language],
  );
}
