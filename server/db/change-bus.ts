import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type KeptScope, parseScopes } from '../http/kept-scopes.ts';

/**
 * How the instances of the club on one database tell each other that data changed, so each empties the answers it
 * keeps in memory (the token's user, the shop per region, points summaries, the maintenance switch). A notice names
 * the scopes that changed (a company, the catalogue, docs/decisions/0296), so the others empty only those.
 */
export interface ChangeBus {
  /** Tells the other instances; resolves once the database has delivered the notice (or after 250 ms). */
  announce(scopes?: readonly KeptScope[]): Promise<void>;
  /**
   * Runs fn with the scopes another instance announced, and with ['all'] when notices may have been missed
   * (reconnects).
   */
  onChange(fn: (scopes: KeptScope[]) => void): void;
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
  const handlers = new Set<(scopes: KeptScope[]) => void>();
  const echoes = new Map<string, () => void>();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let sequence = 0;
  const changed = (scopes: KeptScope[]) => {
    for (const handler of handlers) handler(scopes);
  };

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString });
    c.on('notification', (notice) => {
      // '<instance>:<sequence>:<scopes>'; a notice of an older version names no scopes and empties all.
      const [from, n, ...rest] = (notice.payload ?? '').split(':');
      if (from === id) {
        echoes.get(n ?? '')?.();
        echoes.delete(n ?? '');
      } else changed(parseScopes(rest.join(':')));
    });
    c.on('error', () => undefined);
    c.on('end', () => {
      live = false;
      client = null;
      changed(['all']);
      if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
    });
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    client = c;
    live = true;
    // Whatever changed while this instance was not listening.
    changed(['all']);
  };
  await connect();

  return {
    get live() {
      return live;
    },
    onChange: (fn) => void handlers.add(fn),
    async announce(scopes = ['all']) {
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
      await c.query('SELECT pg_notify($1, $2)', [CHANNEL, `${id}:${n}:${scopes.join(',')}`]).catch(() => undefined);
      await echoed;
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    },
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}
