import type { TierDefinition, TierProgress } from '#contract/tiers.ts';
import type { Queryable } from '#server/db/db.ts';
import { yearBounds } from '../scans/scan-stats.ts';

/** Category 99 counts every product; 1-9 count the products whose type has that tier category. */
export const ALL_PRODUCTS_CATEGORY = 99;

interface DefinitionRow {
  id: number;
  tier_category: number;
  name: string;
  brackets: { id: number; level: number; points: number; from: number; to: number | null }[];
}

/** The region's tier definitions with their brackets, in one query. */
export async function tierDefinitions(db: Queryable, regionId: number, now: Date): Promise<TierDefinition[]> {
  const rows = await db.query<DefinitionRow>(
    `SELECT d.id, d.tier_category, d.name,
            coalesce(json_agg(json_build_object('id', b.id, 'level', b.level, 'points', b.points,
              'from', b.progress_from, 'to', b.progress_to) ORDER BY b.level) FILTER (WHERE b.id IS NOT NULL), '[]') AS brackets
       FROM tier_definitions d LEFT JOIN tier_brackets b ON b.tier_definition_id = d.id
      WHERE d.region_id = $1 GROUP BY d.id ORDER BY d.tier_category`,
    [regionId],
  );
  // Progress counts the calendar year, so every definition resets on the next 1 January (UTC).
  const resetAt = yearBounds(now).end.toISOString();
  return rows.map((r) => ({ ...r, reset_at: resetAt }));
}

/**
 * Progress per category this calendar year: products registered by the company, not rejected, in projects
 * that are not lost or rejected (docs/decisions/0023-tiers.md).
 */
export async function tierProgress(
  db: Queryable,
  company: { id: number; regionId: number },
  now: Date,
): Promise<TierProgress[]> {
  const { start, end } = yearBounds(now);
  const [definitions, counts] = await Promise.all([
    tierDefinitions(db, company.regionId, now),
    db.query<{ tier_category: number; n: number }>(
      `SELECT t.tier_category, count(*)::int AS n
         FROM scans s JOIN projects p ON p.id = s.project_id
         JOIN products pr ON pr.id = s.product_id JOIN product_types t ON t.id = pr.product_type_id
        WHERE s.company_id = $1 AND s.created_at >= $2 AND s.created_at < $3 AND s.flag <> 3
          AND p.status NOT IN (3, 4) AND NOT (p.status = 1 AND p.deadline_at <= $4)
        GROUP BY t.tier_category`,
      [company.id, start, end, now],
    ),
  ]);
  const byCategory = new Map(counts.map((c) => [c.tier_category, c.n]));
  const all = counts.reduce((n, c) => n + c.n, 0);
  return definitions.flatMap((d) => {
    const progress = d.tier_category === ALL_PRODUCTS_CATEGORY ? all : (byCategory.get(d.tier_category) ?? 0);
    const reached = d.brackets.filter((b) => b.from <= progress);
    const current = reached.at(-1) ?? d.brackets[0];
    if (!current) return [];
    const next = d.brackets.find((b) => b.level > current.level && b.from > progress);
    return [
      {
        tier_definition: { id: d.id, tier_category: d.tier_category },
        tier_bracket: { level: current.level, points: current.points, from: current.from, to: current.to },
        progress,
        next_bracket_points: next ? next.points : null,
        next_bracket_missing: next ? next.from - progress : 0,
        year: now.getUTCFullYear(),
      },
    ];
  });
}
