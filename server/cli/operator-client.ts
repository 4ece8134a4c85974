import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as v from 'valibot';
import type { Call, HttpMethod, Schema } from '#contract/call.ts';
import { OPERATOR_KEY_HEADER } from '#contract/operator.ts';

/** Talks to the running server on 127.0.0.1:PORT with the operator key (OPERATOR_KEY or DATA_DIR/operator.key). */
export interface OperatorClient {
  /** One request below /api; answers the JSON body, throws OperatorError on a refusal. Commands use callOperator. */
  request(method: HttpMethod, path: string, body?: unknown): Promise<unknown>;
}

/** One row of the CLI's command table (operator-commands.ts); the areas' rows live in commands/. */
export interface OperatorCommand {
  usage: string;
  summary: string;
  run(client: OperatorClient, args: string[]): Promise<string>;
}

export class OperatorError extends Error {}

/** A request part the call defines is required; one it does not define cannot be sent. */
type Part<K extends string, S> = [S] extends [never]
  ? { [key in K]?: never }
  : [S] extends [Schema]
    ? { [key in K]: v.InferInput<S> }
    : { [key in K]?: never };

/** What callOperator sends for a call: its params, query and body, typed by the call's schemas. */
export type OperatorCallInput<C extends Call> = Part<'params', Exclude<C['params'], undefined>> &
  Part<'query', Exclude<C['query'], undefined>> &
  Part<'body', Exclude<C['body'], undefined>>;

/**
 * Makes one operator call of the contract: fills the call's path from params, adds the query, sends the body,
 * and answers the response parsed with the call's response schema (an answer that does not match is an
 * OperatorError, as a refusal is).
 */
export async function callOperator<C extends Call>(
  client: OperatorClient,
  call: C,
  ...[input]: object extends OperatorCallInput<C> ? [OperatorCallInput<C>?] : [OperatorCallInput<C>]
): Promise<v.InferOutput<C['response']>> {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  const path = call.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, unknown> | undefined)?.[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, String(value));
  const answer = await client.request(call.method, search.size > 0 ? `${path}?${search}` : path, body);
  const parsed = v.safeParse(call.response, answer);
  if (!parsed.success) {
    throw new OperatorError(`The server's answer to ${call.method} ${call.path} did not match the contract.`);
  }
  return parsed.output;
}

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
      const answer: unknown = await res.json().catch(() => ({}));
      if (!res.ok) throw new OperatorError(`${res.status}: ${refusal(answer) ?? res.statusText}`);
      return answer;
    },
  };
}

/** The message of a refusal's JSON body ({ message }), if it has one. */
function refusal(answer: unknown): string | undefined {
  const parsed = v.safeParse(v.object({ message: v.string() }), answer);
  return parsed.success ? parsed.output.message : undefined;
}
