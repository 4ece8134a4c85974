import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/lib/http/api-error.ts';
import { queuedWaitMessage, WRITES_THROTTLED } from '#src/lib/http/known-texts/uploads-and-writes.ts';
import { isRefusal, queuedRetryDelay } from './outbox-retry.ts';
import { addNoteWrite, note, outboxClient } from './outbox-test-server.ts';

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

  it('a queued write waits as long as the server asked, then goes with the same key and is sent once', async () => {
    const seen: { key: string | null; text: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const body = (await request.json()) as { uuid: string; text: string };
        seen.push({ key: request.headers.get('Idempotency-Key'), text: body.text });
        if (seen.length === 1) {
          return new Response(JSON.stringify({ message: WRITES_THROTTLED }), {
            status: 429,
            headers: { 'content-type': 'application/json', 'Retry-After': '1' },
          });
        }
        return new Response(JSON.stringify(body), { status: 201, headers: { 'content-type': 'application/json' } });
      }),
    );
    const client = outboxClient();
    const vars = note(1, 'Fifty-first.');
    const mutation = client.getMutationCache().build(client, { mutationKey: addNoteWrite.key });
    const done = mutation.execute(vars);

    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await vi.waitFor(() => expect(mutation.state.failureCount).toBe(1));
    // Still waiting (not refused), with the reason a screen can show beside it.
    expect(mutation.state.status).toBe('pending');
    expect(queuedWaitMessage(mutation.state.failureReason)).not.toBeNull();

    await done;
    expect(mutation.state.status).toBe('success');
    expect(seen).toEqual([
      { key: vars.idempotencyKey, text: 'Fifty-first.' },
      { key: vars.idempotencyKey, text: 'Fifty-first.' },
    ]);
    client.unmount();
  });
});
