/** A language's own name in the console's language (Intl), e.g. "Polish" or "Polski"; Serbian in Latin script. */
export function languageName(code: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(code === 'sr' ? 'sr-Latn' : code);
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : code;
  } catch {
    return code;
  }
}
