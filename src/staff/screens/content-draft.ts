import { useLingui } from '@lingui/react/macro';
import type { ContentType } from '#contract/content.ts';
import { type ContentInput, type StaffContentItem, youtubeId } from '#contract/staff-content.ts';
import { isEmptyHtml } from './content-html.ts';
import { CONTENT_STATUS } from './content-labels.ts';

/** The content editor's form state: what staff are writing, checked and turned into the call's input. */
export type Version = { title: string; excerpt: string; body: string };

export interface Draft {
  content_type: ContentType;
  regions: number[];
  versions: Record<string, Version>;
  fallback_language: string;
  youtube: string;
  picture: { thumbnail: string; l: string } | null;
  gallery: { uuid: string; s: string; l: string }[];
  sticky: boolean;
  visible: boolean;
  /** News only: pushed to installers' devices once, when published (decision 0293 of 2026-11-27). */
  important: boolean;
  /** When the push was queued (read only): null while it was not. */
  pushed_at: string | null;
  /** As the datetime-local field holds it: local time, to the minute. */
  published_at: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const toLocal = (iso: string | Date) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export const EMPTY: Version = { title: '', excerpt: '', body: '' };
export const filled = (v: Version | undefined) =>
  !!v && (v.title.trim() !== '' || v.excerpt.trim() !== '' || !isEmptyHtml(v.body));

export function draftOf(item: StaffContentItem): Draft {
  return {
    content_type: item.content_type,
    regions: item.regions,
    versions: item.versions,
    fallback_language: item.fallback_language,
    youtube: item.youtube ?? '',
    picture: item.picture,
    gallery: item.gallery,
    sticky: item.sticky,
    visible: item.visible,
    important: item.important,
    pushed_at: item.pushed_at,
    published_at: toLocal(item.published_at),
  };
}

export function newDraft(type: ContentType, region: number | null): Draft {
  return {
    content_type: type,
    regions: region ? [region] : [],
    versions: {},
    fallback_language: 'en',
    youtube: '',
    picture: null,
    gallery: [],
    sticky: false,
    visible: true,
    important: false,
    pushed_at: null,
    published_at: toLocal(new Date()),
  };
}

export type Errors = Partial<
  Record<'regions' | 'versions' | 'fallback_language' | 'youtube' | 'published_at', string>
> & {
  titles?: Record<string, string>;
};

export function useValidate() {
  const { t } = useLingui();
  return (draft: Draft): Errors => {
    const errors: Errors = {};
    const written = Object.entries(draft.versions).filter(([, v]) => filled(v));
    if (draft.regions.length === 0) errors.regions = t`Choose at least one region.`;
    if (written.length === 0) errors.versions = t`Write the article in at least one language.`;
    const titles: Record<string, string> = {};
    for (const [code, v] of written) if (v.title.trim() === '') titles[code] = t`Give the title.`;
    if (Object.keys(titles).length > 0) errors.titles = titles;
    if (written.length > 0 && !written.some(([code]) => code === draft.fallback_language))
      errors.fallback_language = t`The fallback language needs a version of its own.`;
    if (draft.youtube.trim() !== '' && youtubeId(draft.youtube) === null)
      errors.youtube = t`The YouTube link is not a YouTube video.`;
    if (!draft.published_at || Number.isNaN(new Date(draft.published_at).getTime()))
      errors.published_at = t`Give the publish date.`;
    return errors;
  };
}

export function inputOf(draft: Draft): ContentInput {
  const versions = Object.fromEntries(
    Object.entries(draft.versions)
      .filter(([, v]) => filled(v))
      .map(([code, v]) => [
        code,
        { title: v.title.trim(), excerpt: v.excerpt.trim(), body: isEmptyHtml(v.body) ? '' : v.body },
      ]),
  ) as ContentInput['versions'];
  return {
    content_type: draft.content_type,
    regions: draft.regions,
    versions,
    fallback_language: draft.fallback_language as ContentInput['fallback_language'],
    youtube: draft.youtube.trim() === '' ? null : draft.youtube.trim(),
    picture: draft.picture,
    gallery: draft.gallery,
    sticky: draft.sticky,
    visible: draft.visible,
    important: draft.content_type === 'news' && draft.important,
    published_at: new Date(draft.published_at).toISOString(),
  };
}

export function statusOf(draft: Draft) {
  if (!draft.visible) return CONTENT_STATUS.draft;
  return new Date(draft.published_at).getTime() > Date.now() ? CONTENT_STATUS.scheduled : CONTENT_STATUS.published;
}
