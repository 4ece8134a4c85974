import type { Resource } from '#contract/content.ts';
import type { Queryable } from '#server/db/db.ts';

/**
 * A region's active link tiles in the order staff set, each in the reader's language: the language asked for, else
 * the caller's profile language, else the tile's fallback language, else English, else Polish (as articles,
 * decision 0289).
 */
export async function regionResources(
  db: Queryable,
  reader: { regionId: number; userId: number; language: string | undefined },
): Promise<Resource[]> {
  return db.query<Resource>(
    `WITH wanted AS (
       SELECT coalesce($3::text,
         (SELECT l.code FROM users u JOIN languages l ON l.id = u.language_id WHERE u.id = $2)) AS code
     )
     SELECT r.uuid::text AS uuid, r.kind, t.language, t.title, t.description, r.url, r.icon
     FROM resources r CROSS JOIN wanted
     CROSS JOIN LATERAL (
       SELECT rt.language, rt.title, rt.description FROM resource_translations rt
       WHERE rt.resource_id = r.id AND rt.language IN (wanted.code, r.fallback_language, 'en', 'pl')
       ORDER BY CASE rt.language WHEN wanted.code THEN 0 WHEN r.fallback_language THEN 1 WHEN 'en' THEN 2 ELSE 3 END
       LIMIT 1
     ) t
     WHERE r.region_id = $1 AND r.active ORDER BY r.position, r.id`,
    [reader.regionId, reader.userId, reader.language ?? null],
  );
}
