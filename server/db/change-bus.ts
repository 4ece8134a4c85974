import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * How the instances of the club on one database tell each other that data changed, so each empties the answers it
 * keeps in memory (the token's user, the shop per region, points summaries, the maintenance switch).
 */
export interface ChangeBus {
  /** Tells the other instances; resolves once the database has delivered the notice (or after 250 ms). */
  announce(): Promise<void>;
  /** Runs fn when another instance announced a change, and when notices may have been missed (reconnects). */
  onChange(fn: () => void): void;
  /** Whether notices are flowing; while they are not, kept answers must not be trusted. */
  readonly live: boolean;
  close(): Promise<void>;
}

/** One process (PGlite, tests): nobody else to tell. */
export function localChangeBus(): ChangeBus {
  return { announce: async () => undefined, onChange: () => undefined, live: true, close: async () => undefined };
}

const CHANNEL = 'club_changes';
const ECHO_WAIT_MS = 250;
/**
 * After its own echo, the writer waits this long before its answer leaves: PostgreSQL signals every listening
 * backend at commit, and each sends the notice to its instance within about a millisecond of the writer's echo.
 */
const SETTLE_MS = 10;

/**
 * PostgreSQL LISTEN/NOTIFY on a connection of its own (decision 0150). A notice reaches every listener at the same
 * moment, the sender included: waiting for its own echo (and SETTLE_MS) before the write's answer leaves means the
 * other instances have the notice before the client's next request can reach them.
 */
export async function postgresChangeBus(connectionString: string): Promise<ChangeBus> {
  const id = randomUUID();
  const handlers = new Set<() => void>();
  const echoes = new Map<string, () => void>();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let sequence = 0;
  const changed = () => {
    for (const handler of handlers) handler();
  };

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString });
    c.on('notification', (notice) => {
      const [from, n] = (notice.payload ?? '').split(':');
      if (from === id) {
        echoes.get(n ?? '')?.();
        echoes.delete(n ?? '');
      } else changed();
    });
    c.on('error', () => undefined);
    c.on('end', () => {
      live = false;
      client = null;
      changed();
      if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
    });
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    client = c;
    live = true;
    // Whatever changed while this instance was not listening.
    changed();
  };
  await connect();

  return {
    get live() {
      return live;
    },
    onChange: (fn) => void handlers.add(fn),
    async announce() {
      const c = client;
      if (!c) return;
      const n = String(++sequence);
      const echoed = new Promise<void>((resolve) => {
        echoes.set(n, resolve);
        setTimeout(() => {
          echoes.delete(n);
          resolve();
        }, ECHO_WAIT_MS).unref();
      });
      await c.query('SELECT pg_notify($1, $2)', [CHANNEL, `${id}:${n}`]).catch(() => undefined);
      await echoed;
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    },
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}
