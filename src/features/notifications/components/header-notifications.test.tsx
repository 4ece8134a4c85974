import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '#contract/notifications.ts';
import { notificationKeys, unreadCountQuery } from '../api/notification-queries.ts';
import { showRead } from '../api/use-mark-read.ts';
import { HeaderNotifications } from './header-notifications.tsx';

const uuid = '0b6f1c1e-5d7a-4c1b-9f3e-2a4b6c8d0e1f';

const note = (mark: 'read' | 'unread'): Notification => ({
  uuid,
  type: 'warning',
  title: 'Points expire soon',
  text: 'Stored',
  mark,
  created_at: '2026-11-20T10:00:00.000Z',
  event: 'support.replied',
  meta: { ticket_title: 'Missing points' },
});

function fakeServer() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    if (url.pathname.endsWith('/unread-count')) return json({ unread: 3 });
    return json({ data: [note('unread')], meta: { current_page: 1, last_page: 1, per_page: 5, total: 1, unread: 3 } });
  });
}

afterEach(() => vi.restoreAllMocks());

function renderInRouter(queryClient: QueryClient) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: HeaderNotifications });
  const detail = createRoute({
    getParentRoute: () => root,
    path: '/notifications/$uuid',
    component: () => <p>Detail page</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([home, detail]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
  return router;
}

describe('HeaderNotifications', () => {
  it('shows the unread count, lists the newest in the reader’s language, and opens one on its page', {
    timeout: 20_000,
  }, async () => {
    fakeServer();
    const router = renderInRouter(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    const bell = () => screen.getByRole('button', { name: 'Notifications, 3 unread' });
    // The bell is a closed menu button from the first render; the menu's code loads on the press (MenuOnDemand).
    await waitFor(() => expect(bell()).toHaveAttribute('aria-haspopup', 'menu'), { timeout: 5000 });
    await userEvent.click(bell());
    const item = await screen.findByRole('menuitem', { name: /Support replied/ }, { timeout: 5000 });
    expect(screen.getByRole('menuitem', { name: 'All notifications' })).toHaveAttribute('href', '/notifications');
    await userEvent.click(item);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/notifications/${uuid}`));
  });
});

describe('showRead', () => {
  it('marks the notification read in every list and lowers the count once', () => {
    const queryClient = new QueryClient();
    const page = { data: [note('unread')], meta: { unread: 3 } };
    queryClient.setQueryData(notificationKeys.list(1), page);
    queryClient.setQueryData(notificationKeys.latest(5), page);
    queryClient.setQueryData(notificationKeys.detail(uuid), note('unread'));
    queryClient.setQueryData(unreadCountQuery().queryKey, { unread: 3 });
    showRead(queryClient, uuid);
    expect(queryClient.getQueryData(unreadCountQuery().queryKey)).toEqual({ unread: 2 });
    expect(queryClient.getQueryData<typeof page>(notificationKeys.list(1))?.data[0]?.mark).toBe('read');
    expect(queryClient.getQueryData<Notification>(notificationKeys.detail(uuid))?.mark).toBe('read');
    showRead(queryClient, uuid);
    expect(queryClient.getQueryData(unreadCountQuery().queryKey)).toEqual({ unread: 2 });
  });
});
