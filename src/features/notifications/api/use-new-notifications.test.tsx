import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { notificationKeys } from './notification-queries.ts';
import { useNewNotifications } from './use-new-notifications.ts';

describe('useNewNotifications', () => {
  it('calls back when the unread count rises, not on the first count nor when it falls', async () => {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    // The server is never asked: the count is what the poll would have brought.
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
    const set = (unread: number) =>
      act(async () => {
        client.setQueryData(notificationKeys.unreadCount(), { unread });
        await new Promise((resolve) => setTimeout(resolve, 5)); // the query's observers are told on a timer
      });
    await set(2);
    const onNews = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useNewNotifications(onNews), { wrapper });
    expect(onNews).not.toHaveBeenCalled();
    await set(3);
    expect(onNews).toHaveBeenCalledTimes(1);
    await set(1); // read on another device
    await set(1);
    expect(onNews).toHaveBeenCalledTimes(1);
    await set(2);
    expect(onNews).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
