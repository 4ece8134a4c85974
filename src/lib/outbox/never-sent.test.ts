import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { certainlyNeverSent } from './never-sent.ts';
import { hydrateOutbox, snapshotOutbox } from './outbox-store.ts';
import { addNoteWrite, note, outboxClient } from './outbox-test-server.ts';
import { enqueue as enqueueWrite } from './queued-write.ts';

const added = note(1, 'RW-TEST-0001');
const settle = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));
const newClient = outboxClient;

function enqueue(client: QueryClient): void {
  enqueueWrite(client, addNoteWrite.key, added);
}

const only = (client: QueryClient) => client.getMutationCache().getAll()[0]!;

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('a queued write that certainly never left', () => {
  it('is one queued offline and never tried', async () => {
    onlineManager.setOnline(false);
    const client = newClient();
    enqueue(client);
    await settle();
    expect(certainlyNeverSent(only(client))).toBe(true);
  });

  it('is not one whose request reached the server with its reply lost, even once paused offline', async () => {
    const seen: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        seen.push(input.method);
        // The server committed; the answer never came back.
        throw new TypeError('Failed to fetch');
      }),
    );
    onlineManager.setOnline(true);
    const client = newClient();
    enqueue(client);
    await settle();
    expect(seen).toEqual(['POST']);
    onlineManager.setOnline(false);
    // The retry waits (2 s), then pauses for want of network.
    await vi.waitFor(() => expect(only(client).state.isPaused).toBe(true), { timeout: 4000 });
    expect(certainlyNeverSent(only(client))).toBe(false);
  });

  it('is not one that was on its way when the app closed', async () => {
    // The request is on its way and stays so: the app closes before any answer.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    onlineManager.setOnline(true);
    const before = newClient();
    enqueue(before);
    await settle();
    expect(only(before).state.isPaused).toBe(false);
    const stored = structuredClone(snapshotOutbox(before));
    before.unmount();

    onlineManager.setOnline(false);
    const after = newClient();
    hydrateOutbox(after, stored);
    expect(only(after).state.isPaused).toBe(true);
    expect(certainlyNeverSent(only(after))).toBe(false);
  });
});
