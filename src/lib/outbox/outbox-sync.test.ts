import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { declareQueuedWrites, loadOutbox, startOutbox, switchOutboxOwner } from './outbox-sync.ts';
import { addNoteWrite, note, notesApi, noteWrites } from './outbox-test-server.ts';

// The device's IndexedDB, in memory (jsdom has none).
const stored = vi.hoisted(() => new Map<IDBValidKey, unknown>());
vi.mock('idb-keyval', () => ({
  get: async (key: IDBValidKey) => stored.get(key),
  set: async (key: IDBValidKey, value: unknown) => void stored.set(key, structuredClone(value)),
  del: async (key: IDBValidKey) => void stored.delete(key),
  keys: async () => [...stored.keys()],
}));

const written = note(1, 'Written on the roof');
const waiting = () => [
  { mutationKey: addNoteWrite.key, state: { status: 'pending', isPaused: true, variables: written } },
];
const pageClient = () => {
  const client = new QueryClient();
  client.mount();
  return client;
};

afterEach(() => {
  vi.unstubAllGlobals();
  stored.clear();
  onlineManager.setOnline(true);
});

describe('the outbox loads with a signed-in account only (decision 0301)', () => {
  it('loads nothing for an anonymous start, and nothing on a sign-out without it', async () => {
    const load = vi.fn(async () => noteWrites);
    declareQueuedWrites(load);
    const client = pageClient();
    startOutbox(client, null);
    await switchOutboxOwner(client, null);
    expect(load).not.toHaveBeenCalled();
  });

  it('registers the writes before the account that signs in gets its stored writes back, and sends them once', async () => {
    stored.set('installer-club-outbox-v1:anna', waiting());
    const seen = notesApi();
    const load = vi.fn(async () => noteWrites);
    declareQueuedWrites(load);
    const client = pageClient();
    startOutbox(client, null);
    await switchOutboxOwner(client, 'anna');
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ method: 'POST', key: written.idempotencyKey });
    expect(load).toHaveBeenCalledTimes(1);
    await switchOutboxOwner(client, null);
    await switchOutboxOwner(client, 'anna');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('brings a signed-in start its stored writes before it starts, and sends them once', async () => {
    stored.set('installer-club-outbox-v1:piotr', waiting());
    const seen = notesApi();
    declareQueuedWrites(async () => noteWrites);
    const client = pageClient();
    await loadOutbox(client, 'piotr');
    expect(client.getMutationCache().getAll()).toHaveLength(1);
    startOutbox(client, 'piotr');
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(1);
  });
});
