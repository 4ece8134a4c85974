import type { Context, Hono } from 'hono';
import type * as v from 'valibot';
import type { Call, Schema } from '#contract/call.ts';
import type { Deps } from '#server/deps.ts';
import type { AppEnv, AuthUser } from '#server/http/app-env.ts';
import { parsePart } from '#server/http/validation.ts';

type Out<S> = S extends Schema ? v.InferOutput<S> : undefined;

export interface BinaryAnswer {
  bytes: Uint8Array;
  type: string;
  headers?: Record<string, string>;
}

/**
 * Mounts a signed-in GET call that answers bytes (PDF, PNG) instead of JSON. mount.user answers JSON
 * only; this keeps the same order of checks: sign-in (401) first, then params and query (400).
 */
export function mountBinary<P extends Schema | undefined, Q extends Schema | undefined>(
  api: Hono<AppEnv>,
  deps: Deps,
  call: Call<P, Q, undefined, Schema>,
  handler: (req: { params: Out<P>; query: Out<Q>; user: AuthUser; c: Context<AppEnv> }) => Promise<BinaryAnswer>,
): void {
  if (call.method !== 'GET' || call.auth !== 'user') throw new Error(`${call.path}: binary calls are signed-in GETs`);
  const authenticate = deps.authenticate;
  api.get(call.path, async (c) => {
    const user = await authenticate(c);
    const params = (call.params ? parsePart(call.params, c.req.param()) : undefined) as Out<P>;
    const query = (call.query ? parsePart(call.query, c.req.query()) : undefined) as Out<Q>;
    const answer = await handler({ params, query, user, c });
    return c.body(answer.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': answer.type,
      'Content-Length': String(answer.bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      ...answer.headers,
    });
  });
}
