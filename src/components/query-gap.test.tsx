import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../theme.ts';
import { type GapQuery, QueryGap } from './query-gap.tsx';

function show(query: GapQuery) {
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <QueryGap query={query} height={100} />
      </MantineProvider>
    </I18nProvider>,
  );
}

describe('QueryGap', () => {
  it('is a named loading status while fetching', async () => {
    const { container, getByRole } = show({ isError: false, fetchStatus: 'fetching', refetch: () => undefined });
    expect(getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    const results = await axe.run(container, { runOnly: ['aria-prohibited-attr', 'aria-allowed-role'] });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('says offline with nothing saved that it loads when the signal is back', () => {
    const { getByRole } = show({ isError: false, fetchStatus: 'paused', refetch: () => undefined });
    expect(getByRole('status')).toHaveTextContent('Not saved on this device yet');
  });

  it('offers to try again after a failure', () => {
    const refetch = vi.fn();
    const { getByRole } = show({ isError: true, fetchStatus: 'idle', refetch });
    expect(getByRole('alert')).toHaveTextContent('This part could not be loaded.');
    fireEvent.click(getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
