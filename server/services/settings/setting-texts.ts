import type { SettingLanguage, SettingTexts } from '#contract/staff-settings.ts';
import { SETTING_LANGUAGES } from '#contract/staff-settings.ts';
import type { Queryable } from '#server/db/db.ts';
import type { SeededKind } from '#server/services/i18n/seeded-text.ts';

/**
 * Texts staff write per row (decision 0288), in seeded_translations beside the club's shared ones (decision 0281):
 * a behaviour's by 'b:<uuid>', a company type's by 't:<id>' (name), 't:<id>:disclaimer' and 't:<id>:declaration'.
 * The shared ones are keyed by slug or English text, so one Polish "Welcome points" served every region; a row's own
 * text wins over the shared one (a tier's by 'd:<id>', decision 0291), and an empty own text means English (staff emptied that language).
 */
export type SettingKind = Extract<
  SeededKind,
  'behaviour_name' | 'behaviour_description' | 'company_type' | 'company_type_text' | 'tier_name'
>;

export const behaviourKey = (uuid: string) => `b:${uuid}`;
/** A tier's own names (decision 0291); the club's shared ones are keyed by the English name. */
export const tierKey = (id: number) => `d:${id}`;
export const companyTypeKey = (id: number, part?: 'disclaimer' | 'declaration') =>
  part ? `t:${id}:${part}` : `t:${id}`;

/** SQL: the row's own text in `languageSql`, else the shared one (by `sharedKeySql`), else `englishSql`. */
export function settingTextIn(
  kind: SettingKind,
  rowKeySql: string,
  sharedKeySql: string,
  englishSql: string,
  languageSql: string,
): string {
  const lookup = (key: string) =>
    `(SELECT st.text FROM seeded_translations st WHERE st.kind = '${kind}' AND st.key = ${key} AND st.language = ${languageSql})`;
  return `coalesce(nullif(coalesce(${lookup(rowKeySql)}, ${lookup(sharedKeySql)}), ''), ${englishSql})`;
}

/** One text the editor shows: English from the row, each other language it has (own text, else the shared one). */
export interface TextSource {
  kind: SettingKind;
  rowKey: string;
  sharedKey: string;
  english: string;
}

/** The texts of many rows in one query, in the order given. */
export async function readSettingTexts(db: Queryable, sources: TextSource[]): Promise<SettingTexts[]> {
  if (sources.length === 0) return [];
  const keys = [...new Set(sources.flatMap((s) => [s.rowKey, s.sharedKey]))];
  const kinds = [...new Set(sources.map((s) => s.kind))];
  const rows = await db.query<{ kind: string; key: string; language: string; text: string }>(
    'SELECT kind, key, language, text FROM seeded_translations WHERE kind = ANY($1::text[]) AND key = ANY($2::text[])',
    [kinds, keys],
  );
  const found = new Map(rows.map((r) => [`${r.kind}\u0000${r.key}\u0000${r.language}`, r.text]));
  return sources.map((s) => {
    const texts: SettingTexts = { en: s.english };
    for (const language of SETTING_LANGUAGES) {
      if (language === 'en') continue;
      const own = found.get(`${s.kind}\u0000${s.rowKey}\u0000${language}`);
      const text = own ?? found.get(`${s.kind}\u0000${s.sharedKey}\u0000${language}`) ?? '';
      if (text !== '') texts[language] = text;
    }
    return texts;
  });
}

/**
 * Writes a row's own texts in every language but English (which is the row's column): the given text, or an
 * empty one, which reads as English, so a language staff emptied does not fall back to the shared text.
 */
export async function writeSettingTexts(
  db: Queryable,
  kind: SettingKind,
  rowKey: string,
  texts: Partial<Record<SettingLanguage, string | undefined>>,
): Promise<void> {
  const languages = SETTING_LANGUAGES.filter((l) => l !== 'en');
  await db.query(
    `INSERT INTO seeded_translations (kind, key, language, text)
     SELECT $1, $2, l.language, l.text FROM unnest($3::text[], $4::text[]) AS l(language, text)
     ON CONFLICT (kind, key, language) DO UPDATE SET text = EXCLUDED.text`,
    [kind, rowKey, languages, languages.map((l) => texts[l]?.trim() ?? '')],
  );
}

/** The languages a text has, for the audit line (the texts themselves are too long to keep twice). */
export function filledLanguages(texts: Partial<Record<string, string | undefined>>): string[] {
  return Object.entries(texts)
    .filter(([, text]) => (text ?? '').trim() !== '')
    .map(([language]) => language);
}
