import type { TierDefinition } from '#contract/tiers.ts';

/** Category 99 counts every product (the headline figure); 1-9 are product categories. */
export const ALL_PRODUCTS_CATEGORY = 99;

type Bracket = TierDefinition['brackets'][number];

/** Reached, being worked towards (the next one), or further away. */
export type BracketState = 'filled' | 'filling' | 'empty';

export interface BracketStep {
  level: number;
  /** Bonus points for reaching the bracket. */
  points: number;
  from: number;
  state: BracketState;
  /** How much of the way from the previous bracket to this one is done, 0 to 1. */
  fill: number;
}

export interface CategoryLadder {
  steps: BracketStep[];
  /** Progress towards the top bracket, 0 to 100: reaching the top bracket marks 100 % (the spec). */
  percent: number;
  /** The bracket reached last; null while even the first is ahead. */
  current: BracketStep | null;
  /** The next bracket to reach; null at the top. */
  next: BracketStep | null;
  /** Progress still needed for the next bracket; 0 at the top. */
  missing: number;
}

/**
 * Lays a category's brackets out as steps for the given progress (products registered this year): a bracket is
 * filled once progress reaches its `from`, the first one not reached is filling, the ones after it are empty.
 */
export function categoryLadder(brackets: readonly Bracket[], progress: number): CategoryLadder {
  const sorted = [...brackets].sort((a, b) => a.from - b.from || a.level - b.level);
  let previousFrom = 0;
  let nextFound = false;
  const steps = sorted.map((bracket): BracketStep => {
    const base = { level: bracket.level, points: bracket.points, from: bracket.from };
    const start = previousFrom;
    previousFrom = bracket.from;
    if (progress >= bracket.from) return { ...base, state: 'filled', fill: 1 };
    if (nextFound) return { ...base, state: 'empty', fill: 0 };
    nextFound = true;
    const span = bracket.from - start;
    const fill = span > 0 ? Math.min(1, Math.max(0, (progress - start) / span)) : 0;
    return { ...base, state: 'filling', fill };
  });
  const top = steps.at(-1);
  const next = steps.find((step) => step.state === 'filling') ?? null;
  const current = steps.filter((step) => step.state === 'filled').at(-1) ?? null;
  let percent = 0;
  if (top?.state === 'filled') percent = 100;
  else if (top) percent = Math.min(99, Math.max(0, Math.floor((progress / top.from) * 100)));
  return { steps, percent, current, next, missing: next ? next.from - progress : 0 };
}
