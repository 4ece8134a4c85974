import { describe, expect, it } from 'vitest';
import { earningBehaviours, parsePoints } from './behaviour-points.ts';

describe('parsePoints', () => {
  it('reads whole and decimal numbers sent as text', () => {
    expect(parsePoints('180')).toBe(180);
    expect(parsePoints(' 20 ')).toBe(20);
    expect(parsePoints('12.5')).toBe(12.5);
    expect(parsePoints('12,5')).toBe(12.5);
    expect(parsePoints('-5')).toBe(-5);
  });

  it('counts what is not a number as 0', () => {
    expect(parsePoints('')).toBe(0);
    expect(parsePoints('abc')).toBe(0);
    expect(parsePoints('10 points')).toBe(0);
  });
});

describe('earningBehaviours', () => {
  const b = (slug: string, points: string) => ({ uuid: slug, slug, name: slug, description: '', icon: '', points });

  it('keeps only the behaviours above 0 points, in order, with the points as numbers', () => {
    const list = [b('survey', '180'), b('closed', '0'), b('odd', 'n/a'), b('minus', '-3'), b('welcome', '20')];
    expect(earningBehaviours(list).map((x) => [x.slug, x.points])).toEqual([
      ['survey', 180],
      ['welcome', 20],
    ]);
  });
});
