import { i18n } from '@lingui/core';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '#contract/projects.ts';
import { ApiError } from '#src/lib/http/api-error.ts';
import { queuedNow } from '#src/lib/outbox/outbox-keys.ts';
import { hydrateOutbox, snapshotOutbox } from '#src/lib/outbox/outbox-store.ts';
import { fakeApi } from '#src/lib/outbox/outbox-test-server.ts';
import { enqueue, queuedWriteOf, registerQueuedWrites, resendQueued } from '#src/lib/outbox/queued-write.ts';
import { refusalReason } from '#src/lib/outbox/refusal-reason.ts';
import { projectKeys, projectOutboxKeys } from './project-keys.ts';
import {
  type AddScanVars,
  type CreateProjectVars,
  type DeleteScanVars,
  projectQueuedWrites,
} from './project-queued-writes.ts';
import { projectAnswer, scanAnswer } from './project-test-answers.ts';

const P = '11111111-1111-4111-8111-111111111111';
const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function newClient(): QueryClient {
  const client = new QueryClient();
  client.mount();
  registerQueuedWrites(client, projectQueuedWrites);
  return client;
}

const scan = (n: number, code: string): AddScanVars => ({ ...queuedNow(), uuid: uuid(n), projectUuid: P, code });
const removal = (n: number, serial: string): DeleteScanVars => ({
  ...queuedNow(),
  uuid: uuid(n),
  projectUuid: P,
  serial,
});
const project: CreateProjectVars = { ...queuedNow(), uuid: P, streetName: 'Długa 1', city: '', postalCode: '00-001' };

function okApi() {
  return fakeApi((r) => {
    if (r.method === 'POST' && r.path.endsWith('/v1/project')) return { status: 201, body: projectAnswer(P) };
    if (r.method === 'POST') return { status: 201, body: scanAnswer(String(r.body?.uuid), String(r.body?.code)) };
    return { status: 204 };
  });
}

beforeEach(() => onlineManager.setOnline(false));
afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe("the projects' queued writes", () => {
  it('wait offline and replay in the order the person acted, once each', async () => {
    const seen = okApi();
    const client = newClient();
    enqueue(client, projectOutboxKeys.createProject, project);
    enqueue(client, projectOutboxKeys.addScan, scan(1, 'RW-TEST-0001'));
    enqueue(client, projectOutboxKeys.addScan, scan(2, 'RW-TEST-0002'));
    enqueue(client, projectOutboxKeys.deleteScan, removal(1, 'RW-TEST-0001'));
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

  it('keep each Idempotency-Key across a reload while offline', async () => {
    const before = newClient();
    const first = scan(1, 'RW-TEST-0003');
    enqueue(before, projectOutboxKeys.createProject, project);
    enqueue(before, projectOutboxKeys.addScan, first);
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

  it('show the server’s answers in the cache: the new project on the first page, its scans added and removed', async () => {
    okApi();
    const client = newClient();
    const page = { data: [] as Project[], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 } };
    client.setQueryData(projectKeys.list('open', 1), page);
    enqueue(client, projectOutboxKeys.createProject, project);
    enqueue(client, projectOutboxKeys.addScan, scan(1, 'RW-TEST-0001'));
    enqueue(client, projectOutboxKeys.addScan, scan(2, 'RW-TEST-0002'));
    enqueue(client, projectOutboxKeys.deleteScan, removal(1, 'RW-TEST-0001'));
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await settle();
    const list = client.getQueryData<typeof page>(projectKeys.list('open', 1));
    expect(list?.data.map((p) => p.uuid)).toEqual([P]);
    const detail = client.getQueryData<Project>(projectKeys.detail(P));
    expect(detail?.products.map((s) => s.serial_number)).toEqual(['RW-TEST-0002']);
    expect(detail?.products_count).toBe(1);
  });

  it('name themselves in the list of refused writes', () => {
    const client = newClient();
    const name = (key: readonly unknown[], vars: object) =>
      queuedWriteOf(client, key)?.describe(vars as CreateProjectVars, i18n);
    expect(name(projectOutboxKeys.createProject, project)).toBe('Project Długa 1');
    expect(name(projectOutboxKeys.addScan, scan(1, 'RW-TEST-0001'))).toBe('Product RW-TEST-0001');
    expect(name(projectOutboxKeys.deleteScan, removal(1, 'RW-TEST-0001'))).toBe('Removal of RW-TEST-0001');
  });

  it('a refused scan keeps its reason and goes again, under a new key, with a corrected serial', async () => {
    const seen = fakeApi((r) =>
      r.body?.code === 'RW-PL-0001'
        ? { status: 409, body: { message: 'This product is already registered.' } }
        : { status: 201, body: scanAnswer(String(r.body?.uuid), String(r.body?.code)) },
    );
    onlineManager.setOnline(true);
    const client = newClient();
    const refusedScan = scan(1, 'RW-PL-0001');
    enqueue(client, projectOutboxKeys.addScan, refusedScan);
    await vi.waitFor(() => expect(client.getMutationCache().findAll({ status: 'error' })).toHaveLength(1));
    const refused = client.getMutationCache().findAll({ status: 'error' })[0]!;
    const write = queuedWriteOf(client, refused.options.mutationKey)!;
    expect(i18n._(refusalReason(write, refused.state.error))).toBe('This product is already registered.');
    expect(i18n._(refusalReason(write, new ApiError(404, 'Not found.')))).toBe(
      'Not found: it may have been removed on another device.',
    );
    expect(write.fix?.value(refusedScan)).toBe('RW-PL-0001');

    resendQueued(client, refused, write.fix!.apply(refusedScan, ' rw-test-0009 '));
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    await settle();
    expect(seen[1]).toMatchObject({ method: 'POST', body: { uuid: uuid(1), code: 'RW-TEST-0009', project_uuid: P } });
    expect(seen[1]!.key).not.toBe(refusedScan.idempotencyKey);
    expect(client.getMutationCache().findAll({ status: 'error' })).toHaveLength(0);
  });
});
