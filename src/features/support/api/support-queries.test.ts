import { focusManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#src/lib/outbox/outbox-test-server.ts';
import { CHAT_POLL_MS, chatQuery } from './support-queries.ts';

const T = '33333333-3333-4333-8333-333333333333';
const CHAT = `/api/v1/support/${T}/chat`;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  focusManager.setFocused(undefined);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** An open conversation: one observer of its chat, as the mounted screen has. */
function openConversation() {
  const seen = fakeApi(() => ({ status: 200, body: { data: [] } }));
  const client = new QueryClient();
  client.mount();
  const observer = new QueryObserver(client, chatQuery(T));
  const stop = observer.subscribe(() => {});
  const asked = () => seen.filter((r) => r.method === 'GET' && r.path === CHAT).length;
  return {
    asked,
    close: () => {
      stop();
      client.unmount();
    },
  };
}

describe('the open conversation', () => {
  it('asks again often enough that a reply shows within 5 s, request time included', async () => {
    expect(CHAT_POLL_MS).toBeLessThanOrEqual(3_000);
    const chat = openConversation();
    await vi.advanceTimersByTimeAsync(10);
    expect(chat.asked()).toBe(1);
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    expect(chat.asked()).toBe(2);
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    expect(chat.asked()).toBe(3);
    chat.close();
  });

  it('does not poll while the app is in the background, and asks at once when it comes back', async () => {
    const chat = openConversation();
    await vi.advanceTimersByTimeAsync(10);
    expect(chat.asked()).toBe(1);
    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 4);
    expect(chat.asked()).toBe(1);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(10);
    expect(chat.asked()).toBe(2);
    chat.close();
  });

  it('stops asking once the conversation is closed', async () => {
    const chat = openConversation();
    await vi.advanceTimersByTimeAsync(10);
    chat.close();
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 4);
    expect(chat.asked()).toBe(1);
  });
});
