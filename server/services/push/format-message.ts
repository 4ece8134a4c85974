/**
 * Formats the ICU subset the app's catalogues use in notification texts (decision 0293): `{name}` and
 * `{n, plural, one {…} few {…} other {…}}` with `#`, plural forms chosen by Intl.PluralRules of the language.
 */
export function formatMessage(pattern: string, values: Record<string, string | number>, language: string): string {
  let out = '';
  let i = 0;
  while (i < pattern.length) {
    const open = pattern.indexOf('{', i);
    if (open < 0) break;
    out += pattern.slice(i, open);
    const close = matchingBrace(pattern, open);
    out += placeholder(pattern.slice(open + 1, close), values, language);
    i = close + 1;
  }
  return out + pattern.slice(i);
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`unbalanced braces in ${text}`);
}

function placeholder(inner: string, values: Record<string, string | number>, language: string): string {
  const [name, kind] = inner.split(',', 2).map((part) => part.trim());
  const value = values[name!];
  if (kind !== 'plural') return value === undefined ? `{${inner}}` : String(value);
  const n = Number(value ?? 0);
  const forms = pluralForms(inner.slice(inner.indexOf('plural') + 'plural'.length + 1));
  const form =
    forms[`=${n}`] ?? forms[new Intl.PluralRules(language).select(n)] ?? forms.other ?? Object.values(forms)[0] ?? '';
  return formatMessage(form, values, language).replaceAll('#', new Intl.NumberFormat(language).format(n));
}

/** ` one {…} few {…} other {…}` -> { one: '…', few: '…', other: '…' } */
function pluralForms(text: string): Record<string, string> {
  const forms: Record<string, string> = {};
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const key = text.slice(i, open).trim();
    const close = matchingBrace(text, open);
    forms[key] = text.slice(open + 1, close);
    i = close + 1;
  }
  return forms;
}
