import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from '#server/log.ts';
import type { AppEnv } from './app-env.ts';

export interface RequestLogOptions {
  /** One line per answered request (off under NODE_ENV=test unless LOG_REQUESTS=1). */
  lines: boolean;
}

/**
 * Gives every request its logger, `c.var.log`: the app's, with the request's id (`req`: X-Request-Id, from the proxy
 * or made here) on every line a handler or a service writes with it. With `lines`, one line per request when it is
 * answered: method, path, route pattern, status and milliseconds, at `error` for a 5xx and `info` otherwise.
 * Deliberately no query string, headers or bodies: they carry tokens, login codes, e-mail addresses and phone
 * numbers (decisions 0151, 0273).
 */
export function requestLog(logger: Logger, { lines }: RequestLogOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const log = logger.child({ req: c.get('requestId') });
    c.set('log', log);
    if (!lines) return next();
    const started = performance.now();
    try {
      await next();
    } finally {
      const status = c.res.status;
      log[status >= 500 ? 'error' : 'info'](
        {
          method: c.req.method,
          path: c.req.path,
          route: routePath(c),
          status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    }
  };
}
