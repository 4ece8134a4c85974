import type { TierDefinition, TierProgress } from '#contract/tiers.ts';
import type { Queryable } from '#server/db/db.ts';
import { NOBODY, type Reader } from '../i18n/reader.ts';
import { readerLanguageOf } from '../i18n/seeded-text.ts';
import { settingTextIn } from '../settings/setting-texts.ts';

/** Category 99 counts every product; 1-9 count the products whose type has that tier category. */
export const ALL_PRODUCTS_CATEGORY = 99;

interface DefinitionRow {
  id: number;
  tier_category: number;
  name: string;
  reset_month: number;
  reset_day: number;
  brackets: { id: number; level: number; points: number; from: number; to: number | null }[];
}

/**
 * The period progress counts in: from the last reset day (a day of the year staff set per tier, 1 January unless
 * they changed it; decision 0288) up to the next, in UTC.
 */
export function resetWindow(now: Date, month: number, day: number): { start: Date; end: Date } {
  const year = now.getUTCFullYear();
  const thisYear = new Date(Date.UTC(year, month - 1, day));
  return thisYear.getTime() <= now.getTime()
    ? { start: thisYear, end: new Date(Date.UTC(year + 1, month - 1, day)) }
    : { start: new Date(Date.UTC(year - 1, month - 1, day)), end: thisYear };
}

type Definition = TierDefinition & { reset_month: number; reset_day: number };

/**
 * The region's definitions; names in the reader's language (decision 0291): the tier's own name staff wrote, else
 * the club's shared one for its English name, else English.
 */
async function definitionsOf(db: Queryable, regionId: number, now: Date, reader: Reader): Promise<Definition[]> {
  const name = settingTextIn('tier_name', "'d:' || d.id", 'd.name', 'd.name', readerLanguageOf('$2', '$3'));
  const rows = await db.query<DefinitionRow>(
    `SELECT d.id, d.tier_category, ${name} AS name, d.reset_month, d.reset_day,
            coalesce(json_agg(json_build_object('id', b.id, 'level', b.level, 'points', b.points,
              'from', b.progress_from, 'to', b.progress_to) ORDER BY b.level) FILTER (WHERE b.id IS NOT NULL), '[]') AS brackets
       FROM tier_definitions d LEFT JOIN tier_brackets b ON b.tier_definition_id = d.id
      WHERE d.region_id = $1 GROUP BY d.id ORDER BY d.tier_category`,
    [regionId, reader.userId, reader.language],
  );
  return rows.map((r) => ({ ...r, reset_at: resetWindow(now, r.reset_month, r.reset_day).end.toISOString() }));
}

/** The region's tier definitions with their brackets, in one query; each resets on its own day (reset_at). */
export async function tierDefinitions(
  db: Queryable,
  regionId: number,
  now: Date,
  reader: Reader = NOBODY,
): Promise<TierDefinition[]> {
  return (await definitionsOf(db, regionId, now, reader)).map(({ reset_month: _m, reset_day: _d, ...d }) => d);
}

/**
 * Progress per category since the tier's last reset day: products registered by the company, not rejected, in
 * projects that are not lost or rejected (docs/decisions/0023-tiers.md). Tiers that reset on the same day share one
 * count (usually every tier of a region).
 */
export async function tierProgress(
  db: Queryable,
  company: { id: number; regionId: number },
  now: Date,
): Promise<TierProgress[]> {
  const definitions = await definitionsOf(db, company.regionId, now, NOBODY);
  const windows = new Map<string, Promise<{ byCategory: Map<number, number>; all: number }>>();
  const countsIn = (month: number, day: number) => {
    const key = `${month}-${day}`;
    let counts = windows.get(key);
    if (!counts) {
      const { start, end } = resetWindow(now, month, day);
      counts = db
        .query<{ tier_category: number; n: number }>(
          `SELECT t.tier_category, count(*)::int AS n
             FROM scans s JOIN projects p ON p.id = s.project_id
             JOIN products pr ON pr.id = s.product_id JOIN product_types t ON t.id = pr.product_type_id
            WHERE s.company_id = $1 AND s.created_at >= $2 AND s.created_at < $3 AND s.flag <> 3
              AND p.status NOT IN (3, 4) AND NOT (p.status = 1 AND p.deadline_at <= $4)
            GROUP BY t.tier_category`,
          [company.id, start, end, now],
        )
        .then((rows) => ({
          byCategory: new Map(rows.map((c) => [c.tier_category, c.n])),
          all: rows.reduce((n, c) => n + c.n, 0),
        }));
      windows.set(key, counts);
    }
    return counts;
  };
  const counted = await Promise.all(definitions.map((d) => countsIn(d.reset_month, d.reset_day)));
  return definitions.flatMap((d, i) => {
    const { byCategory, all } = counted[i]!;
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
