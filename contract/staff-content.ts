/**
 * News, tutorials, hero slides and resources edited by staff of the content role (issue 28, decision 0289). Article
 * bodies are HTML from the console's editor; the server sanitises them before storing (and the app again before
 * showing them).
 */
import * as v from 'valibot';
import { defineCall } from './call.ts';
import { CLUB_LANGUAGES, type ClubLanguage, IsoDateTime, RegionId, Uuid } from './common.ts';
import { CONTENT_TYPES, RESOURCE_KINDS } from './content.ts';

export const CONTENT_ROLES = ['content', 'admin'] as const;

/** The club's 15 languages an article or resource may have a version in, English and Polish first (the console's tabs). */
export const CONTENT_LANGUAGES: readonly ClubLanguage[] = [
  'en',
  'pl',
  ...CLUB_LANGUAGES.filter((code) => code !== 'en' && code !== 'pl'),
];
export type ContentLanguage = ClubLanguage;
const Language = v.picklist(CONTENT_LANGUAGES, 'Unknown language.');

/** draft: not visible to installers; scheduled: visible from a publish date still to come; published. */
export const CONTENT_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** An article body as the editor sends it: HTML, at most this many characters per language. */
export const MAX_BODY_CHARS = 40_000;
/** An uploaded picture: at most 8 MB, JPEG, PNG, WebP or AVIF (checked by content). */
export const MAX_PICTURE_BYTES = 8 * 1024 * 1024;
export const PICTURE_FIELD = 'file';
export const MAX_GALLERY = 12;

/**
 * A picture the club serves: one of the seed's (public files) or one uploaded through the call below, which the
 * picture store serves (decision 0285).
 */
export const PICTURE_URL =
  /^(?:\/pv\/app\/public\/files\/content\/[a-z0-9][a-z0-9.-]{0,120}|\/api\/v1\/media\/[a-f0-9]{32}-\d{1,5}\.(?:webp|avif))$/;
const PictureUrl = v.pipe(v.string(), v.regex(PICTURE_URL, 'Upload the picture first.'));

const Text = (max: number, what: string) =>
  v.pipe(
    v.string(`The ${what} must be text.`),
    v.trim(),
    v.maxLength(max, `The ${what} may be at most ${max} characters.`),
  );

export const ContentVersion = v.object({
  title: v.pipe(Text(200, 'title'), v.nonEmpty('Give the title.')),
  excerpt: Text(500, 'excerpt'),
  body: v.pipe(
    v.string('The text must be text.'),
    v.maxLength(MAX_BODY_CHARS, `The text may be at most ${MAX_BODY_CHARS} characters.`),
  ),
});
export type ContentVersion = v.InferOutput<typeof ContentVersion>;

export const ContentPicture = v.object({ thumbnail: PictureUrl, l: PictureUrl });
export const GalleryPicture = v.object({ uuid: Uuid, s: PictureUrl, l: PictureUrl });

