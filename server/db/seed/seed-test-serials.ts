import type { Queryable } from '../db.ts';

export const TEST_SERIAL_PREFIX = 'RW-CHAOS-';

/**
 * Outside production only (TEST_SERIALS): that many more free serial numbers, RW-CHAOS-00001 and on, all roof
 * windows, for the randomized offline test (each run scans serials no one used before). One statement, any
 * size; already present ones are kept.
 */
export async function seedTestSerials(db: Queryable, count: number): Promise<void> {
  if (count <= 0) return;
  await db.query(
    `INSERT INTO products (serial_number, product_type_id, size, variant)
     SELECT $2 || lpad(n::text, 5, '0'), 1, 'MK04 78×98', 'Pine, white lacquer' FROM generate_series(1, $1::int) AS n
     ON CONFLICT (serial_number) DO NOTHING`,
    [count, TEST_SERIAL_PREFIX],
  );
}
