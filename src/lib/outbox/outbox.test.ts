import { i18n } from '@lingui/core';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/lib/http/api-error.ts';
import { OUTBOX_SCOPE, outboxKey, queuedNow } from './outbox-keys.ts';
import { isTransient } from './outbox-retry.ts';
import { hydrateOutbox, snapshotOutbox } from './outbox-store.ts';
import {
  addNoteWrite,
  fakeApi,
  note,
  noteKeys,
  notesApi,
  noteUuid,
  outboxClient,
  removeNoteWrite,
} from './outbox-test-server.ts';
import { defineQueuedWrite, enqueue, queuedWriteOf, registerQueuedWrites, resendQueued } from './queued-write.ts';
import { refusalReason } from './refusal-reason.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => onlineManager.setOnline(false));
afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('the outbox', () => {
  it('waits offline and replays in the order the person acted, one at a time, once each', async () => {
    let inFlight = 0;
    let most = 0;
    const seen = fakeApi(async (r) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return r.method === 'POST' ? { status: 201, body: { uuid: r.body?.uuid, text: r.body?.text } } : { status: 204 };
    });
    const client = outboxClient();
    enqueue(client, addNoteWrite.key, note(1, 'first'));
    enqueue(client, addNoteWrite.key, note(2, 'second'));
    enqueue(client, removeNoteWrite.key, note(1, 'first'));
    enqueue(client, addNoteWrite.key, note(3, 'third'));
    await settle();
    expect(seen).toHaveLength(0);
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await vi.waitFor(() => expect(seen).toHaveLength(4));
    await settle();
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/v1/notes',
      'POST /api/v1/notes',
      `DELETE /api/v1/notes/${noteUuid(1)}`,
      'POST /api/v1/notes',
    ]);
    expect(most).toBe(1);
    expect(new Set(seen.map((r) => r.key)).size).toBe(4);
    expect(client.getMutationCache().findAll({ status: 'error' })).toHaveLength(0);
    // Each write's own cache edit ran after the server had it.
    expect(client.getQueryData(noteKeys.detail(noteUuid(3)))).toEqual({ uuid: noteUuid(3), text: 'third' });
  });

  it('keeps each Idempotency-Key across a reload while offline', async () => {
    const before = outboxClient();
    const first = note(1, 'kept');
    const second = note(2, 'kept too');
    enqueue(before, addNoteWrite.key, first);
    enqueue(before, addNoteWrite.key, second);
    await settle();
    const stored = structuredClone(snapshotOutbox(before));
    // The page is gone: its client no longer listens to the network.
    before.unmount();
    expect(stored.every((m) => m.state.isPaused)).toBe(true);

    const seen = notesApi();
    const after = outboxClient();
    hydrateOutbox(after, stored);
    onlineManager.setOnline(true);
    await after.resumePausedMutations();
    await settle();
    expect(seen.map((r) => r.key)).toEqual([first.idempotencyKey, second.idempotencyKey]);
    expect(seen[1]?.body).toEqual({ uuid: noteUuid(2), text: 'kept too' });
  });

  it('keeps a refused write with its reason and goes on with the next', async () => {
    const seen = fakeApi((r) =>
      r.body?.text === 'taken'
        ? { status: 409, body: { message: 'This note is already there.' } }
        : { status: 201, body: { uuid: r.body?.uuid, text: r.body?.text } },
    );
    const client = outboxClient();
    enqueue(client, addNoteWrite.key, note(1, 'taken'));
    enqueue(client, addNoteWrite.key, note(2, 'free'));
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await settle();
    expect(seen).toHaveLength(2);
    const refused = client.getMutationCache().findAll({ status: 'error' });
    expect(refused).toHaveLength(1);
    expect((refused[0]!.state.error as ApiError).message).toBe('This note is already there.');
    const kept = structuredClone(snapshotOutbox(client));
    expect(kept).toHaveLength(1);
    const revived = outboxClient();
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

describe('the queued writes the features declare', () => {
  it('all go into the one scope, wait offline and are kept until fixed or discarded', () => {
    const client = outboxClient();
    for (const write of [addNoteWrite, removeNoteWrite]) {
      expect(client.getMutationDefaults(write.key)).toMatchObject({
        scope: OUTBOX_SCOPE,
        networkMode: 'online',
        gcTime: Number.POSITIVE_INFINITY,
      });
      expect(queuedWriteOf(client, write.key)).toBe(write);
    }
  });

  it('may not share a key', () => {
    const client = new QueryClient();
    const twin = defineQueuedWrite({ ...removeNoteWrite, key: outboxKey('note', 'add') });
    registerQueuedWrites(client, [addNoteWrite]);
    expect(() => registerQueuedWrites(client, [twin])).toThrow(/share the key/);
    // Registering the same declarations again (a second start of the same client) is harmless.
    expect(() => registerQueuedWrites(client, [addNoteWrite])).not.toThrow();
  });

  it('are named and explained by their feature; a refusal corrected by the feature goes again under a new key', async () => {
    const seen = fakeApi((r) =>
      r.body?.text === 'typo'
        ? { status: 422, body: { message: 'No such note.' } }
        : { status: 201, body: { uuid: r.body?.uuid, text: r.body?.text } },
    );
    onlineManager.setOnline(true);
    const client = outboxClient();
    const vars = note(1, 'typo');
    enqueue(client, addNoteWrite.key, vars);
    await vi.waitFor(() => expect(client.getMutationCache().findAll({ status: 'error' })).toHaveLength(1));
    const refused = client.getMutationCache().findAll({ status: 'error' })[0]!;
    const write = queuedWriteOf(client, refused.options.mutationKey)!;
    expect(write.describe(refused.state.variables as typeof vars, i18n)).toBe('Note typo');
    // The notes declare no texts of their own: the app's general ones.
    expect(i18n._(refusalReason(write, refused.state.error))).toBe('Something went wrong. Please try again.');
    expect(write.fix?.value(vars)).toBe('typo');

    resendQueued(client, refused, write.fix!.apply(vars, ' fixed '));
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    await settle();
    expect(seen[1]).toMatchObject({ body: { uuid: vars.uuid, text: 'fixed' } });
    expect(seen[1]!.key).not.toBe(vars.idempotencyKey);
    expect(client.getMutationCache().findAll({ status: 'error' })).toHaveLength(0);
    expect(i18n._(refusalReason(removeNoteWrite, new ApiError(404, 'Not found.')))).toBe('That note is gone.');
  });

  it('a stored write of a kind no feature declares any more is kept and shown as refused, never dropped', async () => {
    const before = new QueryClient();
    before.mount();
    const gone = defineQueuedWrite({ ...addNoteWrite, key: outboxKey('gone', 'away') });
    registerQueuedWrites(before, [gone]);
    enqueue(before, gone.key, { ...queuedNow(), uuid: noteUuid(1), text: 'old' } as never);
    await settle();
    const stored = structuredClone(snapshotOutbox(before));
    before.unmount();

    const seen = notesApi();
    const after = outboxClient();
    hydrateOutbox(after, stored);
    onlineManager.setOnline(true);
    await after.resumePausedMutations();
    await settle();
    expect(seen).toHaveLength(0);
    const [kept] = after.getMutationCache().getAll();
    expect(kept?.state.status).toBe('error');
    expect(queuedWriteOf(after, kept?.options.mutationKey)).toBeUndefined();
    expect(snapshotOutbox(after)).toHaveLength(1);
  });
});
