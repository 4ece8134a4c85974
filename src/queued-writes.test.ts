import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { i18n } from '@lingui/core';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectAnswer, scanAnswer } from '#src/features/projects/api/project-test-answers.ts';
import { loadOutbox } from '#src/lib/outbox/outbox-store.ts';
import { fakeApi } from '#src/lib/outbox/outbox-test-server.ts';
import { queuedWriteOf, registerQueuedWrites } from '#src/lib/outbox/queued-write.ts';
import { refusalReason } from '#src/lib/outbox/refusal-reason.ts';
import { queuedWrites } from './queued-writes.ts';

// The device's IndexedDB, in memory (jsdom has none).
const stored = vi.hoisted(() => new Map<IDBValidKey, unknown>());
vi.mock('idb-keyval', () => ({
  get: async (key: IDBValidKey) => stored.get(key),
  set: async (key: IDBValidKey, value: unknown) => void stored.set(key, structuredClone(value)),
  del: async (key: IDBValidKey) => void stored.delete(key),
  keys: async () => [...stored.keys()],
}));

/**
 * An account's outbox as the app stored it before the features declared their own queued writes (issue 24), written
 * by that version's snapshotOutbox: a scan the server refused, then a project, two scans, a scan's removal and a
 * support message waiting for signal (the project was on its way when the app closed).
 */
const STORED_BEFORE_ISSUE_24 = JSON.parse(
  readFileSync(join(import.meta.dirname, 'queued-writes.stored-before-issue-24.json'), 'utf8'),
) as { mutationKey: string[] }[];

const P = '11111111-1111-4111-8111-111111111111';
const T = '22222222-2222-4222-8222-222222222222';
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  vi.unstubAllGlobals();
  stored.clear();
  onlineManager.setOnline(true);
});

function appClient(): QueryClient {
  const client = new QueryClient();
  client.mount();
  registerQueuedWrites(client, queuedWrites);
  return client;
}

describe('an outbox stored by an earlier version', () => {
  it('has a write registered for every key it holds', () => {
    const client = new QueryClient();
    registerQueuedWrites(client, queuedWrites);
    for (const { mutationKey } of STORED_BEFORE_ISSUE_24) expect(queuedWriteOf(client, mutationKey)).toBeDefined();
  });

  it('replays after the update, in the order the person acted, once each, with the keys chosen then', async () => {
    onlineManager.setOnline(false);
    stored.set('installer-club-outbox-v1:anna', STORED_BEFORE_ISSUE_24);
    const client = appClient();
    await loadOutbox(client, 'anna');
    expect(client.getMutationCache().getAll()).toHaveLength(6);

    const seen = fakeApi((r) => {
      if (r.path === '/api/v1/project') return { status: 201, body: projectAnswer(P) };
      if (r.path === '/api/v2/scans')
        return { status: 201, body: scanAnswer(String(r.body?.uuid), String(r.body?.code)) };
      if (r.method === 'DELETE') return { status: 204 };
      return {
        status: 201,
        body: {
          uuid: '00000000-0000-4000-8000-000000000099',
          sender: 'installer',
          message: r.body?.message,
          created_at: '2026-11-21T10:05:00.000Z',
        },
      };
    });
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await settle();
    expect(seen.map((r) => `${r.method} ${r.path} ${r.key}`)).toEqual([
      'POST /api/v1/project aaaaaaaa-0000-4000-8000-000000000002',
      'POST /api/v2/scans aaaaaaaa-0000-4000-8000-000000000003',
      'POST /api/v2/scans aaaaaaaa-0000-4000-8000-000000000004',
      'DELETE /api/v2/scans/00000000-0000-4000-8000-000000000001 aaaaaaaa-0000-4000-8000-000000000005',
      `POST /api/v1/support/${T}/chat aaaaaaaa-0000-4000-8000-000000000006`,
    ]);
    expect(seen[0]?.body).toEqual({ uuid: P, streetName: 'Długa 1', city: 'Warszawa', postalCode: '00-001' });

    // The refused scan is still there, named and explained by its feature, and can be corrected.
    const [refused, ...others] = client.getMutationCache().findAll({ status: 'error' });
    expect(others).toHaveLength(0);
    const write = queuedWriteOf(client, refused?.options.mutationKey);
    expect(write?.describe(refused?.state.variables as never, i18n)).toBe('Product RW-PL-0001');
    expect(i18n._(refusalReason(write, refused?.state.error))).toBe('This product is already registered.');
    expect(write?.fix).toBeDefined();
  });
});
