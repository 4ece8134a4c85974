import type { Resource } from '#contract/content.ts';
import type { Queryable } from '#server/db/db.ts';

/** A region's active link tiles in the order staff set. */
export async function regionResources(db: Queryable, regionId: number): Promise<Resource[]> {
  return db.query<Resource>(
    `SELECT uuid::text AS uuid, kind, title, description, url, icon FROM resources
     WHERE region_id = $1 AND active ORDER BY position, id`,
    [regionId],
  );
}
