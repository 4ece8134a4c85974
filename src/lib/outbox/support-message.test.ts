import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '#contract/support.ts';
import { outboxKeys, queuedNow, type SupportMessageVars } from './outbox-keys.ts';
import { registerOutboxMutations } from './outbox-mutations.ts';
import { hydrateOutbox, snapshotOutbox } from './outbox-store.ts';
import { fakeApi } from './outbox-test-server.ts';
import { supportKeys } from './support-keys.ts';

const T = '22222222-2222-4222-8222-222222222222';
const at = '2026-11-21T10:00:00.000Z';
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function newClient(): QueryClient {
  const client = new QueryClient();
  client.mount();
  registerOutboxMutations(client);
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
    before
      .getMutationCache()
      .build(before, { mutationKey: outboxKeys.sendSupportMessage })
      .execute(vars)
      .catch(() => {});
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
});
