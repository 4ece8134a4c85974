import { i18n } from '@lingui/core';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '#contract/support.ts';
import { ApiError } from '#src/lib/http/api-error.ts';
import { queuedWaitMessage, WRITES_THROTTLED } from '#src/lib/http/known-texts/uploads-and-writes.ts';
import { queuedNow } from '#src/lib/outbox/outbox-keys.ts';
import { hydrateOutbox, snapshotOutbox } from '#src/lib/outbox/outbox-store.ts';
import { fakeApi } from '#src/lib/outbox/outbox-test-server.ts';
import { enqueue, queuedWriteOf, registerQueuedWrites } from '#src/lib/outbox/queued-write.ts';
import { refusalReason } from '#src/lib/outbox/refusal-reason.ts';
import { supportKeys, supportOutboxKeys } from './support-keys.ts';
import { type SupportMessageVars, supportQueuedWrites } from './support-queued-writes.ts';

const T = '22222222-2222-4222-8222-222222222222';
const at = '2026-11-21T10:00:00.000Z';
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function newClient(): QueryClient {
  const client = new QueryClient();
  client.mount();
  registerQueuedWrites(client, supportQueuedWrites);
  return client;
}

const message = (text: string): SupportMessageVars => ({
  ...queuedNow(),
  localId: crypto.randomUUID(),
  ticketUuid: T,
  message: text,
});

beforeEach(() => onlineManager.setOnline(false));
afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('a support message in the outbox', () => {
  it('written offline survives a reload and is sent once, with its key, into the open conversation', async () => {
    const before = newClient();
    const vars = message('Written on the roof.');
    enqueue(before, supportOutboxKeys.sendSupportMessage, vars);
    await settle();
    const stored = structuredClone(snapshotOutbox(before));
    before.unmount();
    expect(stored).toHaveLength(1);

    let n = 0;
    const seen = fakeApi((r) => {
      n += 1;
      return {
        status: 201,
        body: {
          uuid: `00000000-0000-4000-8000-00000000000${n}`,
          sender: 'installer',
          message: r.body?.message,
          created_at: at,
        },
      };
    });
    const after = newClient();
    const earlier: ChatMessage = {
      uuid: '00000000-0000-4000-8000-000000000009',
      sender: 'admin',
      message: 'Hi',
      created_at: at,
    };
    after.setQueryData(supportKeys.chat(T), { data: [earlier] });
    hydrateOutbox(after, stored);
    onlineManager.setOnline(true);
    await after.resumePausedMutations();
    await settle();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: `/api/v1/support/${T}/chat`,
      key: vars.idempotencyKey,
      body: { message: 'Written on the roof.' },
    });
    const chat = after.getQueryData<{ data: ChatMessage[] }>(supportKeys.chat(T));
    expect(chat?.data.map((m) => m.message)).toEqual(['Hi', 'Written on the roof.']);
  });

  it('refused, is named "Message to support" with support\'s own reason', () => {
    const client = newClient();
    const write = queuedWriteOf(client, supportOutboxKeys.sendSupportMessage)!;
    expect(write.describe(message('Hello'), i18n)).toBe('Message to support');
    expect(i18n._(refusalReason(write, new ApiError(404, 'Not found.')))).toBe(
      'This conversation was not found. It may belong to another account.',
    );
    expect(write.fix).toBeUndefined();
  });

  it('refused with 429 (too many writes in a minute) waits, says why in the conversation, then goes with the same key once', async () => {
    onlineManager.setOnline(true);
    const seen: { key: string | null; message: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const body = (await request.json()) as { message: string };
        seen.push({ key: request.headers.get('Idempotency-Key'), message: body.message });
        if (seen.length === 1) {
          return new Response(JSON.stringify({ message: WRITES_THROTTLED }), {
            status: 429,
            headers: { 'content-type': 'application/json', 'Retry-After': '1' },
          });
        }
        const sent: ChatMessage = {
          uuid: '00000000-0000-4000-8000-000000000001',
          sender: 'installer',
          message: body.message,
          created_at: at,
        };
        return new Response(JSON.stringify(sent), { status: 201, headers: { 'content-type': 'application/json' } });
      }),
    );
    const client = newClient();
    const vars: SupportMessageVars = { ...queuedNow(), localId: 'local-1', ticketUuid: T, message: 'Fifty-first.' };
    const mutation = client.getMutationCache().build(client, { mutationKey: supportOutboxKeys.sendSupportMessage });
    const done = mutation.execute(vars);

    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await vi.waitFor(() => expect(mutation.state.failureCount).toBe(1));
    // Still waiting (not refused), with the reason the conversation shows under the message.
    expect(mutation.state.status).toBe('pending');
    expect(i18n._(queuedWaitMessage(mutation.state.failureReason)!)).toBe(
      'Too many messages in a short time: this one is sent by itself in about 1 second.',
    );

    await done;
    expect(mutation.state.status).toBe('success');
    expect(seen).toEqual([
      { key: vars.idempotencyKey, message: 'Fifty-first.' },
      { key: vars.idempotencyKey, message: 'Fifty-first.' },
    ]);
    client.unmount();
  });
});
