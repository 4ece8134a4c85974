import type { Queryable } from '../db.ts';

/** [level bonus points, progress from]; the last bracket is open-ended (docs/decisions/0023-tiers.md). */
const BRACKETS: Record<number, { name: string; steps: [number, number][] }> = {
  1: {
    name: 'Roof windows',
    steps: [
      [0, 0],
      [50, 10],
      [150, 30],
      [300, 60],
    ],
  },
  2: {
    name: 'Flashings',
    steps: [
      [0, 0],
      [25, 10],
      [75, 30],
    ],
  },
  3: {
    name: 'Blinds and awnings',
    steps: [
      [0, 0],
      [20, 5],
      [60, 20],
    ],
  },
  99: {
    name: 'All products',
    steps: [
      [0, 0],
      [100, 20],
      [250, 50],
      [500, 100],
    ],
  },
};

/** Every tier resets on 1 January (month, day); staff may move a tier's reset day (decision 0288). */
const RESET = { month: 1, day: 1 };

/** The same tier ladder in every region with registration (regions 8 and 15 have no installers). */
export async function seedTiers(tx: Queryable): Promise<void> {
  const regions = await tx.query<{ id: number }>('SELECT id FROM regions WHERE registration ORDER BY id');
  for (const { id: regionId } of regions) {
    for (const [category, def] of Object.entries(BRACKETS)) {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO tier_definitions (region_id, tier_category, name, reset_month, reset_day)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [regionId, Number(category), def.name, RESET.month, RESET.day],
      );
      for (const [i, [points, from]] of def.steps.entries()) {
        const next = def.steps[i + 1];
        await tx.query(
          `INSERT INTO tier_brackets (tier_definition_id, level, points, progress_from, progress_to)
           VALUES ($1, $2, $3, $4, $5)`,
          [row!.id, i + 1, points, from, next ? next[1] - 1 : null],
        );
      }
    }
  }
}
