import type { RewardBehaviour } from '#contract/behaviours.ts';

/** The server sends points as text ("180", "12.5", " 20 "); anything that is not a number counts as 0. */
export function parsePoints(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return 0;
  return Number(trimmed);
}

export interface EarningBehaviour extends Omit<RewardBehaviour, 'points'> {
  points: number;
}

/** The behaviours worth showing: those that earn points (above 0), in the server's order. */
export function earningBehaviours(list: readonly RewardBehaviour[]): EarningBehaviour[] {
  return list.map((b) => ({ ...b, points: parsePoints(b.points) })).filter((b) => b.points > 0);
}
