import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/lib/http/api-error.ts';
import { outboxKey } from '#src/lib/outbox/outbox-keys.ts';
import { replayStoredOutbox, type StoredWrite, sendQueuedOnce } from '#src/lib/outbox/outbox-replay.ts';
import { readSent } from '#src/lib/outbox/outbox-sent.ts';
import { hydrateOutbox } from '#src/lib/outbox/outbox-store.ts';
import { registerQueuedWrites } from '#src/lib/outbox/queued-write.ts';
import type { OutboxRequest } from '#src/lib/outbox/write-request.ts';
import { queuedWriteRequests } from './queued-write-requests.ts';
import { queuedWrites } from './queued-writes.ts';

// The device's IndexedDB, in memory (jsdom has none).
const stored = vi.hoisted(() => new Map<IDBValidKey, unknown>());
vi.mock('idb-keyval', () => ({
  get: async (key: IDBValidKey) => structuredClone(stored.get(key)),
  set: async (key: IDBValidKey, value: unknown) => void stored.set(key, structuredClone(value)),
  del: async (key: IDBValidKey) => void stored.delete(key),
  keys: async () => [...stored.keys()],
}));

/** Web Locks as the browser keeps them: one holder per name, the others wait in turn. */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  const locks = {
    request: (name: string, work: () => Promise<unknown>) => {
      requested.push(name);
      const run = (tails.get(name) ?? Promise.resolve()).then(() => work());
      tails.set(
        name,
        run.catch(() => {}),
      );
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return requested;
}

// Written by the app before issue 24: a refused scan, then a project, two scans, a removal and a support message.
const STORED = JSON.parse(
  readFileSync(join(import.meta.dirname, 'queued-writes.stored-before-issue-24.json'), 'utf8'),
) as StoredWrite[];
const OWNER = 'anna';
const KEY = `installer-club-outbox-v1:${OWNER}`;
const keyOf = (w: StoredWrite) => (w.state.variables as { idempotencyKey: string }).idempotencyKey;
const pendingKeys = STORED.filter((w) => w.state.status === 'pending').map(keyOf);
const storedNow = () => (stored.get(KEY) ?? []) as StoredWrite[];

let requested: string[];
beforeEach(() => {
  requested = fakeLocks();
  stored.set(KEY, STORED);
});
afterEach(() => {
  stored.clear();
  onlineManager.setOnline(true);
});

function server(answer: (r: OutboxRequest) => unknown = () => ({})) {
  const seen: OutboxRequest[] = [];
  return {
    seen,
    send: async (r: OutboxRequest) => {
      seen.push(r);
      return answer(r);
    },
  };
}

describe('the service worker’s replay of a stored outbox', () => {
  it('sends the waiting writes in the order the person acted, once each, with their keys, and forgets them', async () => {
    const api = server();
    const result = await replayStoredOutbox(OWNER, { requests: queuedWriteRequests, ...api });
    expect(result).toEqual({ outcome: 'done', sent: 5, refused: 0 });
    expect(api.seen.map((r) => r.idempotencyKey)).toEqual(pendingKeys);
    expect(api.seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST v1/project',
      'POST v2/scans',
      'POST v2/scans',
      'DELETE v2/scans/00000000-0000-4000-8000-000000000001',
      'POST v1/support/22222222-2222-4222-8222-222222222222/chat',
    ]);
    // The refused scan stays, as the app stored it; nothing else is left.
    expect(storedNow()).toEqual(STORED.filter((w) => w.state.status === 'error'));
    // A second sync (or the app's start) sends nothing again.
    const again = server();
    await replayStoredOutbox(OWNER, { requests: queuedWriteRequests, ...again });
    expect(again.seen).toEqual([]);
    expect(requested).toEqual([`installer-club-outbox:${OWNER}`, `installer-club-outbox:${OWNER}`]);
  });

  it('stops at a passing failure: that write and the ones after it wait, marked as possibly sent', async () => {
    const api = server((r) => {
      if (r.path === 'v2/scans') throw new ApiError(503, 'Service unavailable');
      return {};
    });
    const result = await replayStoredOutbox(OWNER, { requests: queuedWriteRequests, ...api });
    expect(result).toEqual({ outcome: 'transient', sent: 1, refused: 0 });
    expect(api.seen).toHaveLength(2);
    const [, first, ...rest] = storedNow();
    expect(keyOf(first!)).toBe(pendingKeys[1]);
    expect(first?.state).toMatchObject({ status: 'pending', failureCount: 1, failureReason: { status: 503 } });
    expect(first?.meta).toMatchObject({ mayHaveBeenSent: true });
    expect(rest.map(keyOf)).toEqual(pendingKeys.slice(2));
  });

  it('keeps a refused write as the app keeps one, and sends the ones after it', async () => {
    const api = server((r) => {
      if (r.idempotencyKey === pendingKeys[1]) throw new ApiError(404, 'Product not found.');
      return {};
    });
    const result = await replayStoredOutbox(OWNER, { requests: queuedWriteRequests, ...api });
    expect(result).toEqual({ outcome: 'done', sent: 4, refused: 1 });
    const refused = storedNow().find((w) => keyOf(w) === pendingKeys[1]);
    expect(refused?.state).toMatchObject({ status: 'error', isPaused: false, error: { status: 404 } });
    // The app loads it as a refusal with its reason, listed until the person decides.
    const client = new QueryClient();
    registerQueuedWrites(client, queuedWrites);
    hydrateOutbox(client, storedNow() as never);
    const errors = client.getMutationCache().findAll({ status: 'error' });
    expect(errors.map((m) => (m.state.error as ApiError).message)).toContain('Product not found.');
    expect(errors.every((m) => m.state.error instanceof ApiError)).toBe(true);
  });

  it('leaves a write of a kind it does not know, and what follows, to the app', async () => {
    const unknown = { ...STORED[1]!, mutationKey: outboxKey('gone', 'away') };
    stored.set(KEY, [unknown, ...STORED.slice(2)]);
    const api = server();
    expect((await replayStoredOutbox(OWNER, { requests: queuedWriteRequests, ...api })).outcome).toBe('stopped');
    expect(api.seen).toEqual([]);
  });
});

