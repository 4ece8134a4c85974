import type { ItemSeed, TextSeed } from '../seed-content-types.ts';

const steps = (intro: string, list: string[]) => `<p>${intro}</p><ol>${list.map((s) => `<li>${s}</li>`).join('')}</ol>`;

/** A tutorial seed: a video, its picture and, per language, a title, an excerpt and the steps it shows. */
export function tutorial(
  picture: string,
  youtube: string,
  publishedAt: string,
  texts: Record<string, [string, string, string, string[]]>,
  regions: ItemSeed['regions'] = 'all',
): ItemSeed {
  const built: Record<string, TextSeed> = {};
  for (const [lang, [title, excerpt, intro, list]] of Object.entries(texts)) {
    built[lang] = { title, excerpt, body: steps(intro, list) };
  }
  return { type: 'tutorial', regions, picture, youtube, publishedAt, texts: built };
}
