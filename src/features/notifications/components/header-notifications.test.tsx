import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderNotifications } from './header-notifications.tsx';

const uuid = '0b6f1c1e-5d7a-4c1b-9f3e-2a4b6c8d0e1f';

function fakeServer() {
  let mark = 'unread';
  const calls: string[] = [];
  const item = () => ({
    uuid,
    type: 'info',
    title: 'Support replied',
    text: 'See your ticket.',
    mark,
    created_at: '2026-11-20T10:00:00.000Z',
    event: 'support.replied',
    meta: {},
  });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}`);
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    if (url.pathname.endsWith('/unread-count')) return json({ unread: mark === 'unread' ? 1 : 0 });
    if (request.method === 'PATCH') {
      mark = 'read';
      return json(item());
    }
    return json({ data: [item()], meta: { current_page: 1, last_page: 1, per_page: 5, total: 1, unread: 1 } });
  });
  return calls;
}

afterEach(() => vi.restoreAllMocks());

describe('HeaderNotifications', () => {
  it('shows the unread count and marks a notification read when it is chosen', async () => {
    const calls = fakeServer();
    render(
      <I18nProvider i18n={i18n}>
        <MantineProvider>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <HeaderNotifications />
          </QueryClientProvider>
        </MantineProvider>
      </I18nProvider>,
    );
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    await userEvent.click(await screen.findByRole('menuitem', { name: /Support replied/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications, 0 unread' })).toBeTruthy());
    expect(calls).toContain(`PATCH /api/v1/notifications/${uuid}`);
  });
});
