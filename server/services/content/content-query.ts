import type { ContentItem, ContentType } from '#contract/content.ts';
import type { Queryable } from '#server/db/db.ts';
import { type Paged, pageMeta } from './behaviour-list.ts';
import { safeHtmlCleaner } from './safe-html.ts';

/** The home slider shows at most this many sticky news. */
export const STICKY_LIMIT = 5;

export interface ContentReader {
  userId: number;
  regionId: number;
  /** A language code the caller asked for; their stored language when undefined. */
  language: string | undefined;
  now: Date;
}

interface Row {
  uuid: string;
  content_type: ContentType;
  language: string;
  title: string;
  excerpt: string;
  body: string;
  youtube: string | null;
  media: ContentItem['media'];
  other_images: ContentItem['other_images'];
  sticky: boolean;
  published_at: Date | string;
  updated_at: Date | string;
  total: number;
}

// An item is shown when it is published in the caller's region (visible, its publish date come); its texts are
// the caller's language, else the item's fallback language (staff choose it, decision 0289; English for the seeded
// ones), else English, else Polish. $1 region, $2 user id, $3 requested language or null, $4 now.
const FROM = `
  FROM (
    SELECT coalesce($3::text, (SELECT l.code FROM users u JOIN languages l ON l.id = u.language_id WHERE u.id = $2)) AS code
  ) wanted
  CROSS JOIN content_regions cr
  JOIN content_items i ON i.id = cr.item_id
  JOIN LATERAL (
    SELECT ct.title, ct.excerpt, ct.body, l.code AS language
    FROM content_translations ct JOIN languages l ON l.id = ct.language_id
    WHERE ct.item_id = i.id AND l.code IN (wanted.code, i.fallback_language, 'en', 'pl')
    ORDER BY CASE l.code WHEN wanted.code THEN 0 WHEN i.fallback_language THEN 1 WHEN 'en' THEN 2 ELSE 3 END
    LIMIT 1
  ) t ON true
  WHERE cr.region_id = $1 AND i.visible AND i.published_at <= $4::timestamptz`;

const SELECT = `SELECT i.uuid::text AS uuid, i.content_type, t.language, t.title, t.excerpt, t.body, i.youtube,
  i.media, i.other_images, i.sticky, i.published_at, i.updated_at`;

const iso = (value: Date | string) => new Date(value).toISOString();

function toItem(r: Row, safeHtml: (html: string) => string): ContentItem {
  return {
    uuid: r.uuid,
    content_type: r.content_type,
    language: r.language,
    content: { title: r.title, excerpt: r.excerpt, youtube: r.youtube, text: safeHtml(r.body) },
    media: r.media,
    other_images: r.other_images,
    sticky: r.sticky,
    published_at: iso(r.published_at),
    updated_at: iso(r.updated_at),
  };
}

export interface ListFilter {
  types: ContentType[];
  stickyOnly: boolean;
  page: number;
  limit: number;
}

/** One page of the caller's content, newest first, with the page count, in a single query. */
export async function contentPage(
  db: Queryable,
  reader: ContentReader,
  filter: ListFilter,
): Promise<Paged<ContentItem>> {
  const perPage = filter.stickyOnly ? Math.min(filter.limit, STICKY_LIMIT) : filter.limit;
  const offset = (filter.page - 1) * perPage;
  const cap = filter.stickyOnly ? STICKY_LIMIT : Number.MAX_SAFE_INTEGER;
  const take = Math.max(0, Math.min(perPage, cap - offset));
  const args = [reader.regionId, reader.userId, reader.language ?? null, reader.now.toISOString()];
  const where = ` AND i.content_type = ANY (string_to_array($5::text, ',')) AND ($6::boolean IS FALSE OR i.sticky)`;
  const rows =
    take === 0
      ? []
      : await db.query<Row>(
          `${SELECT}, count(*) OVER ()::int AS total ${FROM}${where}
           ORDER BY i.published_at DESC, i.id DESC LIMIT $7 OFFSET $8`,
          [...args, filter.types.join(','), filter.stickyOnly, take, offset],
        );
  let total = rows[0]?.total;
  if (total === undefined) {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${FROM}${where}`, [
      ...args,
      filter.types.join(','),
      filter.stickyOnly,
    ]);
    total = row?.n ?? 0;
  }
  const clean = await safeHtmlCleaner();
  return { data: rows.map((row) => toItem(row, clean)), meta: pageMeta(Math.min(total, cap), filter.page, perPage) };
}

/** One item by uuid, when it is published in the caller's region. */
export async function contentItem(
  db: Queryable,
  reader: ContentReader,
  uuid: string,
): Promise<ContentItem | undefined> {
  const args = [reader.regionId, reader.userId, reader.language ?? null, reader.now.toISOString(), uuid];
  const [row] = await db.query<Row>(`${SELECT}, 0 AS total ${FROM} AND i.uuid = $5::uuid`, args);
  return row ? toItem(row, await safeHtmlCleaner()) : undefined;
}
