/** How long something has waited, in the reader's language: "5 hr" under two days, else "3 days". */
export function formatAge(hours: number, locale: string): string {
  const tag = locale === 'sr' ? 'sr-Latn' : locale;
  const days = hours >= 48;
  return new Intl.NumberFormat(tag, {
    style: 'unit',
    unit: days ? 'day' : 'hour',
    unitDisplay: days ? 'long' : 'short',
    maximumFractionDigits: 0,
  }).format(days ? Math.floor(hours / 24) : Math.max(0, Math.floor(hours)));
}
