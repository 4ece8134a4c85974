import type { TextSeed } from '../seed-content-types.ts';

/** The seeded news, named so that each language module can give its texts for every one of them. */
export type NewsKey =
  | 'autumn-points'
  | 'training'
  | 'blinds'
  | 'winter-fitting'
  | 'triple-glazing'
  | 'loft'
  | 'fall-protection'
  | 'offline'
  | 'club-card'
  | 'cz-sk-training'
  | 'cluj-open-day'
  | 'draft-prices'
  | 'scheduled-ten'
  | 'safety-check';

/** One language's texts of all seeded news (English and Polish stay in seed-content-news.ts). */
export type NewsTexts = Record<NewsKey, TextSeed>;

/** A link in an article body that opens in a new tab. */
export const link = (href: string, text: string) => `<a href="${href}" target="_blank" rel="noopener">${text}</a>`;

/** The hostile paste of the 'safety-check' article (issue 9), kept in every language on purpose. */
export const HOSTILE_SCRIPT = `<script>window.__hostileArticle = 'script ran'</script>`;
export const HOSTILE_IMG = `<img src="/no-such-picture.png" alt="" onerror="window.__hostileArticle = 'onerror ran'">`;

/** The pages the articles link to; every language links to the same ones. */
export const LINKS = {
  rules: 'https://club.example.com/rules/autumn',
  training: 'https://club.example.com/training',
  safety: 'https://club.example.com/safety.pdf',
} as const;
