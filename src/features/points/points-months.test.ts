import { describe, expect, it } from 'vitest';
import type { PointsMovement } from '#contract/points.ts';
import { chartStart, monthBars, niceScale, pointsByMonth, pointsTotals } from './points-months.ts';

/** A move at a local moment (the chart's months are the device's). */
const move = (
  at: [number, number, number, number?],
  variation: PointsMovement['variation'],
  points: number,
  returned = false,
): PointsMovement => ({
  created_at: new Date(at[0], at[1] - 1, at[2], at[3] ?? 12).toISOString(),
  variation,
  points,
  returned,
});

const NOW = new Date(2026, 10, 27, 9); // 27 November 2026, local time

describe("the balance chart's months", () => {
  it('starts on the first day of the month eleven months back, across the year', () => {
    expect(chartStart(NOW)).toEqual(new Date(2025, 11, 1));
    expect(chartStart(new Date(2026, 0, 31))).toEqual(new Date(2025, 1, 1));
    expect(chartStart(NOW, 3)).toEqual(new Date(2026, 8, 1));
  });

  it('has all twelve months, oldest first, a month without moves as zeros (a gap is not a missing bar)', () => {
    const months = pointsByMonth([move([2026, 3, 4], 'positive', 35)], 100, NOW);
    expect(months.map((m) => m.key)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(months[0]).toMatchObject({ earned: 0, spent: 0, expired: 0, net: 0, balance: 100 });
    expect(months[3]).toMatchObject({ key: '2026-03', earned: 35, net: 35, balance: 135 });
    expect(months[11]).toMatchObject({ earned: 0, net: 0, balance: 135 });
  });

  it('puts a move in its local month: the last evening of a month and the first morning of the next', () => {
    const months = pointsByMonth(
      [move([2026, 4, 30, 23], 'positive', 10), move([2026, 5, 1, 0], 'positive', 20)],
      0,
      NOW,
    );
    expect(months.find((m) => m.key === '2026-04')?.earned).toBe(10);
    expect(months.find((m) => m.key === '2026-05')?.earned).toBe(20);
  });

  it('sorts earned, spent, given back and expired; a month that spends more than it earns lowers the balance', () => {
    const months = pointsByMonth(
      [
        move([2026, 1, 1, 0], 'expired', -300),
        move([2026, 6, 10], 'positive', 100),
        move([2026, 6, 15], 'reserved', -250),
        move([2026, 6, 16], 'negative', 0),
        move([2026, 6, 20], 'reserved', -90),
        move([2026, 6, 22], 'positive', 90, true),
        move([2026, 6, 25], 'negative', -20),
      ],
      1000,
      NOW,
    );
    const january = months.find((m) => m.key === '2026-01');
    expect(january).toMatchObject({ earned: 0, spent: 0, expired: 300, net: -300, balance: 700 });
    const june = months.find((m) => m.key === '2026-06');
    // The rejected order's 90 points came back: spent 250 + 20, not 360, and nothing of it counts as earned.
    expect(june).toMatchObject({ earned: 100, spent: 270, expired: 0, net: -170, balance: 530 });
    expect(monthBars(june!)).toEqual({ up: 100, spent: 270, expired: 0 });
    expect(pointsTotals(months)).toEqual({ earned: 100, spent: 270, expired: 300 });
    expect(months.at(-1)?.balance).toBe(530);
  });

  it('draws a refund of an earlier month as points in, where that month spent less than came back', () => {
    const months = pointsByMonth(
      [move([2026, 7, 30], 'reserved', -200), move([2026, 8, 2], 'positive', 200, true)],
      500,
      NOW,
    );
    const july = months.find((m) => m.key === '2026-07')!;
    const august = months.find((m) => m.key === '2026-08')!;
    expect(july).toMatchObject({ spent: 200, net: -200, balance: 300 });
    expect(august).toMatchObject({ earned: 0, spent: -200, net: 200, balance: 500 });
    expect(monthBars(august)).toEqual({ up: 200, spent: 0, expired: 0 });
  });

  it('leaves out moves outside the window (the balance before it counts them)', () => {
    const months = pointsByMonth([move([2025, 11, 30], 'positive', 999), move([2026, 12, 1], 'positive', 5)], 40, NOW);
    expect(months.every((m) => m.earned === 0)).toBe(true);
    expect(months.at(-1)?.balance).toBe(40);
  });

  it('picks round axis steps', () => {
    expect(niceScale(0)).toEqual({ step: 1, top: 0 });
    expect(niceScale(35)).toEqual({ step: 10, top: 40 });
    expect(niceScale(900)).toEqual({ step: 250, top: 1000 });
    expect(niceScale(1550)).toEqual({ step: 500, top: 2000 });
    expect(niceScale(7)).toEqual({ step: 2, top: 8 });
  });
});
