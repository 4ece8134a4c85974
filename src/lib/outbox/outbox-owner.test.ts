import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startOutbox, switchOutboxOwner } from './outbox-engine.ts';
import { loadOutbox, queuedByOthers } from './outbox-store.ts';
import { addNoteWrite, note, notesApi, noteWrites, outboxClient } from './outbox-test-server.ts';
import { enqueue, registerQueuedWrites } from './queued-write.ts';

// The device's IndexedDB, in memory (jsdom has none).
const stored = vi.hoisted(() => new Map<IDBValidKey, unknown>());
vi.mock('idb-keyval', () => ({
  get: async (key: IDBValidKey) => stored.get(key),
  set: async (key: IDBValidKey, value: unknown) => void stored.set(key, structuredClone(value)),
  del: async (key: IDBValidKey) => void stored.delete(key),
  keys: async () => [...stored.keys()],
}));

const written = note(1, 'Written on the roof');
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const queued = (client: QueryClient) =>
  client.getMutationCache().findAll({ predicate: (m) => m.options.mutationKey?.[0] === 'outbox' });

afterEach(() => {
  vi.unstubAllGlobals();
  stored.clear();
  onlineManager.setOnline(true);
});

describe('queued work belongs to the account that queued it', () => {
  it('is kept when another account signs in, not sent under it, and sent when its account is back', async () => {
    onlineManager.setOnline(false);
    const client = outboxClient();
    const stop = startOutbox(client, 'anna');
    enqueue(client, addNoteWrite.key, written);
    await settle();
    expect(stored.get('installer-club-outbox-v1:anna')).toHaveLength(1);

    // Anna signs out; Piotr signs in on the same phone, with signal.
    await switchOutboxOwner(client, null);
    const seen = notesApi();
    onlineManager.setOnline(true);
    await switchOutboxOwner(client, 'piotr');
    await settle();
    expect(queued(client)).toHaveLength(0);
    expect(seen).toHaveLength(0);
    expect(await queuedByOthers('piotr')).toBe(1);
    expect(stored.get('installer-club-outbox-v1:anna')).toHaveLength(1);

    // Anna is back: her note is sent once, under her session.
    await switchOutboxOwner(client, null);
    await switchOutboxOwner(client, 'anna');
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ method: 'POST', key: written.idempotencyKey });
    await vi.waitFor(() => expect(stored.get('installer-club-outbox-v1:anna')).toEqual([]));
    expect(await queuedByOthers('piotr')).toBe(0);
    stop();
  });

  it('adopts the queue stored before queues were kept per account', async () => {
    stored.set('installer-club-outbox-v1', [{ mutationKey: addNoteWrite.key, state: { status: 'pending' } }]);
    const client = new QueryClient();
    registerQueuedWrites(client, noteWrites);
    await loadOutbox(client, 'anna');
    expect(queued(client)).toHaveLength(1);
    expect(stored.has('installer-club-outbox-v1')).toBe(false);
    expect(stored.get('installer-club-outbox-v1:anna')).toHaveLength(1);
  });
});
