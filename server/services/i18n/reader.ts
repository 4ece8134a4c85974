import { CLUB_LANGUAGES as CLUB_LANGUAGE_LIST } from '#contract/common.ts';
/**
 * Whose language the club's texts are answered in (decision 0281): the language the request asks for when it is
 * one of the club's, else the caller's profile language, else English (the stored texts).
 */
export interface Reader {
  /** The signed-in caller, whose profile language applies when the request names none; null for nobody. */
  userId: number | null;
  /** A club language the request asked for (the app's interface language); null when it asked for none. */
  language: string | null;
}

/** No reader: the stored English texts (the server's own checks, a caller with no language). */
export const NOBODY: Reader = { userId: null, language: null };

/** The club's 15 interface languages (Serbian in Latin script); English is the stored fallback. */
export const CLUB_LANGUAGES: ReadonlySet<string> = new Set(CLUB_LANGUAGE_LIST);

/** A club language from a code (`pl`) or an Accept-Language value (`pl-PL,pl;q=0.9`): its first tag only. */
export function clubLanguage(value: string | null | undefined): string | null {
  const first = (value ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  const primary = first.split(/[-_]/)[0] ?? '';
  return CLUB_LANGUAGES.has(primary) ? primary : null;
}
