import type { Db } from '#server/db/db.ts';
import { MEDIA_URL_PREFIX } from './picture-names.ts';

/**
 * How long a picture nothing names waits before it goes (decision 0285 of 2026-11-27): an editor uploads a picture,
 * keeps its URL in the open form and saves later; an article may be reverted to an older picture. A day covers both.
 */
export const UNUSED_PICTURE_MS = 24 * 60 * 60 * 1000;

/**
 * Every table whose rows may name a picture of the store by its URL (`/api/v1/media/<key>-<width>.<format>`): products
 * and variants (their images), articles (picture, gallery and bodies), hero slides, orders (a line keeps the product's
 * thumbnail) and the club's settings. Rows are read whole as text, so a new column that names pictures is covered;
 * a new table that does must be added here. The audit log is history, not use: it keeps nothing alive.
 */
export const PICTURE_HOLDERS = [
  'shop_products',
  'shop_variants',
  'content_items',
  'content_translations',
  'hero_images',
  'orders',
  'app_settings',
] as const;

const KEY_IN_URL = `${MEDIA_URL_PREFIX.replaceAll('/', '\\/')}([a-f0-9]{32})-`;
const USED = PICTURE_HOLDERS.map(
  (table) => `SELECT (regexp_matches(h::text, '${KEY_IN_URL}', 'g'))[1] AS key FROM ${table} h`,
).join('\nUNION\n');

/**
 * The hourly clean-up of the picture store: a picture no row names is marked unused from now; one named again is
 * unmarked; one unused for UNUSED_PICTURE_MS is deleted with its sizes (media_variants cascade), its URLs then answer
 * 404. Uses are read again in the deleting statement, so a picture named since the marking stays. Answers how many
 * pictures went.
 */
export async function removeUnusedPictures(db: Db, now: Date): Promise<number> {
  await db.query(
    `WITH used AS (${USED})
     UPDATE media_pictures p
     SET unused_since = CASE WHEN p.key IN (SELECT key FROM used) THEN NULL ELSE coalesce(p.unused_since, $1) END
     WHERE (p.unused_since IS NULL) = (p.key NOT IN (SELECT key FROM used))`,
    [now],
  );
  const removed = await db.query<{ key: string }>(
    `WITH used AS (${USED})
     DELETE FROM media_pictures p
     WHERE p.unused_since <= $1 AND p.key NOT IN (SELECT key FROM used)
     RETURNING p.key`,
    [new Date(now.getTime() - UNUSED_PICTURE_MS)],
  );
  return removed.length;
}
