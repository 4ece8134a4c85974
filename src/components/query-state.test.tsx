import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { onlineManager } from '@tanstack/react-query';
import { fireEvent, render, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/lib/http/api-error.ts';
import { theme } from '../theme.ts';
import { CardsSkeleton, QueryState, type QueryStateProps, type StateQuery, savedAgo } from './query-state.tsx';

const MINUTE = 60_000;

function fake(overrides: Partial<StateQuery<string[]>>): StateQuery<string[]> {
  return {
    data: undefined,
    error: null,
    isError: false,
    fetchStatus: 'idle',
    dataUpdatedAt: 0,
    refetch: () => undefined,
    ...overrides,
  };
}

function show(query: StateQuery<string[]>, props: Partial<QueryStateProps<string[]>> = {}) {
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <QueryState query={query} skeleton={<CardsSkeleton count={3} height={84} />} {...props}>
          {(orders) =>
            orders.length === 0 ? (
              <p>No orders yet.</p>
            ) : (
              <ul aria-label="Orders">
                {orders.map((o) => (
                  <li key={o}>{o}</li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </MantineProvider>
    </I18nProvider>,
  );
}

afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

describe('QueryState', () => {
  it('while loading shows the skeleton as one status named Loading, and no content', async () => {
    const { container, getByRole, queryByRole } = show(fake({ fetchStatus: 'fetching' }));
    const status = getByRole('status', { name: 'Loading' });
    expect(status.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(3);
    expect(queryByRole('list')).toBeNull();
    expect(queryByRole('alert')).toBeNull();
    const results = await axe.run(container, { runOnly: ['aria-prohibited-attr', 'aria-allowed-role'] });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('offline with nothing saved says so in one neutral sentence, without a button', () => {
    const { getByRole, queryByRole } = show(fake({ fetchStatus: 'paused' }));
    expect(getByRole('status')).toHaveTextContent(
      'This is not saved on this device yet and loads when the signal is back.',
    );
    expect(queryByRole('button')).toBeNull();
    expect(queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it('after a failure says it could not be loaded and tries again on a 44 px button', () => {
    const refetch = vi.fn();
    const { getByRole } = show(fake({ isError: true, error: new ApiError(500, 'Server error'), refetch }));
    expect(getByRole('alert')).toHaveTextContent('This could not be loaded.');
    const button = getByRole('button', { name: 'Try again' });
    // jsdom computes no layout: 2.75rem is 44 px at Mantine's scale 1.
    expect(getComputedStyle(button).height).toBe('calc(2.75rem * var(--mantine-scale))');
    fireEvent.click(button);
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the skeleton again while trying again after a failure', () => {
    const { getByRole, queryByRole } = show(fake({ isError: true, error: new Error('x'), fetchStatus: 'fetching' }));
    expect(getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(queryByRole('alert')).toBeNull();
  });

  it("says the screen's own not-found sentence for a 404, with nothing to try again", () => {
    const { getByRole, queryByRole } = show(fake({ isError: true, error: new ApiError(404, 'Not found.') }), {
      notFound: 'This article is not available.',
    });
    expect(getByRole('alert')).toHaveTextContent('This article is not available.');
    expect(queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('without a not-found sentence a 404 is a failure like any other', () => {
    const { getByRole } = show(fake({ isError: true, error: new ApiError(404, 'Not found.') }));
    expect(getByRole('alert')).toHaveTextContent('This could not be loaded.');
    expect(getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows fresh content as it is, with no line about a saved copy', () => {
    const { getByRole, queryByRole, queryByText } = show(
      fake({ data: ['No. 100001', 'No. 100002'], dataUpdatedAt: Date.now() }),
    );
    expect(getByRole('list', { name: 'Orders' })).toHaveTextContent('No. 100001');
    expect(queryByRole('status')).toBeNull();
    expect(queryByText(/saved on this device/)).toBeNull();
  });

  it("keeps the screen's own empty state: it is content", () => {
    const { getByText } = show(fake({ data: [], dataUpdatedAt: Date.now() }));
    expect(getByText('No orders yet.')).toBeInTheDocument();
  });

  it('offline keeps the content and says above it that it is the copy on this device, and how old', async () => {
    onlineManager.setOnline(false);
    const { getByRole, findByRole, container } = show(
      fake({ data: ['No. 100001'], dataUpdatedAt: Date.now() - 5 * MINUTE, fetchStatus: 'paused' }),
    );
    const line = await findByRole('status');
    expect(line).toHaveTextContent('This is the copy saved on this device 5 minutes ago.');
    expect(getByRole('list', { name: 'Orders' })).toHaveTextContent('No. 100001');
    // The line comes before the content.
    expect(container.textContent?.indexOf('copy saved')).toBeLessThan(
      container.textContent?.indexOf('No. 100001') ?? 0,
    );
  });

  it('after a failed refresh keeps the content, with its age, and no alert', async () => {
    const { getByRole, findByRole, queryByRole } = show(
      fake({ data: ['No. 100001'], dataUpdatedAt: Date.now() - 3 * 60 * MINUTE, isError: true, error: new Error() }),
    );
    expect(await findByRole('status')).toHaveTextContent('This is the copy saved on this device 3 hours ago.');
    expect(queryByRole('alert')).toBeNull();
    expect(getByRole('list', { name: 'Orders' })).toBeInTheDocument();
  });

  it('inline, a part of a screen says nothing about the copy unless asked to', async () => {
    onlineManager.setOnline(false);
    const query = fake({ data: ['No. 100001'], dataUpdatedAt: Date.now() - 2 * MINUTE, fetchStatus: 'paused' });
    const quiet = show(query, { inline: true });
    expect(await show(query, { inline: true, copyAge: true }).findByRole('status')).toHaveTextContent('2 minutes ago');
    expect(within(quiet.container).queryByRole('status')).toBeNull();
  });
});

describe('savedAgo', () => {
  const now = Date.UTC(2026, 10, 23, 12, 0);
  it('counts in the largest whole unit, a minute at least', () => {
    expect(savedAgo(now - 10_000, now, 'en')).toBe('1 minute ago');
    expect(savedAgo(now - 59 * MINUTE, now, 'en')).toBe('59 minutes ago');
    expect(savedAgo(now - 90 * MINUTE, now, 'en')).toBe('1 hour ago');
    expect(savedAgo(now - 30 * 60 * MINUTE, now, 'en')).toBe('yesterday');
    expect(savedAgo(now - 10 * 24 * 60 * MINUTE, now, 'en')).toBe('last week');
    expect(savedAgo(now - 20 * 24 * 60 * MINUTE, now, 'en')).toBe('2 weeks ago');
    expect(savedAgo(now - 40 * 24 * 60 * MINUTE, now, 'en')).toBe('last month');
  });

  it("speaks the reader's language, Serbian in Latin letters", () => {
    expect(savedAgo(now - 5 * MINUTE, now, 'pl')).toBe('5 minut temu');
    expect(savedAgo(now - 5 * MINUTE, now, 'sr')).toBe('pre 5 minuta');
  });
});