const YOUTUBE_ID = /^[\w-]{11}$/;
/** A YouTube video's id from its address (watch, youtu.be, embed, shorts, live) or the id itself; null otherwise. */
export function youtubeId(text: string): string | null {
  const value = text.trim();
  if (YOUTUBE_ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] === 'watch') id = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) id = parts[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

const YouTube = v.nullable(
  v.pipe(
    v.string('The YouTube link must be text.'),
    v.trim(),
    v.maxLength(200, 'The YouTube link is not a YouTube video.'),
    v.check((text) => text === '' || youtubeId(text) !== null, 'The YouTube link is not a YouTube video.'),
    v.transform((text) => (text === '' ? null : youtubeId(text))),
  ),
);

const Regions = v.pipe(
  v.array(RegionId, 'Choose the regions.'),
  v.minLength(1, 'Choose at least one region.'),
  v.maxLength(20, 'Choose at most 20 regions.'),
  v.transform((ids) => [...new Set(ids)]),
);

const isLanguage = (code: string) => (CONTENT_LANGUAGES as readonly string[]).includes(code);

const Versions = v.pipe(
  v.record(v.string(), ContentVersion, 'Write the article in at least one language.'),
  v.check((record) => Object.keys(record).every(isLanguage), 'Unknown language.'),
  v.check((record) => Object.keys(record).length > 0, 'Write the article in at least one language.'),
);

export const ContentInput = v.pipe(
  v.strictObject({
    content_type: v.picklist(CONTENT_TYPES, 'Content types are news and tutorial.'),
    regions: Regions,
    versions: Versions,
    /** The version installers read when there is none in their language. */
    fallback_language: Language,
    youtube: v.optional(YouTube, null),
    picture: v.optional(v.nullable(ContentPicture), null),
    gallery: v.optional(
      v.pipe(v.array(GalleryPicture), v.maxLength(MAX_GALLERY, 'At most 12 pictures in the gallery.')),
      [],
    ),
    sticky: v.boolean(),
    visible: v.boolean(),
    /** News only: pushed to installers' devices once, when published (decision 0293 of 2026-11-27). */
    important: v.optional(v.boolean(), false),
    /** From when installers see it (a date to come: scheduled). */
    published_at: v.pipe(v.string('Give the publish date.'), v.isoTimestamp('Give the publish date.')),
  }),
  v.forward(
    v.check(
      (input) => Object.hasOwn(input.versions, input.fallback_language),
      'The fallback language needs a version of its own.',
    ),
    ['fallback_language'],
  ),
);
export type ContentInput = v.InferOutput<typeof ContentInput>;

export const StaffContentItem = v.object({
  uuid: Uuid,
  content_type: v.picklist(CONTENT_TYPES),
  status: v.picklist(CONTENT_STATUSES),
  regions: v.array(v.number()),
  versions: v.record(v.string(), v.object({ title: v.string(), excerpt: v.string(), body: v.string() })),
  fallback_language: v.string(),
  youtube: v.nullable(v.string()),
  picture: v.nullable(v.object({ thumbnail: v.string(), l: v.string() })),
  gallery: v.array(v.object({ uuid: v.string(), s: v.string(), l: v.string() })),
  sticky: v.boolean(),
  visible: v.boolean(),
  important: v.boolean(),
  /** When its push was queued; null while it was not (it is never pushed twice). */
  pushed_at: v.nullable(IsoDateTime),
  published_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type StaffContentItem = v.InferOutput<typeof StaffContentItem>;

export const StaffContentRow = v.object({
  uuid: Uuid,
  content_type: v.picklist(CONTENT_TYPES),
  status: v.picklist(CONTENT_STATUSES),
  /** In the fallback language. */
  title: v.string(),
  languages: v.array(v.string()),
  regions: v.array(v.number()),
  thumbnail: v.nullable(v.string()),
  sticky: v.boolean(),
  published_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type StaffContentRow = v.InferOutput<typeof StaffContentRow>;

const UuidParams = v.object({ uuid: Uuid });
const RegionParams = v.object({ region: RegionId });

export const staffContentList = defineCall({
  method: 'GET',
  path: '/staff/content',
  auth: 'staff',
  roles: CONTENT_ROLES,
  summary:
    'News or tutorials (type), newest publish date first, with their status (draft, scheduled, published) and the ' +
    'languages they are written in; those published in a region when region is given (at most 500).',
  query: v.object({
    type: v.optional(v.picklist(CONTENT_TYPES, 'Content types are news and tutorial.'), 'news'),
    region: v.optional(RegionId),
  }),
  response: v.object({ data: v.array(StaffContentRow) }),
});

export const staffContentGet = defineCall({
  method: 'GET',
  path: '/staff/content/:uuid',
  auth: 'staff',
  roles: CONTENT_ROLES,
  summary: 'One article or tutorial with every language version as stored (sanitised).',
  params: UuidParams,
  response: StaffContentItem,
});

export const staffContentCreate = defineCall({
  method: 'POST',
  path: '/staff/content',
  auth: 'staff',
  roles: CONTENT_ROLES,
  status: 201,
  summary:
    'Writes a news article or tutorial: one version per language (title, excerpt, HTML text, sanitised before it is ' +
    'stored), the fallback language, regions, picture, gallery, YouTube video, sticky, visible and publish date.',
  body: ContentInput,
  response: StaffContentItem,
});

export const staffContentUpdate = defineCall({
  method: 'PUT',
  path: '/staff/content/:uuid',
  auth: 'staff',
  roles: CONTENT_ROLES,
  summary: 'Replaces an article or tutorial as a whole (a language left out is removed); installers see it at once.',
  params: UuidParams,
  body: ContentInput,
  response: StaffContentItem,
});

export const staffContentDelete = defineCall({
  method: 'DELETE',
  path: '/staff/content/:uuid',
  auth: 'staff',
  roles: CONTENT_ROLES,
  status: 204,
  summary: 'Deletes an article or tutorial in every language and region (hide it instead to keep it).',
  params: UuidParams,
  response: v.null(),
});

export const StaffPicture = v.object({ uuid: Uuid, s: v.string(), thumbnail: v.string(), l: v.string() });
export type StaffPicture = v.InferOutput<typeof StaffPicture>;

export const staffContentPicture = defineCall({
  method: 'POST',
  path: '/staff/content/pictures',
  auth: 'staff',
  roles: CONTENT_ROLES,
  status: 201,
  summary:
    'Uploads a picture for an article, its gallery or a hero slide (multipart field file, at most 8 MB; PNG, JPEG ' +
    'or WebP, checked by content): kept as WebP in three sizes (320, 480 and 1280 px wide), without its metadata.',
  response: StaffPicture,
});

const Link = v.pipe(
  v.string('The link must be text.'),
  v.trim(),
  v.maxLength(500, 'The link may be at most 500 characters.'),
  v.check(
    (text) => text === '' || /^\/(?!\/)[^\s]*$/.test(text) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(text),
    'The link is an address in the app (/shop) or on the web (https://…).',
  ),
);

export const HeroSlide = v.object({
  uuid: Uuid,
  image: v.string(),
  link: v.string(),
  /** The title per language; English is the one the others are kept under. */
  titles: v.record(v.string(), v.string()),
  active: v.boolean(),
  show_content: v.boolean(),
  position: v.number(),
});
export type HeroSlide = v.InferOutput<typeof HeroSlide>;

export const HeroSlideInput = v.pipe(
  v.strictObject({
    image: PictureUrl,
    link: Link,
    titles: v.pipe(
      v.record(v.string(), Text(120, 'title')),
      v.check((record) => Object.keys(record).every(isLanguage), 'Unknown language.'),
    ),
    active: v.boolean(),
    show_content: v.boolean(),
    position: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)),
  }),
  v.forward(
    v.check(
      (input) =>
        Object.entries(input.titles).every(([code, text]) => code === 'en' || text === '') ||
        (input.titles.en ?? '') !== '',
      'Give the English title: the other languages are kept under it.',
    ),
    ['titles'],
  ),
);
export type HeroSlideInput = v.InferOutput<typeof HeroSlideInput>;

export const staffHeroSlides = defineCall({
  method: 'GET',
  path: '/staff/regions/:region/hero-slides',
  auth: 'staff',
  roles: CONTENT_ROLES,
  summary: "A region's home slider slides in their order, with their titles in every language.",
  params: RegionParams,
  response: v.array(HeroSlide),
});

export const staffHeroSlideCreate = defineCall({
  method: 'POST',
  path: '/staff/regions/:region/hero-slides',
  auth: 'staff',
  roles: CONTENT_ROLES,
  status: 201,
  summary: 'Adds a slide to a region’s home slider (picture, link, titles, active, show the title).',
  params: RegionParams,
  body: HeroSlideInput,
  response: HeroSlide,
});

export const staffHeroSlideUpdate = defineCall({
  method: 'PUT',
  path: '/staff/hero-slides/:uuid',
  auth: 'staff',
  roles: CONTENT_ROLES,
  summary: 'Changes a slide of the home slider.',
  params: UuidParams,
  body: HeroSlideInput,
  response: HeroSlide,
});

export const staffHeroSlideDelete = defineCall({
  method: 'DELETE',
  path: '/staff/hero-slides/:uuid',
  auth: 'staff',
  roles: CONTENT_ROLES,
  status: 204,
  summary: 'Removes a slide from the home slider.',
  params: UuidParams,
  response: v.null(),
});

/** A resource tile's texts in one language. */
export const ResourceVersion = v.object({
  title: v.pipe(Text(120, 'title'), v.nonEmpty('Give the title.')),
  description: Text(300, 'description'),
});
export type ResourceVersion = v.InferOutput<typeof ResourceVersion>;

export const StaffResource = v.object({
  uuid: Uuid,
  kind: v.picklist(RESOURCE_KINDS),
  /** Title and description per language. */
  versions: v.record(v.string(), v.object({ title: v.string(), description: v.string() })),
  /** The version installers read when there is none in their language. */
  fallback_language: v.string(),
  url: v.string(),
  icon: v.string(),
  position: v.number(),
  active: v.boolean(),
});
export type StaffResource = v.InferOutput<typeof StaffResource>;

export const ResourceInput = v.pipe(
  v.strictObject({
    kind: v.picklist(RESOURCE_KINDS, 'Choose the kind of link.'),
    versions: v.pipe(
      v.record(v.string(), ResourceVersion, 'Write the title in at least one language.'),
      v.check((record) => Object.keys(record).every(isLanguage), 'Unknown language.'),
      v.check((record) => Object.keys(record).length > 0, 'Write the title in at least one language.'),
    ),
    fallback_language: Language,
    url: v.pipe(
      v.string('The link must be text.'),
      v.trim(),
      v.maxLength(500, 'The link may be at most 500 characters.'),
      v.regex(/^https:\/\/[^\s/]+\.[^\s]+$/, 'The link is an address on the web (https://…).'),
    ),
    icon: v.optional(v.pipe(v.string(), v.regex(/^[a-z-]{0,40}$/, 'Unknown icon.')), ''),
    position: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)),
    active: v.boolean(),
  }),
  v.forward(
    v.check(
      (input) => Object.hasOwn(input.versions, input.fallback_language),
      'The fallback language needs a version of its own.',
    ),
    ['fallback_language'],
  ),
);
export type ResourceInput = v.InferOutput<typeof ResourceInput>;

export const staffResources = defineCall({
  method: 'GET',
  path: '/staff/regions/:region/resources',
  auth: 'staff',
  roles: CONTENT_ROLES,
  summary: "A region's link tiles of the resources screen in their order, active or not.",
  params: RegionParams,
  response: v.array(StaffResource),
});

export const staffResourceCreate = defineCall({
  method: 'POST',
  path: '/staff/regions/:region/resources',
  auth: 'staff',
  roles: CONTENT_ROLES,
  status: 201,
  summary:
    'Adds a link tile to a region’s resources screen: kind, address, title and description per language with the ' +
    'fallback language installers read when there is no version in theirs, position and active.',
  params: RegionParams,
  body: ResourceInput,
  response: StaffResource,
});

export const staffResourceUpdate = defineCall({
  method: 'PUT',
  path: '/staff/resources/:uuid',
  auth: 'staff',
  roles: CONTENT_ROLES,
  summary: 'Changes a link tile of the resources screen.',
  params: UuidParams,
  body: ResourceInput,
  response: StaffResource,
});

export const staffResourceDelete = defineCall({
  method: 'DELETE',
  path: '/staff/resources/:uuid',
  auth: 'staff',
  roles: CONTENT_ROLES,
  status: 204,
  summary: 'Removes a link tile from the resources screen.',
  params: UuidParams,
  response: v.null(),
});
