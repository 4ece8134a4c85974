import { describe, expect, it } from 'vitest';
import { categoryLadder } from './tier-brackets.ts';

/** Roof windows in the demo data: levels from 0, 10, 30 and 60 products, the last open-ended. */
const ROOF_WINDOWS = [
  { id: 1, level: 1, points: 0, from: 0, to: 9 },
  { id: 2, level: 2, points: 50, from: 10, to: 29 },
  { id: 3, level: 3, points: 150, from: 30, to: 59 },
  { id: 4, level: 4, points: 300, from: 60, to: null },
];

const states = (progress: number) => categoryLadder(ROOF_WINDOWS, progress).steps.map((s) => s.state);

describe('categoryLadder', () => {
  it('fills the brackets reached, fills the next one partly and leaves the rest empty', () => {
    const ladder = categoryLadder(ROOF_WINDOWS, 15);
    expect(ladder.steps.map((s) => [s.level, s.state, s.fill])).toEqual([
      [1, 'filled', 1],
      [2, 'filled', 1],
      [3, 'filling', 0.25],
      [4, 'empty', 0],
    ]);
    expect(ladder.current?.level).toBe(2);
    expect(ladder.next?.level).toBe(3);
    expect(ladder.missing).toBe(15);
    expect(ladder.percent).toBe(25);
  });

  it('counts a bracket as reached at its first product', () => {
    expect(states(0)).toEqual(['filled', 'filling', 'empty', 'empty']);
    expect(states(9)).toEqual(['filled', 'filling', 'empty', 'empty']);
    expect(states(10)).toEqual(['filled', 'filled', 'filling', 'empty']);
    expect(categoryLadder(ROOF_WINDOWS, 10).steps[2]!.fill).toBe(0);
  });

  it('marks 100 % only when the top bracket is reached', () => {
    expect(categoryLadder(ROOF_WINDOWS, 59).percent).toBe(98);
    const top = categoryLadder(ROOF_WINDOWS, 60);
    expect(top.percent).toBe(100);
    expect(top.steps.every((s) => s.state === 'filled')).toBe(true);
    expect(top.next).toBeNull();
    expect(top.missing).toBe(0);
    expect(categoryLadder(ROOF_WINDOWS, 250).percent).toBe(100);
  });

  it('never rounds up to 100 % below the top bracket', () => {
    const ladder = categoryLadder([...ROOF_WINDOWS.slice(0, 3), { ...ROOF_WINDOWS[3]!, from: 1000 }], 999);
    expect(ladder.percent).toBe(99);
    expect(ladder.next?.level).toBe(4);
  });

  it('orders brackets by where they start and copes with a first bracket above zero', () => {
    const ladder = categoryLadder(
      [
        { id: 2, level: 2, points: 40, from: 20, to: null },
        { id: 1, level: 1, points: 10, from: 5, to: 19 },
      ],
      2,
    );
    expect(ladder.steps.map((s) => [s.level, s.state, s.fill])).toEqual([
      [1, 'filling', 0.4],
      [2, 'empty', 0],
    ]);
    expect(ladder.current).toBeNull();
    expect(ladder.missing).toBe(3);
  });

  it('has nothing to show without brackets', () => {
    expect(categoryLadder([], 12)).toEqual({ steps: [], percent: 0, current: null, next: null, missing: 0 });
  });
});
