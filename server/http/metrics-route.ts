import { createHash, timingSafeEqual } from 'node:crypto';
import { type Handler, Hono } from 'hono';
import { OPERATOR_KEY_HEADER } from '#contract/operator.ts';
import type { AppMetrics } from '#server/metrics.ts';
import type { AppEnv } from './app-env.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The operator key as the operator API takes it (X-Operator-Key), or as a bearer token (Prometheus' own way). */
function givesKey(header: (name: string) => string | undefined, key: string): boolean {
  const bearer = /^Bearer\s+(.+)$/i.exec(header('authorization') ?? '')?.[1];
  const given = header(OPERATOR_KEY_HEADER) ?? bearer ?? '';
  return given !== '' && timingSafeEqual(digest(given), digest(key));
}

/** The exposition text of the app's and the process's metrics (Prometheus text format 0.0.4). */
export function metricsAnswer(metrics: AppMetrics): Handler {
  return async (c) =>
    c.body(await metrics.registry.metrics(), 200, {
      'Content-Type': metrics.registry.contentType,
      'Cache-Control': 'no-store',
    });
}

/** `/metrics` on the app's port: the operator key or 401, as every /api/operator call (decision 0273). */
export function keyedMetrics(metrics: AppMetrics, operatorKey: string): Handler<AppEnv> {
  const answer = metricsAnswer(metrics);
  return (c, next) => {
    if (!givesKey((name) => c.req.header(name), operatorKey)) {
      return c.json({ message: 'A valid operator key is required.' }, 401, { 'WWW-Authenticate': 'Bearer' });
    }
    return answer(c, next);
  };
}

/**
 * What METRICS_PORT serves: `/metrics` with no key (the port is for the monitoring network only), 404 for the rest.
 */
export function metricsPort(metrics: AppMetrics): Hono {
  const app = new Hono();
  app.get('/metrics', metricsAnswer(metrics));
  app.all('*', (c) => c.json({ message: 'Only /metrics here.' }, 404));
  return app;
}
