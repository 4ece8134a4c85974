import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

/** Where the server's log lines go: one JSON object per line (stdout in production). */
export type LogLine = (entry: Record<string, unknown>) => void;

export const jsonLines =
  (write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): LogLine =>
  (entry) =>
    write(JSON.stringify({ time: new Date().toISOString(), ...entry }));

/**
 * One line per request: its id (X-Request-Id, from the proxy or made here), method, path, status and time.
 * Deliberately no query string, headers or bodies: they carry tokens, login codes, e-mail addresses and phone
 * numbers (decision 0151).
 */
export function requestLog(log: LogLine): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      log({
        level: c.res.status >= 500 ? 'error' : 'info',
        req: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  };
}
