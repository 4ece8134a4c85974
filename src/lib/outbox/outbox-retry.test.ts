import { i18n } from '@lingui/core';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '#contract/support.ts';
import { ApiError } from '#src/lib/http/api-error.ts';
import { queuedWaitMessage, WRITES_THROTTLED } from '#src/lib/http/known-texts/uploads-and-writes.ts';
import { outboxKeys, queuedNow, type SupportMessageVars } from './outbox-keys.ts';
import { registerOutboxMutations } from './outbox-mutations.ts';
import { isRefusal, queuedRetryDelay } from './outbox-retry.ts';

const T = '22222222-2222-4222-8222-222222222222';

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('a queued write refused with 429 (too many writes in a minute)', () => {
  it('is tried again when Retry-After says, not refused', () => {
    const throttled = new ApiError(429, WRITES_THROTTLED, {}, 42);
    expect(isRefusal(throttled)).toBe(false);
    expect(queuedRetryDelay(1, throttled)).toBe(42_000);
    // Without Retry-After: the usual doubling.
    expect(queuedRetryDelay(3, new ApiError(429, WRITES_THROTTLED))).toBe(8000);
    expect(queuedRetryDelay(3, new ApiError(503, 'Down'))).toBe(8000);
  });

  it('a support message waits, says why in the conversation, then goes with the same key and is sent once', async () => {
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
          created_at: '2026-11-21T10:00:00.000Z',
        };
        return new Response(JSON.stringify(sent), { status: 201, headers: { 'content-type': 'application/json' } });
      }),
    );
    const client = new QueryClient();
    client.mount();
    registerOutboxMutations(client);
    const vars: SupportMessageVars = { ...queuedNow(), localId: 'local-1', ticketUuid: T, message: 'Fifty-first.' };
    const mutation = client.getMutationCache().build(client, { mutationKey: outboxKeys.sendSupportMessage });
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
