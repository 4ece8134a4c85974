/**
 * Control characters have no place in what people type: PostgreSQL text cannot hold U+0000 (a NUL reaching a
 * query makes the driver fail with a 500), and ESC, BEL and the like, stored in a ticket title or a street,
 * would later drive the terminal of the staff who print them. Requests carrying one (C0 and C1 controls and
 * DEL, except tab and line breaks, which message bodies need) are refused up front, naming the fields.
 *
 * The walk keeps its own stack instead of recursing: a body nested 10,000 deep would otherwise overflow the
 * call stack (a 500). No call of ours needs more than a few levels, so deeper input is refused as a whole.
 */
export const MAX_JSON_DEPTH = 32;

export class TooDeepError extends Error {}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function controlCharacterFields(value: unknown): string[] {
  const found: string[] = [];
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: item, path, depth } = stack.pop()!;
    if (typeof item === 'string') {
      if (CONTROL.test(item)) found.push(path || '_');
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) throw new TooDeepError();
    const entries = Array.isArray(item) ? item.map((v, i) => [String(i), v] as const) : Object.entries(item);
    for (const [key, child] of entries) {
      if (CONTROL.test(key)) found.push(path || '_');
      stack.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return found.sort();
}

export const CONTROL_CHARACTER_MESSAGE = 'This field contains a character that is not allowed.';
export const TOO_DEEP_MESSAGE = 'The request is nested too deeply.';

/**
 * Characters that change how text shows without being seen: bidirectional overrides and isolates (U+202A-U+202E,
 * U+2066-U+2069, the marks U+200E/U+200F), zero-width spaces and joiners (U+200B, U+200C, U+2060-U+2064, U+180E) and
 * the byte-order mark (U+FEFF). Stored in a name or a street, U+202E turns "Jan Kowalski" in a staff list or an
 * invitation SMS into text that reads backwards; U+200B makes two look-alike names differ. None of the club's 15
 * languages needs them. The zero-width joiner (U+200D) is kept between two pictographs, where it builds an emoji
 * such as a construction worker with a skin tone, and removed elsewhere.
 */
const INVISIBLE = /[\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u180E]/gu;
const LONE_JOINER =
  /(?<!\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;

/** Any character either rule removes: most text has none, and this one look costs less than the two replaces. */
const INVISIBLE_OR_JOINER = /[\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

export function stripInvisible(text: string): string {
  if (!INVISIBLE_OR_JOINER.test(text)) return text;
  return text.replace(INVISIBLE, '').replace(LONE_JOINER, '');
}

/** The same value with every string stripped of invisible characters (called after the depth was checked). */
export function withoutInvisibleCharacters<T>(value: T): T {
  if (typeof value === 'string') return stripInvisible(value) as T;
  if (Array.isArray(value)) return value.map((item) => withoutInvisibleCharacters(item)) as T;
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = Object.create(Object.getPrototypeOf(value));
    for (const [key, child] of Object.entries(value)) copy[key] = withoutInvisibleCharacters(child);
    return copy as T;
  }
  return value;
}
