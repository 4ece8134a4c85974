import type { RewardBehaviour } from '#contract/behaviours.ts';
import type { Queryable } from '#server/db/db.ts';
import type { Reader } from '../i18n/reader.ts';
import { readerLanguageOf } from '../i18n/seeded-text.ts';
import { settingTextIn } from '../settings/setting-texts.ts';

export interface Paged<T> {
  data: T[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

export function pageMeta(total: number, page: number, perPage: number): Paged<never>['meta'] {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}

/**
 * A region's active behaviours in the order staff set, one page of them with the total in one query; names and
 * descriptions in the reader's language (the behaviour's own text staff wrote, else the club's shared one, decision
 * 0288), English where a behaviour has no translation.
 */
export async function behaviourPage(
  db: Queryable,
  regionId: number,
  page: number,
  perPage: number,
  reader: Reader = { userId: null, language: null },
): Promise<Paged<RewardBehaviour>> {
  const language = readerLanguageOf('$4', '$5');
  const rows = await db.query<RewardBehaviour & { total: number }>(
    `SELECT b.uuid::text AS uuid, b.slug, ${settingTextIn('behaviour_name', "'b:' || b.uuid", 'b.slug', 'b.name', language)} AS name,
       ${settingTextIn('behaviour_description', "'b:' || b.uuid", 'b.slug', 'b.description', language)} AS description,
       b.icon, b.points::text AS points, count(*) OVER ()::int AS total
     FROM behaviours b WHERE b.region_id = $1 AND b.active
     ORDER BY b.position, b.id LIMIT $2 OFFSET $3`,
    [regionId, perPage, (page - 1) * perPage, reader.userId, reader.language],
  );
  const total = rows[0]?.total ?? (page > 1 ? await countBehaviours(db, regionId) : 0);
  return { data: rows.map(({ total: _, ...b }) => b), meta: pageMeta(total, page, perPage) };
}

async function countBehaviours(db: Queryable, regionId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM behaviours WHERE region_id = $1 AND active',
    [regionId],
  );
  return row?.n ?? 0;
}
