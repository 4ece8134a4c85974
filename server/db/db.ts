/** The one way the server talks to its database: plain SQL with $1-style parameters, no ORM. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** A connection inside a transaction; exec runs a multi-statement script without parameters. */
export interface Tx extends Queryable {
  exec(sql: string): Promise<void>;
}

/** What a connection pool holds (PostgreSQL only): its connections, the idle ones, and the queries waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Db extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs fn in one transaction on one connection; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** The pool's state for the metrics; PGlite has no pool. */
  poolStats?(): PoolStats;
}

/** The first row, or undefined. */
export async function one<T>(db: Queryable, sql: string, params?: readonly unknown[]): Promise<T | undefined> {
  const rows = await db.query<T>(sql, params);
  return rows[0];
}

/**
 * The database as seen from inside a transaction: queries run on the transaction, and a service that opens a
 * transaction of its own joins this one instead (no savepoint: its failure fails the whole). For writes that must
 * commit together with something else, such as a staff action and its audit line (decision 0276).
 */
export function joinedTransaction(tx: Tx, engine: Db['engine']): Db {
  return {
    engine,
    query: (sql, params) => tx.query(sql, params),
    exec: (sql) => tx.exec(sql),
    transaction: (fn) => fn(tx),
    close: async () => {
      throw new Error('A joined transaction is closed by its owner.');
    },
  };
}
