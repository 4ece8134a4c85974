import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { applyContrast } from './components/shell/display-mode.ts';
import type { AppRouter } from './router.ts';
import { theme } from './theme.ts';

// The high-contrast choice is on <html> before the first paint; light and dark are Mantine's own (follow the system).
applyContrast();

export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="auto">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
}
