import { createHash } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pg from 'pg';
import { type Logger, silentLogger } from '#server/log.ts';
import type { Db, Queryable, Tx } from './db.ts';

// Counts and sums come back as int8/numeric; the club's numbers all fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);

/**
 * pg's Result#addFields, run for every statement's row description (PostgreSQL sends one with each execution),
 * builds each row's template as a prototype-less object and copies it: dictionary-mode objects, which cost the
 * profile of /user/self (40 columns) 18 µs per statement, more than the rest of the row's handling (decision 0303).
 * The same template here as an ordinary object (fast properties; rows copied from it share one shape per
 * statement). A column named like an Object.prototype member keeps pg's own way (it would not be an own key).
 */
type PgResult = {
  fields: { name: string; dataTypeID: number; format?: string }[];
  _parsers: unknown[];
  _types?: { getTypeParser(oid: number, format: string): unknown };
  _prebuiltEmptyResultObject: Record<string, null>;
};
const pgAddFields = (
  pg as unknown as { Result: { prototype: { addFields(this: PgResult, f: PgResult['fields']): void } } }
).Result.prototype;
const originalAddFields = pgAddFields.addFields;
pgAddFields.addFields = function addFields(this: PgResult, fieldDescriptions: PgResult['fields']): void {
  if (fieldDescriptions.some((d) => d.name in Object.prototype)) {
    originalAddFields.call(this, fieldDescriptions);
    return;
  }
  this.fields = fieldDescriptions;
  if (fieldDescriptions.length) this._parsers = new Array(fieldDescriptions.length);
  const row: Record<string, null> = {};
  for (let i = 0; i < fieldDescriptions.length; i++) {
    const desc = fieldDescriptions[i]!;
    row[desc.name] = null;
    this._parsers[i] = (this._types ?? pg.types).getTypeParser(desc.dataTypeID, (desc.format || 'text') as 'text');
  }
  this._prebuiltEmptyResultObject = row;
};

/**
 * pg's Query copies every query's config with Object.getOwnPropertyDescriptors and Object.defineProperties (so the
 * caller's object is left alone), which makes a dictionary-mode object: 9-15 µs of each statement in the profiles of
 * the uncached reads, as much as the rest of the statement's sending (decision 0307). The configs made here are plain
 * objects with data properties only, which a spread copies the same; anything else goes pg's own way.
 */
type QueryConfigInput = Record<string, unknown> & { callback?: unknown; values?: unknown };
const pgUtils = createRequire(import.meta.url)('pg/lib/utils.js') as {
  normalizeQueryConfig(config: string | QueryConfigInput, values?: unknown, callback?: unknown): QueryConfigInput;
};
const originalNormalize = pgUtils.normalizeQueryConfig;
pgUtils.normalizeQueryConfig = function normalizeQueryConfig(config, values, callback) {
  if (typeof config !== 'object' || config === null || Object.getPrototypeOf(config) !== Object.prototype) {
    return originalNormalize(config, values, callback);
  }
  const copy: QueryConfigInput = { ...config };
  if (values) {
    if (typeof values === 'function') copy.callback = values;
    else copy.values = values;
  }
  if (callback) copy.callback = callback;
  return copy;
};

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
