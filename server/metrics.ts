import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '#server/db/db.ts';
import { type Logger, silentLogger } from '#server/log.ts';

/**
 * Prometheus metrics (decision 0273). Two kinds:
 * - the process's, one set per process whichever app counts them: Node's own (`process_*`, `nodejs_*`) and the
 *   named counters below, which code deep in the services increments without being handed anything;
 * - each app's (createMetrics): requests, the database pool, the message queue. Every app has its own registry, so
 *   tests that build several apps count each one apart.
 */
const processRegistry = new Registry();
let defaultMetricsOn = false;

/** Messages a channel failed to deliver (the transport threw); the message stays queued. */
export const messagesFailed = new Counter({
  name: 'club_messages_failed_total',
  help: 'Messages whose delivery failed, by channel (email, sms, push)',
  labelNames: ['channel'] as const,
  registers: [processRegistry],
});

/** Messages a channel took (SMTP accepted it, the gateway answered; the console transport counts too). */
export const messagesSent = new Counter({
  name: 'club_messages_sent_total',
  help: 'Messages handed to their channel, by channel (email, sms, push)',
  labelNames: ['channel'] as const,
  registers: [processRegistry],
});

/** Devices whose push service said their subscription is gone (404, 410): removed (decision 0293). */
export const pushSubscriptionsGone = new Counter({
  name: 'club_push_subscriptions_gone_total',
  help: 'Push subscriptions removed because their push service answered 404 or 410',
  registers: [processRegistry],
});

/** Scheduled job runs on this instance: `ok`, `failed`, or `skipped` (another instance ran it this tick). */
export const jobRuns = new Counter({
  name: 'club_job_runs_total',
  help: 'Scheduled job runs on this instance, by job and outcome (ok, failed, skipped)',
  labelNames: ['job', 'outcome'] as const,
  registers: [processRegistry],
});

/** When each job last finished without error on this instance (Unix seconds). */
export const jobLastSuccess = new Gauge({
  name: 'club_job_last_success_timestamp_seconds',
  help: 'When the job last ran without error on this instance (Unix time)',
  labelNames: ['job'] as const,
  registers: [processRegistry],
});

const HTTP_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** A method label from the request's method: anything else a client sends is `OTHER` (labels must stay few). */
export const methodLabel = (method: string): string => (HTTP_METHODS.has(method) ? method : 'OTHER');

export interface AppMetrics {
  /** This app's metrics and the process's, as /metrics shows them. */
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpErrors: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route'>;
}

/** How long a scrape waits for the queue's count before it shows no value (the database is slow or gone). */
const QUEUE_COUNT_TIMEOUT_MS = 2000;

/**
 * The messages waiting to go out, counted on scrape: the queue's rows still to deliver (migration 0022, decision 0272:
 * queued for an attempt, or claimed by a sender), by channel; and the pushes waiting (push_messages, decision 0293).
 */
export const QUEUE_COUNT_SQL = `SELECT channel, count(*)::int AS n FROM outbox_messages
  WHERE status IN ('queued', 'sending') GROUP BY channel
  UNION ALL SELECT 'push', count(*)::int FROM push_messages WHERE status IN ('queued', 'sending')`;

export function createMetrics(db: Pick<Db, 'query' | 'poolStats'>, logger: Logger = silentLogger): AppMetrics {
  if (!defaultMetricsOn) {
    defaultMetricsOn = true;
    collectDefaultMetrics({ register: processRegistry });
  }
  const own = new Registry();
  const registers = [own];
  const httpRequests = new Counter({
    name: 'club_http_requests_total',
    help: 'Answered requests, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const httpErrors = new Counter({
    name: 'club_http_errors_total',
    help: 'Answers with a 4xx or 5xx status, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'club_http_request_duration_seconds',
    help: 'Time from the request to its answer (headers), by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  // PostgreSQL's pool as pg counts it. PGlite has no pool: one engine in the process runs one statement at a time,
  // so there is nothing to count (no gauges then).
  if (db.poolStats) {
    const stats = db.poolStats.bind(db);
    new Gauge({
      name: 'club_db_pool_connections',
      help: "Connections the instance's PostgreSQL pool holds (busy and idle)",
      registers,
      collect() {
        this.set(stats().total);
      },
    });
    new Gauge({
      name: 'club_db_pool_idle_connections',
      help: "Idle connections in the instance's PostgreSQL pool",
      registers,
      collect() {
        this.set(stats().idle);
      },
    });
    new Gauge({
      name: 'club_db_pool_waiting_requests',
      help: 'Queries waiting for a free connection of the pool',
      registers,
      collect() {
        this.set(stats().waiting);
      },
    });
  }
  new Gauge({
    name: 'club_messages_queued',
    help: 'Messages waiting to be delivered, by channel (counted in the database on scrape: the same on every instance)',
    labelNames: ['channel'] as const,
    registers,
    async collect() {
      this.reset();
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), QUEUE_COUNT_TIMEOUT_MS).unref());
      try {
        const rows = await Promise.race([db.query<{ channel: string; n: number }>(QUEUE_COUNT_SQL), timeout]);
        if (rows === null) throw new Error(`no answer within ${QUEUE_COUNT_TIMEOUT_MS} ms`);
        for (const channel of ['email', 'sms', 'push']) this.set({ channel }, 0);
        for (const row of rows) this.set({ channel: row.channel }, Number(row.n));
      } catch (error) {
        logger.warn({ component: 'metrics', err: error }, 'could not count the queued messages');
      }
    },
  });
  return { registry: Registry.merge([own, processRegistry]), httpRequests, httpErrors, httpDuration };
}
