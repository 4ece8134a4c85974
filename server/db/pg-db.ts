import { createHash } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import pg from 'pg';
import { type Logger, silentLogger } from '#server/log.ts';
import type { Db, Queryable, Tx } from './db.ts';

// Counts and sums come back as int8/numeric; the club's numbers all fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);

/**
 * Statements with parameters run as named prepared statements: PostgreSQL parses and plans each one once per
 * connection instead of on every request (the same SQL text always gets the same name).
 */
const names = new Map<string, string>();
/** bench:scale only: each distinct statement, with its first parameters, is written here for EXPLAIN. */
const traceFile = process.env.SQL_TRACE_FILE;
const traced = new Set<string>();
function prepared(sql: string, params?: readonly unknown[]): pg.QueryConfig {
  if (traceFile && !traced.has(sql)) {
    traced.add(sql);
    appendFileSync(traceFile, `${JSON.stringify({ sql, params: params ?? [] })}\n`);
  }
  if (!params || params.length === 0) return { text: sql };
  let name = names.get(sql);
  if (!name) {
    name = `q_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    names.set(sql, name);
  }
  return { name, text: sql, values: params as unknown[] };
}

export async function openPostgresDb(connectionString: string, max = 20, logger: Logger = silentLogger): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max });
  // A pooled connection the server ended while idle (a restart, a kill): pg drops it and opens another when needed.
  pool.on('error', (error) => logger.error({ component: 'db', err: error }, 'idle database connection failed'));
  const client = await pool.connect();
  client.release();
  const query: Queryable['query'] = async <T>(sql: string, params?: readonly unknown[]) => {
    const result = await pool.query(prepared(sql, params));
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
            (await conn.query(prepared(sql, params))).rows as T[],
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
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
