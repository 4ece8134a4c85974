import type { Context, Hono } from 'hono';
import type * as v from 'valibot';
import type { Call, Schema } from '../../contract/call.ts';
import { invalidData } from './api-error.ts';
import type { AppEnv, AuthUser } from './app-env.ts';
import { parsePart } from './validation.ts';

type Out<S> = S extends Schema ? v.InferOutput<S> : undefined;

export interface CallRequest<P, Q, B> {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  c: Context<AppEnv>;
}

export type Authenticate = (c: Context<AppEnv>) => Promise<AuthUser>;

async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw invalidData({ _: ['The request body is not valid JSON.'] });
  }
}

async function parseRequest<P, Q, B>(call: Call, c: Context<AppEnv>): Promise<CallRequest<P, Q, B>> {
  const params = call.params ? parsePart(call.params, c.req.param()) : undefined;
  const query = call.query ? parsePart(call.query, c.req.query()) : undefined;
  const body = call.body ? parsePart(call.body, await readJson(c)) : undefined;
  return { params, query, body, c } as CallRequest<P, Q, B>;
}

type Result<R extends Schema> = Promise<v.InferInput<R>>;

/**
 * Registers contract calls on the /api router: validates params, query and JSON body with the call's
 * schemas (400 with per-field messages), signs the caller in for `user` calls (401 otherwise), and
 * answers the handler's result, typed by the call's response schema, as JSON.
 */
export function callMounter(api: Hono<AppEnv>, authenticate: Authenticate) {
  const mount = (call: Call, run: (c: Context<AppEnv>, user: AuthUser | null) => Promise<unknown>) => {
    api.on(call.method, call.path, async (c) => {
      const user = call.auth === 'user' ? await authenticate(c) : null;
      return c.json((await run(c, user)) as object);
    });
  };
  return {
    anyone<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined, R extends Schema>(
      call: Call<P, Q, B, R>,
      handler: (req: CallRequest<P, Q, B>) => Result<R>,
    ): void {
      if (call.auth !== 'public') throw new Error(`${call.path} needs a user; mount it with user()`);
      mount(call, async (c) => handler(await parseRequest<P, Q, B>(call, c)));
    },
    user<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined, R extends Schema>(
      call: Call<P, Q, B, R>,
      handler: (req: CallRequest<P, Q, B> & { user: AuthUser }) => Result<R>,
    ): void {
      if (call.auth !== 'user') throw new Error(`${call.path} is public; mount it with anyone()`);
      mount(call, async (c, user) => handler({ ...(await parseRequest<P, Q, B>(call, c)), user: user! }));
    },
  };
}

export type Mounter = ReturnType<typeof callMounter>;
