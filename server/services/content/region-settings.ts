import type { HeroImage, Settings } from '#contract/settings.ts';
import type { Queryable } from '#server/db/db.ts';
import type { Reader } from '../i18n/reader.ts';
import { readerText } from '../i18n/seeded-text.ts';
import { rewardsVideo } from './rewards-videos.ts';

/** The spec's default when a region has no welcome behaviour. */
export const DEFAULT_WELCOME_POINTS = 20;

/**
 * Welcome points of every region; the hero images (titles in the reader's language, English
 * where a title has no translation) and the rewards intro video of one region.
 */
export async function regionSettings(
  db: Queryable,
  regionId: number,
  reader: Reader = { userId: null, language: null },
): Promise<Settings> {
  const [welcome, heroes] = await Promise.all([
    db.query<{ id: number; slug: string; points: number | null }>(
      `SELECT r.id, r.slug, b.points FROM regions r
       LEFT JOIN behaviours b ON b.region_id = r.id AND b.slug = 'welcome-points' AND b.active
       ORDER BY r.id`,
    ),
    db.query<HeroImage>(
      `SELECT h.uuid::text AS uuid, h.image, h.link, ${readerText('hero_title', 'h.title', 'h.title', '$2', '$3')} AS title,
         h.is_active AS "isActive", h.show_content AS "showContent"
       FROM hero_images h WHERE h.region_id = $1 ORDER BY h.position, h.id`,
      [regionId, reader.userId, reader.language],
    ),
  ]);
  const behaviours: Settings['behaviours'] = {};
  for (const row of welcome) behaviours[String(row.id)] = { welcome_points: row.points ?? DEFAULT_WELCOME_POINTS };
  const slug = welcome.find((row) => row.id === regionId)?.slug;
  return { region_id: regionId, behaviours, hero_images: heroes, rewards_video: rewardsVideo(slug) };
}
