import type { HeroSlide, HeroSlideInput } from '#contract/staff-content.ts';
import type { Queryable } from '#server/db/db.ts';

/**
 * Hero slides per region as the console edits them (decision 0289; resources: content-desk-resources.ts). A slide's title is stored
 * in English on its row and in the other languages as seeded_translations rows of kind hero_title keyed by that
 * English text (decision 0281), which is how installers' answers read it.
 */

interface SlideRow {
  uuid: string;
  image: string;
  link: string;
  title: string;
  active: boolean;
  show_content: boolean;
  position: number;
}

const SLIDE = `SELECT h.uuid::text AS uuid, h.image, h.link, h.title, h.is_active AS active, h.show_content, h.position
  FROM hero_images h`;

async function withTitles(db: Queryable, rows: SlideRow[]): Promise<HeroSlide[]> {
  const keys = [...new Set(rows.map((r) => r.title).filter(Boolean))];
  const texts = keys.length
    ? await db.query<{ key: string; language: string; text: string }>(
        `SELECT key, language, text FROM seeded_translations WHERE kind = 'hero_title' AND key = ANY ($1::text[])`,
        [keys],
      )
    : [];
  return rows.map((r) => {
    const titles: Record<string, string> = r.title ? { en: r.title } : {};
    for (const t of texts) if (t.key === r.title && t.language !== 'en') titles[t.language] = t.text;
    return {
      uuid: r.uuid,
      image: r.image,
      link: r.link,
      titles,
      active: r.active,
      show_content: r.show_content,
      position: r.position,
    };
  });
}

export async function regionSlides(db: Queryable, region: number): Promise<HeroSlide[]> {
  return withTitles(
    db,
    await db.query<SlideRow>(`${SLIDE} WHERE h.region_id = $1 ORDER BY h.position, h.id`, [region]),
  );
}

export async function slideByUuid(db: Queryable, uuid: string): Promise<HeroSlide | undefined> {
  const rows = await db.query<SlideRow>(`${SLIDE} WHERE h.uuid = $1::uuid`, [uuid]);
  return (await withTitles(db, rows))[0];
}

/** Writes the other languages' titles under the English one (an empty text removes that language). */
async function writeTitles(db: Queryable, input: HeroSlideInput): Promise<void> {
  const english = input.titles.en ?? '';
  if (!english) return;
  for (const [language, text] of Object.entries(input.titles)) {
    if (language === 'en') continue;
    if (text === '') {
      await db.query(`DELETE FROM seeded_translations WHERE kind = 'hero_title' AND key = $1 AND language = $2`, [
        english,
        language,
      ]);
    } else {
      await db.query(
        `INSERT INTO seeded_translations (kind, key, language, text) VALUES ('hero_title', $1, $2, $3)
         ON CONFLICT (kind, key, language) DO UPDATE SET text = EXCLUDED.text`,
        [english, language, text],
      );
    }
  }
}

export async function createSlide(db: Queryable, region: number, input: HeroSlideInput): Promise<HeroSlide> {
  const [row] = await db.query<{ uuid: string }>(
    `INSERT INTO hero_images (region_id, image, link, title, is_active, show_content, position)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING uuid::text AS uuid`,
    [region, input.image, input.link, input.titles.en ?? '', input.active, input.show_content, input.position],
  );
  await writeTitles(db, input);
  return (await slideByUuid(db, row!.uuid))!;
}

export async function updateSlide(db: Queryable, uuid: string, input: HeroSlideInput): Promise<HeroSlide | undefined> {
  const [row] = await db.query<{ uuid: string }>(
    `UPDATE hero_images SET image = $2, link = $3, title = $4, is_active = $5, show_content = $6, position = $7
     WHERE uuid = $1::uuid RETURNING uuid::text AS uuid`,
    [uuid, input.image, input.link, input.titles.en ?? '', input.active, input.show_content, input.position],
  );
  if (!row) return undefined;
  await writeTitles(db, input);
  return slideByUuid(db, uuid);
}

export async function deleteSlide(db: Queryable, uuid: string): Promise<HeroSlide | undefined> {
  const before = await slideByUuid(db, uuid);
  if (before) await db.query('DELETE FROM hero_images WHERE uuid = $1::uuid', [uuid]);
  return before;
}
