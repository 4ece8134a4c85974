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

/** Where the CLI talks to and how it signs in: the key, or a staff session's token (decision 0276). */
export interface ClientTarget {
  /** `--url`: the club's origin (https://, or http:// to this machine); the local server by default. */
  url?: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The API's base for a target: a remote origin must use https, so the key or token never crosses in clear text. */
export function apiBase(source: Record<string, string | undefined>, target: ClientTarget = {}): string {
  if (!target.url) return `http://127.0.0.1:${source.PORT || '8080'}/api`;
  let url: URL;
  try {
    url = new URL(target.url);
  } catch {
    throw new OperatorError(`--url ${target.url} is not a web address (https://club.example.com).`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    throw new OperatorError(
      'Use https:// to reach another machine: the key or token would cross the network in clear text.',
    );
  }
  return `${url.origin}/api`;
}

/**
 * Talks to the club's API: the local server, or `--url`. Signs in with STAFF_TOKEN (a staff session's token: the
 * staff calls of its role) when set, else with the operator key (every call).
 */
export function operatorClient(
  source: Record<string, string | undefined> = process.env,
  target: ClientTarget = {},
): OperatorClient {
  const base = apiBase(source, target);
  const auth: Record<string, string> = source.STAFF_TOKEN
    ? { authorization: `Bearer ${source.STAFF_TOKEN}` }
    : { [OPERATOR_KEY_HEADER]: operatorKey(source) };
  return {
    async request(method, path, body) {
      let res: Response;
      try {
        res = await fetch(`${base}${path}`, {
          method,
          headers: {
            ...auth,
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
