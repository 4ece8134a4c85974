/**
 * Seeded content in the reader's language (docs/decisions/0024): SQL fragments that pick a row of
 * seeded_translations for the reader's language and fall back to the stored English. The reader's language is
 * found once per statement (an uncorrelated subquery), each text by primary key: no query per row.
 */
export type SeededKind = 'product_type' | 'variant' | 'survey_question' | 'survey_answer';

/** The language code of the user whose id is in `userParam` (e.g. '$2'); null (so English) for no user. */
export function readerLanguage(userParam: string): string {
  return `(SELECT l.code FROM users u JOIN languages l ON l.id = u.language_id WHERE u.id = ${userParam}::int)`;
}

/** The translation of `keySql` (a text expression) into the reader's language, else `englishSql`. */
export function seededText(kind: SeededKind, keySql: string, englishSql: string, userParam: string): string {
  return `coalesce((SELECT st.text FROM seeded_translations st
    WHERE st.kind = '${kind}' AND st.key = ${keySql} AND st.language = ${readerLanguage(userParam)}), ${englishSql})`;
}
