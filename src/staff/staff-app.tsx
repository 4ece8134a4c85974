import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { theme } from '#src/theme.ts';
import type { StaffRouter } from './staff-router.tsx';

export function StaffApp({ queryClient, router }: { queryClient: QueryClient; router: StaffRouter }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="auto">
        <QueryClientProvider client={queryClient}>
          {/* The installer's app registers its router's type; this one is the console's own (decision 0277). */}
          <RouterProvider router={router as never} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
}
