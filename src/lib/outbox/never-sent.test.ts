import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { certainlyNeverSent } from './never-sent.ts';
import { type AddScanVars, outboxKeys, queuedNow } from './outbox-keys.ts';
import { registerOutboxMutations } from './outbox-mutations.ts';
import { hydrateOutbox, snapshotOutbox } from './outbox-store.ts';

const P = '11111111-1111-4111-8111-111111111111';
const S = '00000000-0000-4000-8000-000000000001';
const scan: AddScanVars = { ...queuedNow(), uuid: S, projectUuid: P, code: 'RW-TEST-0001' };
const settle = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

function newClient(): QueryClient {
  const client = new QueryClient();
  client.mount();
  registerOutboxMutations(client);
  return client;
}

function enqueue(client: QueryClient): void {
  client
    .getMutationCache()
    .build(client, { mutationKey: outboxKeys.addScan })
    .execute(scan)
    .catch(() => {});
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
