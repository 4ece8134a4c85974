import type { TextSeed } from '../seed-content-types.ts';
import { NEWS_BG } from './bg.ts';
import { NEWS_BS } from './bs.ts';
import { NEWS_CS } from './cs.ts';
import { NEWS_ET } from './et.ts';
import { NEWS_HR } from './hr.ts';
import { NEWS_HU } from './hu.ts';
import { NEWS_LT } from './lt.ts';
import { NEWS_LV } from './lv.ts';
import type { NewsKey, NewsTexts } from './news-text-types.ts';
import { NEWS_RO } from './ro.ts';
import { NEWS_SK } from './sk.ts';
import { NEWS_SL } from './sl.ts';
import { NEWS_SR } from './sr.ts';
import { NEWS_UK } from './uk.ts';

/** The club's languages besides English and Polish, whose news texts live in one module each. */
const BY_LANGUAGE: Record<string, NewsTexts> = {
  bg: NEWS_BG,
  bs: NEWS_BS,
  cs: NEWS_CS,
  et: NEWS_ET,
  hr: NEWS_HR,
  hu: NEWS_HU,
  lt: NEWS_LT,
  lv: NEWS_LV,
  ro: NEWS_RO,
  sk: NEWS_SK,
  sl: NEWS_SL,
  sr: NEWS_SR,
  uk: NEWS_UK,
};

/** One news item's texts in the thirteen other languages, keyed by language code. */
export const translated = (key: NewsKey): Record<string, TextSeed> =>
  Object.fromEntries(Object.entries(BY_LANGUAGE).map(([code, texts]) => [code, texts[key]]));
