import { useMediaQuery } from '@mantine/hooks';

/** A screen wide enough for tables and side panels instead of cards and bottom sheets (decision 0102). */
export const WIDE_SCREEN = '(min-width: 48em)';

/**
 * Whether the screen is wide, read at the first render (no flash of the other layout); `whereUnknown` where the
 * browser cannot tell (no matchMedia).
 */
export function useWideScreen(whereUnknown = true): boolean {
  return useMediaQuery(WIDE_SCREEN, whereUnknown, { getInitialValueInEffect: false });
}
