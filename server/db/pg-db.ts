import pg from 'pg';
import type { Db, Queryable, Tx } from './db.ts';

// Counts and sums come back as int8/numeric; the club's numbers all fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);

export async function openPostgresDb(connectionString: string, max = 20): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', (error) => console.error('[db] idle client error', error));
  const client = await pool.connect();
  client.release();
  const query: Queryable['query'] = async <T>(sql: string, params?: readonly unknown[]) => {
    const result = await pool.query(sql, params as unknown[] | undefined);
    return result.rows as T[];
  };
  return {
    engine: 'postgres',
    query,
    async transaction(fn) {
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const tx: Tx = {
          query: async <T>(sql: string, params?: readonly unknown[]) =>
            (await conn.query(sql, params as unknown[] | undefined)).rows as T[],
          exec: async (sql) => void (await conn.query(sql)),
        };
        const result = await fn(tx);
        await conn.query('COMMIT');
        return result;
      } catch (error) {
        await conn.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        conn.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