describe('one sender at a time', () => {
  it('the worker waits for the app’s send under the lock, then does not send that write again', async () => {
    let answer!: () => void;
    const appSends = vi.fn(() => new Promise<unknown>((resolve) => (answer = () => resolve({ uuid: 'p' }))));
    const app = sendQueuedOnce(OWNER, pendingKeys[0]!, appSends, (d) => d);
    const worker = server();
    const replay = replayStoredOutbox(OWNER, { requests: queuedWriteRequests, ...worker });
    await new Promise((r) => setTimeout(r, 10));
    expect(worker.seen).toEqual([]);
    answer();
    await expect(app).resolves.toEqual({ uuid: 'p' });
    await replay;
    expect(appSends).toHaveBeenCalledTimes(1);
    expect(worker.seen.map((r) => r.idempotencyKey)).toEqual(pendingKeys.slice(1));
  });

  it('the app, holding a write the worker has sent, takes the worker’s answer instead of sending', async () => {
    const worker = server((r) => (r.path === 'v1/project' ? { uuid: 'from-worker' } : {}));
    await replayStoredOutbox(OWNER, { requests: queuedWriteRequests, ...worker });
    const appSends = vi.fn(async () => ({ uuid: 'again' }));
    await expect(sendQueuedOnce(OWNER, pendingKeys[0]!, appSends, (d) => d)).resolves.toEqual({ uuid: 'from-worker' });
    expect(appSends).not.toHaveBeenCalled();
    expect((await readSent(OWNER)).filter((r) => r.by === 'worker')).toHaveLength(5);
  });

  it('the app gets a refusal the worker met, without sending', async () => {
    const worker = server((r) => {
      if (r.idempotencyKey === pendingKeys[1]) throw new ApiError(409, 'This product is already registered.');
      return {};
    });
    await replayStoredOutbox(OWNER, { requests: queuedWriteRequests, ...worker });
    const appSends = vi.fn(async () => ({}));
    await expect(sendQueuedOnce(OWNER, pendingKeys[1]!, appSends, (d) => d)).rejects.toMatchObject({ status: 409 });
    expect(appSends).not.toHaveBeenCalled();
  });
});
