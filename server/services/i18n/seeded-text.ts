import type { Queryable } from '#server/db/db.ts';
import type { Reader } from './reader.ts';

/**
 * Seeded content in the reader's language (docs/decisions/0024, 0281): SQL fragments that pick a row of
 * seeded_translations for the reader's language and fall back to the stored English. The reader's language is
 * found once per statement (an uncorrelated subquery), each text by primary key: no query per row.
 */
export type SeededKind =
  | 'product_type'
  | 'variant'
  | 'survey_question'
  | 'survey_answer'
  | 'hero_title'
  | 'behaviour_name'
  | 'behaviour_description'
  | 'company_type'
  | 'company_type_text'
  | 'certificate_name'
  | 'certificate_description'
  | 'certificate_text'
  | 'promotion'
  | 'marketing_service'
  | 'notification'
  | 'tier_name';

/** The language code of the user whose id is in `userParam` (e.g. '$2'); null (so English) for no user. */
export function readerLanguage(userParam: string): string {
  return `(SELECT l.code FROM users u JOIN languages l ON l.id = u.language_id WHERE u.id = ${userParam}::int)`;
}

/** The translation of `keySql` (a text expression) into the language `languageSql` gives, else `englishSql`. */
export function seededTextIn(kind: SeededKind, keySql: string, englishSql: string, languageSql: string): string {
  return `coalesce((SELECT st.text FROM seeded_translations st
    WHERE st.kind = '${kind}' AND st.key = ${keySql} AND st.language = ${languageSql}), ${englishSql})`;
}

/** The translation of `keySql` (a text expression) into the reader's language, else `englishSql`. */
export function seededText(kind: SeededKind, keySql: string, englishSql: string, userParam: string): string {
  return seededTextIn(kind, keySql, englishSql, readerLanguage(userParam));
}

/**
 * The reader's language (decision 0281): the language in `languageParam` (a code the request asked for, or null),
 * else the profile language of the user in `userParam`.
 */
export function readerLanguageOf(userParam: string, languageParam: string): string {
  return `coalesce(${languageParam}::text, ${readerLanguage(userParam)})`;
}

/** As seededText, for a reader given as a user id and the language the request asked for (`Reader`). */
export function readerText(
  kind: SeededKind,
  keySql: string,
  englishSql: string,
  userParam: string,
  languageParam: string,
): string {
  return seededTextIn(kind, keySql, englishSql, readerLanguageOf(userParam, languageParam));
}

/**
 * Every text of one kind in the reader's language, by key: the fixed texts of a document the server draws (the
 * certificate PDF's, decision 0287). A key without a row in that language has the English row's text; one without
 * either is missing from the map, and the caller's English applies.
 */
export async function readerTexts(db: Queryable, kind: SeededKind, reader: Reader): Promise<Map<string, string>> {
  const rows = await db.query<{ key: string; text: string; english: boolean }>(
    `SELECT key, text, language = 'en' AS english FROM seeded_translations
      WHERE kind = $1 AND language IN ('en', ${readerLanguageOf('$2', '$3')})`,
    [kind, reader.userId, reader.language],
  );
  const texts = new Map<string, string>();
  for (const row of rows) if (!row.english || !texts.has(row.key)) texts.set(row.key, row.text);
  return texts;
}
