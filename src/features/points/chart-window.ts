/** The chart's months: this one and the 11 before it. */
export const CHART_MONTHS = 12;

/**
 * Midnight of the first day of the month `count - 1` months before `now`'s, local time: the chart's first moment. A
 * module of its own, small, because the balance route's loader (in the first load's code) asks for it.
 */
export function chartStart(now: Date, count = CHART_MONTHS): Date {
  return new Date(now.getFullYear(), now.getMonth() - (count - 1), 1);
}
