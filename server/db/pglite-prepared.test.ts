import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { openPgliteDb } from './pglite-db.ts';
import { MAX_PREPARED } from './pglite-prepared.ts';

describe('PGlite statements run prepared (pglite-prepared.ts)', () => {
  let db: Db & { raw: import('@electric-sql/pglite').PGlite };

  beforeAll(async () => {
    db = await openPgliteDb();
    await db.exec(`CREATE TABLE things (id int8 PRIMARY KEY, price numeric, at timestamptz, doc jsonb, tags text[],
      ok boolean, note text)`);
  });
  afterAll(() => db.close());

  it('gives the same values as PGlite query() for every type the club uses, parameters included', async () => {
    const at = new Date('2026-11-25T10:00:00.123Z');
    const params = [1, 12.5, at, { a: [1, 'x'], b: null }, ['r', 's'], true, null];
    await db.query('INSERT INTO things VALUES ($1, $2, $3, $4, $5, $6, $7)', params);
    const sql = 'SELECT *, count(*) OVER () AS n FROM things WHERE id = $1 AND at = $2';
    const prepared = await db.query(sql, [1, at]);
    const plain = (await db.raw.query(sql, [1, at])).rows;
    expect(prepared).toEqual(plain);
    expect(prepared).toEqual([
      { id: 1, price: 12.5, at, doc: { a: [1, 'x'], b: null }, tags: ['r', 's'], ok: true, note: null, n: 1 },
    ]);
    // Run again: the kept statement with other values.
    expect(await db.query(sql, [2, at])).toEqual([]);
  });

  it('reads whole numbers as query() does, short and long, negative and null', async () => {
    const sql = `SELECT $1::int2 AS a, $2::int4 AS b, $3::int4 AS c, $4::int8 AS d, $5::int8 AS e, 0::int4 AS f,
      NULL::int4 AS g, -123456789012345::int8 AS h`;
    const params = [-5, 2147483647, -2147483648, '123456789012345', '9007199254740993'];
    const prepared = await db.query(sql, params);
    expect(prepared).toEqual((await db.raw.query(sql, params)).rows);
    expect(prepared[0]).toEqual({
      a: -5,
      b: 2147483647,
      c: -2147483648,
      d: 123456789012345,
      e: 9007199254740992,
      f: 0,
      g: null,
      h: -123456789012345,
    });
  });

  it('reads a large answer that the engine writes in several pieces, nulls and repeated names as query() does', async () => {
    const sql = `SELECT g AS n, repeat('ż', g % 50) AS text, CASE WHEN g % 3 = 0 THEN NULL ELSE g END AS maybe,
      g::int8 AS n FROM generate_series(1, $1::int) g`;
    const prepared = await db.query(sql, [20_000]);
    expect(prepared).toHaveLength(20_000);
    expect(prepared).toEqual((await db.raw.query(sql, [20_000])).rows);
  });

  it('throws the database error with its code, and the statement stays usable', async () => {
    const insert = 'INSERT INTO things (id) VALUES ($1)';
    await db.query(insert, [10]);
    await expect(db.query(insert, [10])).rejects.toMatchObject({ code: '23505', query: insert });
    await db.query(insert, [11]);
    await expect(db.query('SELEC nothing')).rejects.toMatchObject({ code: '42601' });
  });

  it('closes the least recently used statement past the limit and prepares it again when asked', async () => {
    for (let i = 0; i < MAX_PREPARED + 20; i++) await db.query(`SELECT ${i}::int AS v WHERE $1::int = 1`, [1]);
    const [kept] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements');
    expect(kept!.n).toBeLessThanOrEqual(MAX_PREPARED);
    expect(await db.query('SELECT 0::int AS v WHERE $1::int = 1', [1])).toEqual([{ v: 0 }]);
  });

  it('keeps a statement outside a transaction out of it: it waits, and survives the rollback', async () => {
    let inside!: () => void;
    const started = new Promise<void>((resolve) => {
      inside = resolve;
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const failing = db.transaction(async (tx) => {
      await tx.query('INSERT INTO things (id) VALUES ($1)', [20]);
      inside();
      await held;
      throw new Error('rolled back');
    });
    await started;
    const outside = db.query('INSERT INTO things (id) VALUES ($1)', [21]);
    release();
    await expect(failing).rejects.toThrow('rolled back');
    await outside;
    const rows = await db.query<{ id: number }>('SELECT id FROM things WHERE id IN ($1, $2) ORDER BY id', [20, 21]);
    expect(rows).toEqual([{ id: 21 }]);
  });
});
