import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { OPERATOR_KEY_HEADER } from '../../contract/operator.ts';

/** Talks to the running server on 127.0.0.1:PORT with the operator key (OPERATOR_KEY or DATA_DIR/operator.key). */
export interface OperatorClient {
  request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown>;
}

export class OperatorError extends Error {}

export function operatorKey(source: Record<string, string | undefined> = process.env): string {
  if (source.OPERATOR_KEY) return source.OPERATOR_KEY;
  const file = join(resolve(source.DATA_DIR || './data'), 'operator.key');
  if (!existsSync(file)) {
    throw new OperatorError(`No operator key: set OPERATOR_KEY or start the server once so it writes ${file}.`);
  }
  return readFileSync(file, 'utf8').trim();
}

export function operatorClient(source: Record<string, string | undefined> = process.env): OperatorClient {
  const base = `http://127.0.0.1:${source.PORT || '8080'}/api`;
  const key = operatorKey(source);
  return {
    async request(method, path, body) {
      let res: Response;
      try {
        res = await fetch(`${base}${path}`, {
          method,
          headers: {
            [OPERATOR_KEY_HEADER]: key,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch {
        throw new OperatorError(`The club server does not answer at ${base}. Is it running (npm run serve)?`);
      }
      const answer = (await res.json().catch(() => ({}))) as { message?: string };
      if (!res.ok) throw new OperatorError(`${res.status}: ${answer.message ?? res.statusText}`);
      return answer;
    },
  };
}
