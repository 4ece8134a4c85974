import type { PointsMovement } from '#contract/points.ts';
import { CHART_MONTHS, chartStart } from './chart-window.ts';

export { CHART_MONTHS, chartStart };

/** One month of the company's points, in the device's time zone. */
export interface PointsMonth {
  /** `yyyy-mm`, e.g. `2026-03`. */
  key: string;
  /** Midnight of the month's first day, local time. */
  start: Date;
  /** Points earned: projects, welcome, profile, promotions. */
  earned: number;
  /**
   * Points spent, less what came back (a rejected order, a refunded top-up). Below 0 in a month where more came back
   * than was spent: an order of an earlier month refunded.
   */
  spent: number;
  /** Points that lapsed on 1 January. */
  expired: number;
  /** The month's change of the balance: earned − spent − expired. */
  net: number;
  /** The balance at the month's end (today's, for this month). */
  balance: number;
}

const monthKey = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/**
 * The company's moves as months, oldest first: every month of the window, those with no move too (a gap is a month
 * of zeros, not a missing bar), each with what was earned, spent (less what came back) and expired, and the balance at
 * its end. Moves before the window's start are left out (the balance before it counts them).
 */
export function pointsByMonth(
  movements: readonly PointsMovement[],
  balanceBefore: number,
  now: Date,
  count = CHART_MONTHS,
): PointsMonth[] {
  const first = chartStart(now, count);
  const months: PointsMonth[] = Array.from({ length: count }, (_, i) => {
    const start = new Date(first.getFullYear(), first.getMonth() + i, 1);
    return { key: monthKey(start), start, earned: 0, spent: 0, expired: 0, net: 0, balance: 0 };
  });
  const byKey = new Map(months.map((month) => [month.key, month]));
  for (const move of movements) {
    const month = byKey.get(monthKey(new Date(move.created_at)));
    if (!month) continue;
    if (move.variation === 'expired') month.expired -= move.points;
    else if (move.variation === 'positive' && move.returned) month.spent -= move.points;
    else if (move.variation === 'positive') month.earned += move.points;
    // Reserved and negative rows: points that left for an order, a top-up, or taken back by the club.
    else month.spent -= move.points;
  }
  let balance = balanceBefore;
  for (const month of months) {
    month.net = month.earned - month.spent - month.expired;
    balance += month.net;
    month.balance = balance;
  }
  return months;
}

/** The window's totals, for the chart's legend and summary. */
export function pointsTotals(months: readonly PointsMonth[]) {
  return months.reduce(
    (sum, m) => ({ earned: sum.earned + m.earned, spent: sum.spent + m.spent, expired: sum.expired + m.expired }),
    { earned: 0, spent: 0, expired: 0 },
  );
}

/** What a month's bars draw: up what came in (earned, and a refund beyond the month's spending), down what left. */
export function monthBars(month: PointsMonth): { up: number; spent: number; expired: number } {
  return { up: month.earned + Math.max(0, -month.spent), spent: Math.max(0, month.spent), expired: month.expired };
}

/**
 * A round step for the axis and the top of the scale above `max` in about `ticks` steps: 1, 2, 2.5 or 5 times a power of
 * ten (0 to 50 by 10s, 0 to 2,000 by 500s).
 */
export function niceScale(max: number, ticks = 4): { step: number; top: number } {
  if (max <= 0) return { step: 1, top: 0 };
  const rough = max / ticks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((f) => f * power >= rough) ?? 10) * power;
  return { step, top: Math.ceil(max / step) * step };
}
