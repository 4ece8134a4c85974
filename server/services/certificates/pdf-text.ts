import type { PDFFont } from 'pdf-lib';

// pdf-lib's standard fonts only encode WinAnsi; names in the club use Polish, Romanian, Baltic and
// Cyrillic letters. Rather than fail (a 5xx) the text is folded to the nearest Latin letters.
const LATIN: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  ı: 'i',
  ø: 'o',
  Ø: 'O',
  ß: 'ss',
};
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
  ъ: 'a',
  ы: 'y',
  э: 'e',
  ё: 'e',
  ј: 'j',
  љ: 'lj',
  њ: 'nj',
  ћ: 'c',
  ђ: 'dj',
  џ: 'dz',
  ѓ: 'gj',
  ќ: 'kj',
  ѕ: 'dz',
};

function foldChar(ch: string, supported: Set<number>): string {
  if (supported.has(ch.codePointAt(0)!)) return ch;
  const stripped = ch.normalize('NFD').replace(/\p{M}/gu, '');
  if (stripped && [...stripped].every((c) => supported.has(c.codePointAt(0)!))) return stripped;
  if (LATIN[ch]) return LATIN[ch];
  const lower = ch.toLowerCase();
  const cyr = CYRILLIC[lower];
  if (cyr !== undefined) return ch === lower ? cyr : cyr.charAt(0).toUpperCase() + cyr.slice(1);
  return '?';
}

/** Text the font can draw: unsupported letters folded to Latin, control characters dropped. */
export function drawable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.replace(/[\p{Cc}]/gu, ' ')].map((ch) => foldChar(ch, supported)).join('');
}
