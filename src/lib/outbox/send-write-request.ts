import * as v from 'valibot';
import type { Call } from '#contract/call.ts';
import { type CallInput, type CallOutput, callApi } from '#src/lib/http/call-api.ts';
import type { QueuedVars } from './outbox-keys.ts';
import { sessionOwner } from './outbox-owner.ts';
import { sendQueuedOnce } from './outbox-replay.ts';
import type { WriteRequest } from './write-request.ts';

/**
 * A queued write's `mutationFn`, derived from its request declaration: the app sends the request the service worker
 * would send (same call, same parts, same Idempotency-Key), through callApi (its token refresh, its errors), and only
 * if neither sender has had an answer for it yet (docs/decisions/0294-background-sync.md).
 */
export function sendWriteRequest<TVars extends QueuedVars, C extends Call>(
  request: WriteRequest<TVars, C>,
): (vars: TVars) => Promise<CallOutput<C>> {
  return (vars) => {
    const { params, body } = request.parts(vars);
    const input = { params, body, headers: { 'Idempotency-Key': vars.idempotencyKey } } as CallInput<C>;
    return sendQueuedOnce(
      sessionOwner(),
      vars.idempotencyKey,
      () => callApi(request.call, input),
      (data) => {
        // An answer the service worker recorded is the server's JSON: parsed as callApi would have.
        const parsed = v.safeParse(request.call.response, data);
        return (parsed.success ? parsed.output : data) as CallOutput<C>;
      },
    );
  };
}
