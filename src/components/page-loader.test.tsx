import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme.ts';
import { PageLoader } from './page-loader.tsx';

describe('PageLoader', () => {
  it('is announced as a named status, with no attribute its role forbids', async () => {
    const { container, getByRole } = render(
      <I18nProvider i18n={i18n}>
        <MantineProvider theme={theme} env="test">
          <PageLoader />
        </MantineProvider>
      </I18nProvider>,
    );
    expect(getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    const results = await axe.run(container, { runOnly: ['aria-prohibited-attr', 'aria-allowed-role'] });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
