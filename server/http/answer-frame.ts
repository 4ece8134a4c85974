import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from '#server/log.ts';
import { type AppMetrics, methodLabel } from '#server/metrics.ts';
import type { AppEnv } from './app-env.ts';
import { compressAnswer } from './compress-answers.ts';
import { leavesWhole } from './json-answer.ts';
import { API_SECURITY_HEADERS, isJsonAnswer, type SecurityHeaders, securityHeaderSource } from './security-headers.ts';

/** A request id from the proxy is kept when it is short and plain; otherwise the app makes one. */
const REQUEST_ID_MAX = 64;
const PLAIN_ID = /^[\w\-=]+$/;

/**
 * A logger that becomes the request's child logger (every line with `req`, the request's id) on its first use: a
 * read that logs nothing makes no child (pino serializes a child's bindings when it is made).
 */
function requestLogger(logger: Logger, id: string): Logger {
  let child: Logger | undefined;
  const real = () => {
    child ??= logger.child({ req: id });
    return child;
  };
  return new Proxy({} as Logger, {
    get(_target, key) {
      const value = Reflect.get(real(), key);
      return typeof value === 'function' ? value.bind(real()) : value;
    },
    set(_target, key, value) {
      return Reflect.set(real(), key, value);
    },
    has(_target, key) {
      return Reflect.has(real(), key);
    },
  });
}

export interface AnswerFrameOptions {
  logger: Logger;
  /** One line per answered request (off under NODE_ENV=test unless LOG_REQUESTS=1). */
  lines: boolean;
  metrics: AppMetrics;
  publicDir: string;
}

/**
 * What every request and answer goes through, in one step (decision 0298; before, five middlewares):
 * - the request's id (X-Request-Id from the proxy when short and plain, else a new UUID), sent back on the answer;
 * - its logger, `c.var.log`, every line with that id (decisions 0151, 0273); with `lines`, one line per answer:
 *   method, path, route pattern, status and milliseconds, at `error` for a 5xx and `info` otherwise. Deliberately
 *   no query string, headers or bodies: they carry tokens, login codes, e-mail addresses and phone numbers;
 * - the answer counted and timed by method, route pattern and status (metrics-route.ts);
 * - the security headers (security-headers.ts) on every answer, and X-Powered-By removed: a JSON answer's short set,
 *   the pages' policy on everything else (decision 0307);
 * - a text answer built in memory without its length gets one, gzipped when worth it (compress-answers.ts).
 * Answers of contract calls come with all of it already (`c.var.answerHeaders`, json-answer.ts) and leave untouched.
 */
export function answerFrame({ logger, lines, metrics, publicDir }: AnswerFrameOptions): MiddlewareHandler<AppEnv> {
  const security = securityHeaderSource(publicDir);
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header('x-request-id');
    const id = given && given.length <= REQUEST_ID_MAX && PLAIN_ID.test(given) ? given : randomUUID();
    c.set('requestId', id);
    c.set('log', requestLogger(logger, id));
    c.set('answerHeaders', { ...API_SECURITY_HEADERS, 'X-Request-Id': id });
    await next();
    if (!leavesWhole(c.res)) await finish(c, security, id);
    const method = methodLabel(c.req.method);
    const route = routePath(c);
    const status = c.res.status;
    const ms = performance.now() - started;
    metrics.httpDuration.observe({ method, route }, ms / 1000);
    metrics.httpRequests.inc({ method, route, status: String(status) });
    if (status >= 400) metrics.httpErrors.inc({ method, route, status: String(status) });
    if (lines) {
      const line = { req: id, method: c.req.method, path: c.req.path, route, status, ms: Math.round(ms * 10) / 10 };
      logger[status >= 500 ? 'error' : 'info'](line, 'request');
    }
  };
}

/**
 * Any other answer: its length (and gzip), then the security headers over whatever it set (a JSON answer's, or the
 * pages' with the shell's inline scripts), and the request's id.
 */
async function finish(c: Context<AppEnv>, pageHeaders: () => SecurityHeaders | Promise<SecurityHeaders>, id: string) {
  await compressAnswer(c);
  const headers = c.res.headers;
  const security = isJsonAnswer(headers.get('Content-Type')) ? API_SECURITY_HEADERS : await pageHeaders();
  for (const name in security) headers.set(name, security[name]!);
  headers.delete('X-Powered-By');
  headers.set('X-Request-Id', id);
}
