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
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WRITES_THROTTLED } from '#src/lib/http/known-texts/uploads-and-writes.ts';
import { NewTicketForm } from './new-ticket-form.tsx';

afterEach(() => vi.restoreAllMocks());
// Mantine's autosizing textarea listens to the document's fonts, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}

describe('a new ticket refused with 429 (too many writes in a minute)', () => {
  it('says to wait, roughly how long, and keeps what was typed; the next send carries the same key', {
    timeout: 20_000,
  }, async () => {
    const keys: (string | null)[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (request.method !== 'POST') return new Response('{"message":"Not found."}', { status: 404 });
      keys.push(request.headers.get('Idempotency-Key'));
      return new Response(JSON.stringify({ message: WRITES_THROTTLED }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'Retry-After': '42' },
      });
    });
    const root = createRootRoute({ component: () => <Outlet /> });
    const page = createRoute({
      getParentRoute: () => root,
      path: '/',
      component: () => <NewTicketForm headingOrder={1} first={false} />,
    });
    const router = createRouter({
      routeTree: root.addChildren([page]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <I18nProvider i18n={i18n}>
        <MantineProvider env="test">
          <QueryClientProvider client={client}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </I18nProvider>,
    );

    await userEvent.type(await screen.findByLabelText(/Subject/), 'Points missing');
    await userEvent.type(screen.getByLabelText(/Your message/), 'The scan of RW-DEMO-0001 gave no points.');
    await userEvent.click(screen.getByRole('button', { name: 'Send ticket' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent a lot in a short time. Wait 42 seconds, then try again: what you entered is kept.',
    );
    expect(screen.getByLabelText(/Subject/)).toHaveValue('Points missing');
    expect(screen.getByLabelText(/Your message/)).toHaveValue('The scan of RW-DEMO-0001 gave no points.');

    await userEvent.click(screen.getByRole('button', { name: 'Send ticket' }));
    await vi.waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
  });
});
