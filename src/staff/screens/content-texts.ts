import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The content calls' refusals (contract/staff-content.ts, server/routes/staff/staff-content-routes.ts), translated. */
const CONTENT_TEXTS: Record<string, MessageDescriptor> = {
  'The file is too large (at most 8 MB).': msg`The file is too large (at most 8 MB).`,
  'Unknown region.': msg`Unknown region.`,
  'Unknown language.': msg`Unknown language.`,
  'Upload the picture first.': msg`Upload the picture first.`,
  'Give the title.': msg`Give the title.`,
  'The title may be at most 200 characters.': msg`The title may be at most 200 characters.`,
  'The title may be at most 120 characters.': msg`The title may be at most 120 characters.`,
  'The excerpt may be at most 500 characters.': msg`The excerpt may be at most 500 characters.`,
  'The text may be at most 40000 characters.': msg`The text is too long: split the article.`,
  'The YouTube link is not a YouTube video.': msg`The YouTube link is not a YouTube video.`,
  'Choose at least one region.': msg`Choose at least one region.`,
  'Write the article in at least one language.': msg`Write the article in at least one language.`,
  'Write the title in at least one language.': msg`Write the title in at least one language.`,
  'The description may be at most 300 characters.': msg`The description may be at most 300 characters.`,
  'At most 12 pictures in the gallery.': msg`At most 12 pictures in the gallery.`,
  'Give the publish date.': msg`Give the publish date.`,
  'The fallback language needs a version of its own.': msg`The fallback language needs a version of its own.`,
  'The link is an address in the app (/shop) or on the web (https://…).': msg`The link is an address in the app (/shop) or on the web (https://…).`,
  'Give the English title: the other languages are kept under it.': msg`Give the English title: the other languages are kept under it.`,
  'The link is an address on the web (https://…).': msg`The link is an address on the web (https://…).`,
};

export const contentText = (text: string): MessageDescriptor | undefined => CONTENT_TEXTS[text];
