/// <reference lib="WebWorker" />
import { refresh, type TokenObject } from '#contract/auth.ts';
import { workerAccessToken } from '#src/lib/auth/worker-session.ts';
import { ApiError, OFFLINE, retryAfterOf } from '#src/lib/http/api-error.ts';
import { replayStoredOutbox } from '#src/lib/outbox/outbox-replay.ts';
import { OUTBOX_SYNC_MESSAGE, OUTBOX_SYNC_TAG } from '#src/lib/outbox/sync-signal.ts';
import { fillPath } from '#src/lib/outbox/write-request.ts';
import { queuedWriteRequests } from '#src/queued-write-requests.ts';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync's event (Chromium), not in TypeScript's WebWorker lib. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/** One API request from the worker: the server's JSON, or an ApiError as callApi would throw it (0: no answer). */
async function api(path: string, init: { method: string; body?: unknown; headers?: Record<string, string> }) {
  let response: Response;
  try {
    response = await fetch(`${self.location.origin}/api/${path}`, {
      method: init.method,
      // The profile's language (call-api.ts `readerLanguage` without a choice stored on the device).
      headers: {
        'Accept-Language': '*',
        ...init.headers,
        ...(init.body !== undefined && { 'Content-Type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch (error) {
    throw new ApiError(OFFLINE, error instanceof Error ? error.message : 'The request failed.');
  }
  const text = await response.text();
  let body: { message?: string; errors?: Record<string, string[]> } | null = null;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  if (response.ok) return body;
  // A refused token is the app's to renew or end: the write waits for it rather than being refused.
  if (response.status === 401) throw new ApiError(OFFLINE, 'The session needs the app.');
  throw new ApiError(response.status, body?.message ?? response.statusText, body?.errors ?? {}, retryAfterOf(response));
}

const renew = (token: TokenObject) =>
  api(fillPath(refresh.path), { method: refresh.method, body: token }) as Promise<TokenObject>;

/**
 * Sends the signed-in account's queued writes with the app closed (docs/decisions/0294): the same replay module as
 * the app's, under the same lock. An open window of the app is asked to send instead. A passing failure fails the
 * event, so the browser tries again later; the app sends what is left at its next start anyway.
 */
async function syncOutbox(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.length > 0) {
    for (const client of windows) client.postMessage({ type: OUTBOX_SYNC_MESSAGE });
    return;
  }
  const session = await workerAccessToken(renew);
  if (!session) return;
  const result = await replayStoredOutbox(session.owner, {
    requests: queuedWriteRequests,
    send: (request) =>
      api(request.path, {
        method: request.method,
        body: request.body,
        headers: { Authorization: `Bearer ${session.token}`, 'Idempotency-Key': request.idempotencyKey },
      }),
  });
  if (result.outcome === 'transient') throw new Error('A queued write waits for a better signal.');
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(syncOutbox());
});
