import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { usePageTitle } from '../lib/format/use-page-title.ts';

// The visitor's frame (its language picker with Mantine's inputs) loads with a visitor's 404: the signed-in frame
// imports this module for its own 404, and the first signed-in screen should not carry it (decision 0302).
const AnonymousLayout = lazy(() => import('./anonymous-layout.tsx').then((m) => ({ default: m.AnonymousLayout })));

/** The 404 content; inside the signed-in frame it is the page, for a visitor it gets the anonymous frame. */
export function NotFoundPage() {
  const { t } = useLingui();
  usePageTitle(t`Page not found`);
  return (
    <Stack align="flex-start" gap="lg" py="xl">
      <Text c="dimmed" fw={700}>
        404
      </Text>
      <Title order={1}>
        <Trans>No window on this roof.</Trans>
      </Title>
      <Anchor component={Link} to="/" size="lg" className="big-link">
        <Trans>Back to home</Trans>
      </Anchor>
    </Stack>
  );
}

/** The root's 404 (a visitor's unknown path); a signed-in person's is caught by the signed-in layout first. */
export function RootNotFound() {
  return (
    <Suspense fallback={null}>
      <AnonymousLayout>
        <NotFoundPage />
      </AnonymousLayout>
    </Suspense>
  );
}
