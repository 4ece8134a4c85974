import { PGlite, types } from '@electric-sql/pglite';
import type { Db, Queryable, Tx } from './db.ts';

export const pgliteParsers = {
  [types.INT8]: (value: string) => Number(value),
  [types.NUMERIC]: (value: string) => Number(value),
};

/** Embedded PostgreSQL (WASM): a directory for the running club, memory when dataDir is undefined (tests). */
export async function openPgliteDb(dataDir?: string, opened?: PGlite): Promise<Db & { raw: PGlite }> {
  const pg =
    opened ?? (await PGlite.create(dataDir ? { dataDir, parsers: pgliteParsers } : { parsers: pgliteParsers }));
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await q.query<T>(sql, params as unknown[] | undefined);
      return result.rows;
    },
  });
  return {
    engine: 'pglite',
    raw: pg,
    ...wrap(pg),
    transaction: (fn) =>
      pg.transaction((tx) => {
        const handle: Tx = { ...wrap(tx), exec: async (sql) => void (await tx.exec(sql)) };
        return fn(handle);
      }),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: () => pg.close(),
  };
}
