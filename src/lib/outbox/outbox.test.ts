import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/lib/http/api-error.ts';
import { type AddScanVars, outboxKeys, queuedNow } from './outbox-keys.ts';
import { registerOutboxMutations } from './outbox-mutations.ts';
import { isTransient } from './outbox-retry.ts';
import { hydrateOutbox, snapshotOutbox } from './outbox-store.ts';
import { fakeApi, projectAnswer, scanAnswer } from './outbox-test-server.ts';

const P = '11111111-1111-4111-8111-111111111111';
const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function newClient(): QueryClient {
  const client = new QueryClient();
  client.mount();
  registerOutboxMutations(client);
  return client;
}

function enqueue(client: QueryClient, key: readonly unknown[], variables: object): void {
  const mutation = client.getMutationCache().build(client, { mutationKey: key });
  mutation.execute(variables).catch(() => {});
}

const scan = (n: number, code: string): AddScanVars => ({ ...queuedNow(), uuid: uuid(n), projectUuid: P, code });
const project = { ...queuedNow(), uuid: P, streetName: 'Długa 1', city: '', postalCode: '00-001' };

function okApi() {
  return fakeApi((r) => {
    if (r.method === 'POST' && r.path.endsWith('/v1/project')) return { status: 201, body: projectAnswer(P) };
    if (r.method === 'POST') return { status: 201, body: scanAnswer(String(r.body?.uuid), String(r.body?.code)) };
    return { status: 204 };
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => onlineManager.setOnline(false));
afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('the outbox', () => {
  it('waits offline and replays in the order the person acted, once each', async () => {
    const seen = okApi();
    const client = newClient();
    enqueue(client, outboxKeys.createProject, project);
    enqueue(client, outboxKeys.addScan, scan(1, 'RW-TEST-0001'));
    enqueue(client, outboxKeys.addScan, scan(2, 'RW-TEST-0002'));
    enqueue(client, outboxKeys.deleteScan, { ...queuedNow(), uuid: uuid(1), projectUuid: P, serial: 'RW-TEST-0001' });
    await settle();
    expect(seen).toHaveLength(0);
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await settle();
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/v1/project',
      'POST /api/v2/scans',
      'POST /api/v2/scans',
      `DELETE /api/v2/scans/${uuid(1)}`,
    ]);
    expect(new Set(seen.map((r) => r.key)).size).toBe(4);
    expect(client.getMutationCache().findAll({ status: 'error' })).toHaveLength(0);
    expect(seen[0]?.body).toMatchObject({ uuid: P, streetName: 'Długa 1', postalCode: '00-001' });
  });

  it('keeps each Idempotency-Key across a reload while offline', async () => {
    const before = newClient();
    const first = scan(1, 'RW-TEST-0003');
    enqueue(before, outboxKeys.createProject, project);
    enqueue(before, outboxKeys.addScan, first);
    await settle();
    const stored = structuredClone(snapshotOutbox(before));
    // The page is gone: its client no longer listens to the network.
    before.unmount();
    expect(stored.every((m) => m.state.isPaused)).toBe(true);

    const seen = okApi();
    const after = newClient();
    hydrateOutbox(after, stored);
    onlineManager.setOnline(true);
    await after.resumePausedMutations();
    await settle();
    expect(seen.map((r) => r.key)).toEqual([project.idempotencyKey, first.idempotencyKey]);
    expect(seen[1]?.body).toMatchObject({ uuid: uuid(1), code: 'RW-TEST-0003', project_uuid: P });
  });

  it('keeps a refused write with its reason and goes on with the next', async () => {
    const seen = fakeApi((r) =>
      r.body?.code === 'RW-PL-0001'
        ? { status: 409, body: { message: 'This product is already registered.' } }
        : { status: 201, body: scanAnswer(String(r.body?.uuid), String(r.body?.code)) },
    );
    const client = newClient();
    enqueue(client, outboxKeys.addScan, scan(1, 'RW-PL-0001'));
    enqueue(client, outboxKeys.addScan, scan(2, 'RW-TEST-0004'));
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await settle();
    expect(seen).toHaveLength(2);
    const refused = client.getMutationCache().findAll({ status: 'error' });
    expect(refused).toHaveLength(1);
    expect((refused[0]!.state.error as ApiError).message).toBe('This product is already registered.');
    const kept = structuredClone(snapshotOutbox(client));
    expect(kept).toHaveLength(1);
    const revived = newClient();
    hydrateOutbox(revived, kept);
    const error = revived.getMutationCache().getAll()[0]?.state.error;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
  });

  it('tells transient failures (kept queued) from refusals (shown to the person)', () => {
    expect(isTransient(new ApiError(0, 'Failed to fetch'))).toBe(true);
    expect(isTransient(new ApiError(503, 'Down'))).toBe(true);
    expect(isTransient(new ApiError(500, 'Boom'))).toBe(true);
    expect(
      isTransient(
        new ApiError(409, 'A request with this Idempotency-Key is still being processed. Try again shortly.'),
      ),
    ).toBe(true);
    expect(isTransient(new ApiError(409, 'This product is already registered.'))).toBe(false);
    expect(isTransient(new ApiError(404, 'Product not found.'))).toBe(false);
    expect(isTransient(new Error('boom'))).toBe(false);
  });
});
