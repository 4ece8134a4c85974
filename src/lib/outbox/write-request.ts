import type * as v from 'valibot';
import type { Call, Schema } from '#contract/call.ts';
import type { OutboxKey, QueuedVars } from './outbox-keys.ts';

type Input<S> = S extends Schema ? v.InferInput<S> : never;

/**
 * A queued write's request as data: the contract's call and its parts, built from the variables stored with the
 * write. The app sends it through callApi, the service worker through fetch (Background Sync): one declaration, so
 * both send the same request with the same Idempotency-Key (docs/decisions/0294-background-sync.md). No React,
 * TanStack Query or Lingui here: the service worker imports it.
 */
export interface WriteRequest<TVars extends QueuedVars = QueuedVars, C extends Call = Call> {
  /** Stored with every queued write of this kind: never change it once shipped (see `outboxKey`). */
  readonly key: OutboxKey;
  readonly call: C;
  parts(vars: TVars): { params?: Input<C['params']>; body?: Input<C['body']> };
}

/** Declares a queued write's request (an identity that checks and infers its types). */
export function defineWriteRequest<TVars extends QueuedVars, C extends Call>(
  request: WriteRequest<TVars, C>,
): WriteRequest<TVars, C> {
  return request;
}

/** One request ready to send: its method, its path below `/api` (params filled in), body and Idempotency-Key. */
export interface OutboxRequest {
  method: string;
  path: string;
  body?: unknown;
  idempotencyKey: string;
}

/** A contract path with its `:params` filled in, without the leading slash (relative to the API's prefix). */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
  return filled.replace(/^\//, '');
}

export function outboxRequest<TVars extends QueuedVars>(write: WriteRequest<TVars>, vars: TVars): OutboxRequest {
  const { params, body } = write.parts(vars);
  return {
    method: write.call.method,
    path: fillPath(write.call.path, params as Record<string, unknown> | undefined),
    ...(body !== undefined && { body }),
    idempotencyKey: vars.idempotencyKey,
  };
}
