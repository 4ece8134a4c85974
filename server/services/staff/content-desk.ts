import type { ContentInput, ContentStatus, StaffContentItem, StaffContentRow } from '#contract/staff-content.ts';
import type { Queryable } from '#server/db/db.ts';
import { safeHtml } from '#server/services/content/safe-html.ts';

/**
 * News and tutorials as the console edits them (decision 0289): the rows installers read (content_items, one
 * content_translations row per language, content_regions), with the HTML sanitised before it is stored.
 */

const iso = (value: Date | string) => new Date(value).toISOString();

export function contentStatus(visible: boolean, publishedAt: Date | string, now: Date): ContentStatus {
  if (!visible) return 'draft';
  return new Date(publishedAt).getTime() > now.getTime() ? 'scheduled' : 'published';
}

interface ListRow {
  uuid: string;
  content_type: StaffContentRow['content_type'];
  visible: boolean;
  sticky: boolean;
  published_at: Date | string;
  updated_at: Date | string;
  title: string | null;
  languages: string[] | null;
  regions: number[] | null;
  media: { thumbnail: string } | null;
}

/** Articles of a type, newest publish date first, optionally those of one region (at most 500). */
export async function listContent(
  db: Queryable,
  type: StaffContentRow['content_type'],
  region: number | undefined,
  now: Date,
): Promise<StaffContentRow[]> {
  const rows = await db.query<ListRow>(
    `SELECT i.uuid::text AS uuid, i.content_type, i.visible, i.sticky, i.published_at, i.updated_at, i.media,
       (SELECT ct.title FROM content_translations ct JOIN languages l ON l.id = ct.language_id
         WHERE ct.item_id = i.id ORDER BY (l.code = i.fallback_language) DESC, (l.code = 'en') DESC, l.code LIMIT 1) AS title,
       (SELECT array_agg(l.code ORDER BY l.code) FROM content_translations ct JOIN languages l ON l.id = ct.language_id
         WHERE ct.item_id = i.id) AS languages,
       (SELECT array_agg(cr.region_id ORDER BY cr.region_id) FROM content_regions cr WHERE cr.item_id = i.id) AS regions
     FROM content_items i
     WHERE i.content_type = $1
       AND ($2::int IS NULL OR EXISTS (SELECT 1 FROM content_regions cr WHERE cr.item_id = i.id AND cr.region_id = $2::int))
     ORDER BY i.published_at DESC, i.id DESC LIMIT 500`,
    [type, region ?? null],
  );
  return rows.map((r) => ({
    uuid: r.uuid,
    content_type: r.content_type,
    status: contentStatus(r.visible, r.published_at, now),
    title: r.title ?? '',
    languages: r.languages ?? [],
    regions: r.regions ?? [],
    thumbnail: r.media?.thumbnail ?? null,
    sticky: r.sticky,
    published_at: iso(r.published_at),
    updated_at: iso(r.updated_at),
  }));
}

interface ItemRow {
  id: number;
  uuid: string;
  content_type: StaffContentItem['content_type'];
  fallback_language: string;
  youtube: string | null;
  media: StaffContentItem['picture'];
  other_images: StaffContentItem['gallery'];
  sticky: boolean;
  visible: boolean;
  important: boolean;
  pushed_at: Date | string | null;
  published_at: Date | string;
  updated_at: Date | string;
}

/** One article with every version, as stored; undefined when there is none by that uuid. */
export async function contentForStaff(db: Queryable, uuid: string, now: Date): Promise<StaffContentItem | undefined> {
  const [item] = await db.query<ItemRow>(
    `SELECT id, uuid::text AS uuid, content_type, fallback_language, youtube, media, other_images, sticky, visible,
       important, pushed_at, published_at, updated_at FROM content_items WHERE uuid = $1::uuid`,
    [uuid],
  );
  if (!item) return undefined;
  const [versions, regions] = await Promise.all([
    db.query<{ code: string; title: string; excerpt: string; body: string }>(
      `SELECT l.code, ct.title, ct.excerpt, ct.body FROM content_translations ct JOIN languages l ON l.id = ct.language_id
       WHERE ct.item_id = $1 ORDER BY l.code`,
      [item.id],
    ),
    db.query<{ region_id: number }>('SELECT region_id FROM content_regions WHERE item_id = $1 ORDER BY region_id', [
      item.id,
    ]),
  ]);
  return {
    uuid: item.uuid,
    content_type: item.content_type,
    status: contentStatus(item.visible, item.published_at, now),
    regions: regions.map((r) => r.region_id),
    versions: Object.fromEntries(versions.map((v) => [v.code, { title: v.title, excerpt: v.excerpt, body: v.body }])),
    fallback_language: item.fallback_language,
    youtube: item.youtube,
    picture: item.media,
    gallery: item.other_images,
    sticky: item.sticky,
    visible: item.visible,
    important: item.important,
    pushed_at: item.pushed_at ? iso(item.pushed_at) : null,
    published_at: iso(item.published_at),
    updated_at: iso(item.updated_at),
  };
}

