import { PGlite, types } from '@electric-sql/pglite';
import type { Db, Tx } from './db.ts';
import { preparedStatements } from './pglite-prepared.ts';

export const pgliteParsers = {
  [types.INT8]: (value: string) => Number(value),
  [types.NUMERIC]: (value: string) => Number(value),
};

/** Whole-number types whose parser here is Number(text): PGlite's own for int2 and int4 (+text), ours for int8. */
function wholeNumberTypes(pg: PGlite): Set<number> {
  const numberParsers = new Set<unknown>([types.parsers[types.INT4], pgliteParsers[types.INT8]]);
  return new Set([types.INT2, types.INT4, types.INT8].filter((type) => numberParsers.has(pg.parsers[type])));
}

/**
 * The embedded engine serves one process and the demo data: PostgreSQL's defaults (128 MB of shared buffers, 64 MB
 * for index builds) only grow the WASM memory, which never shrinks (issue 15: idle memory).
 */
const SMALL_MEMORY = ['-c', 'shared_buffers=8MB', '-c', 'maintenance_work_mem=16MB', '-c', 'work_mem=2MB'];

/** Embedded PostgreSQL (WASM): a directory for the running club, memory when dataDir is undefined (tests). */
export async function openPgliteDb(dataDir?: string, opened?: PGlite): Promise<Db & { raw: PGlite }> {
  const pg =
    opened ??
    (await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      parsers: pgliteParsers,
      startParams: [...PGlite.defaultStartParams, ...SMALL_MEMORY],
    }));
  const prepared = preparedStatements(pg, wholeNumberTypes(pg));
  return {
    engine: 'pglite',
    raw: pg,
    query: prepared.query,
    transaction: (fn) =>
      pg.transaction((tx) => {
        const handle: Tx = {
          query: async (sql, params) => {
            // PGlite's own check: a transaction that ended takes no more statements.
            if (tx.closed) throw new Error('Transaction is closed');
            return prepared.queryInTransaction(sql, params);
          },
          exec: async (sql) => void (await tx.exec(sql)),
        };
        return fn(handle);
      }),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: () => pg.close(),
  };
}
