import * as v from 'valibot';
import { defineCall } from './call.ts';
import { IsoDateTime, RegionId, Uuid } from './common.ts';

/** A whole number in a query string, between min and max, with a default when absent. */
export const QueryInt = (min: number, max: number, fallback: number, what = 'number') =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, `The ${what} must be a whole number.`),
      v.transform(Number),
      v.minValue(min, `The ${what} must be at least ${min}.`),
      v.maxValue(max, `The ${what} must be at most ${max}.`),
    ),
    String(fallback),
  );

export const PageMeta = v.object({
  current_page: v.number(),
  last_page: v.number(),
  per_page: v.number(),
  total: v.number(),
});

export const CONTENT_TYPES = ['news', 'tutorial'] as const;
export const ContentType = v.picklist(CONTENT_TYPES);
export type ContentType = v.InferOutput<typeof ContentType>;

/** The texts of an item in one language; `text` is HTML as staff authored it (the app sanitises it). */
export const ContentBody = v.object({
  title: v.string(),
  excerpt: v.string(),
  youtube: v.nullable(v.string()),
  text: v.string(),
});

export const ContentMedia = v.object({ thumbnail: v.string(), l: v.string() });
export const ContentImage = v.object({ uuid: v.string(), s: v.string(), l: v.string() });

export const ContentItem = v.object({
  uuid: v.string(),
  content_type: ContentType,
  /** The language the texts are in: the caller's, else English, else Polish. */
  language: v.string(),
  content: ContentBody,
  media: v.nullable(ContentMedia),
  other_images: v.array(ContentImage),
  sticky: v.boolean(),
  published_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type ContentItem = v.InferOutput<typeof ContentItem>;

const ContentTypes = v.pipe(
  v.string(),
  v.maxLength(100, 'Content types are news and tutorial.'),
  v.transform((text) => text.split(',').map((part) => part.trim())),
  v.array(v.picklist(CONTENT_TYPES, 'Content types are news and tutorial.')),
  v.minLength(1, 'Name at least one content type.'),
);

/** `options=sticky` asks only for sticky items (the home slider, at most 5). */
const ContentOptions = v.pipe(
  v.string(),
  v.maxLength(100, 'The only option is sticky.'),
  v.transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  ),
  v.array(v.picklist(['sticky'], 'The only option is sticky.')),
);

export const ContentListQuery = v.object({
  content_types: v.optional(ContentTypes, 'news,tutorial'),
  limit: QueryInt(1, 50, 12, 'limit'),
  page: QueryInt(1, 100000, 1, 'page'),
  /** Installers only ever see visible items; the flag is accepted for the app's sake. */
  visible: v.optional(v.picklist(['0', '1', 'true', 'false'], 'Visible is 1 or 0.')),
  options: v.optional(ContentOptions),
  /** The interface language the texts are wanted in; the caller's stored language when absent. */
  language: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2}$/, 'The language is a two-letter code.'))),
});

export const ContentPage = v.object({ data: v.array(ContentItem), meta: PageMeta });

export const contentList = defineCall({
  method: 'GET',
  path: '/v1/content',
  auth: 'user',
  summary: "News and tutorials published in the caller's region, newest first, in the caller's language.",
  query: ContentListQuery,
  response: ContentPage,
});

export const contentDetail = defineCall({
  method: 'GET',
  path: '/v1/content/:uuid',
  auth: 'user',
  summary: "One news article or tutorial published in the caller's region.",
  params: v.object({ uuid: Uuid }),
  query: v.object({ language: ContentListQuery.entries.language }),
  response: ContentItem,
});

export const RESOURCE_KINDS = ['instructions', 'training', 'social', 'video', 'dealer_finder', 'quote_tool'] as const;

export const Resource = v.object({
  uuid: v.string(),
  kind: v.picklist(RESOURCE_KINDS),
  /** The language of title and description: the reader's, else the tile's fallback language (decision 0289). */
  language: v.string(),
  title: v.string(),
  description: v.string(),
  url: v.string(),
  icon: v.string(),
});
export type Resource = v.InferOutput<typeof Resource>;

export const resourceList = defineCall({
  method: 'GET',
  path: '/v1/resources',
  auth: 'user',
  summary:
    "External link tiles of the resources screen for a region (the caller's when absent), in the language asked " +
    'for (language), else the one the app sends (Accept-Language), else the profile language, else each tile’s ' +
    'fallback language.',
  query: v.object({ region_id: v.optional(RegionId), language: ContentListQuery.entries.language }),
  response: v.array(Resource),
});