/** The regions of the input the club has; an unknown one is refused by the caller. */
export async function unknownRegions(db: Queryable, ids: number[]): Promise<number[]> {
  const known = await db.query<{ id: number }>('SELECT id FROM regions WHERE id = ANY ($1::int[])', [ids]);
  const set = new Set(known.map((r) => r.id));
  return ids.filter((id) => !set.has(id));
}

/**
 * Writes an article (a new one without uuid): its row, one version per language with the HTML sanitised, and its
 * regions, replacing what was there. Answers its uuid, or undefined when there is no article by that uuid.
 */
export async function saveContent(
  db: Queryable,
  input: ContentInput,
  now: Date,
  uuid?: string,
): Promise<string | undefined> {
  const values = [
    input.content_type,
    input.youtube ?? null,
    input.sticky,
    input.visible,
    input.picture ? JSON.stringify(input.picture) : null,
    JSON.stringify(input.gallery ?? []),
    input.published_at,
    now.toISOString(),
    input.fallback_language,
    input.important ?? false,
  ];
  const [row] = uuid
    ? await db.query<{ id: number; uuid: string }>(
        `UPDATE content_items SET content_type = $1, youtube = $2, sticky = $3, visible = $4, media = $5::jsonb,
           other_images = $6::jsonb, published_at = $7::timestamptz, updated_at = $8::timestamptz, fallback_language = $9,
           important = $10 WHERE uuid = $11::uuid RETURNING id, uuid::text AS uuid`,
        [...values, uuid],
      )
    : await db.query<{ id: number; uuid: string }>(
        `INSERT INTO content_items (content_type, youtube, sticky, visible, media, other_images, published_at,
           updated_at, fallback_language, important)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::timestamptz, $8::timestamptz, $9, $10) RETURNING id, uuid::text AS uuid`,
        values,
      );
  if (!row) return undefined;
  await db.query('DELETE FROM content_translations WHERE item_id = $1', [row.id]);
  for (const [code, version] of Object.entries(input.versions)) {
    await db.query(
      `INSERT INTO content_translations (item_id, language_id, title, excerpt, body)
       VALUES ($1, (SELECT id FROM languages WHERE code = $2), $3, $4, $5)`,
      [row.id, code, version.title, version.excerpt, await safeHtml(version.body)],
    );
  }
  await db.query('DELETE FROM content_regions WHERE item_id = $1', [row.id]);
  await db.query('INSERT INTO content_regions (region_id, item_id) SELECT unnest($1::int[]), $2', [
    input.regions,
    row.id,
  ]);
  return row.uuid;
}

/** Deletes an article; answers what it was (for the audit line), undefined when there was none. */
export async function deleteContent(db: Queryable, uuid: string, now: Date): Promise<StaffContentItem | undefined> {
  const before = await contentForStaff(db, uuid, now);
  if (!before) return undefined;
  await db.query('DELETE FROM content_items WHERE uuid = $1::uuid', [uuid]);
  return before;
}

/** What the audit line keeps of an article: enough to tell what changed, not every body. */
export function auditView(item: StaffContentItem) {
  return {
    type: item.content_type,
    status: item.status,
    regions: item.regions,
    languages: Object.keys(item.versions),
    titles: Object.fromEntries(Object.entries(item.versions).map(([code, v]) => [code, v.title])),
    fallback_language: item.fallback_language,
    sticky: item.sticky,
    visible: item.visible,
    important: item.important,
    published_at: item.published_at,
    youtube: item.youtube,
    picture: item.picture?.l ?? null,
    gallery: item.gallery.length,
  };
}
