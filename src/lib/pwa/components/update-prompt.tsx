import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useHasUnsavedInput } from '../unsaved-input.ts';
import { applyUpdate, useUpdateWaiting } from '../update-store.ts';

/**
 * Offers a waiting new version. The page reloads only on 'Update now' and only when no form holds unsaved
 * input; 'Later' leaves the new version to the next launch.
 */
export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  const unsaved = useHasUnsavedInput();
  const [dismissed, setDismissed] = useState(false);
  const [blocked, setBlocked] = useState(false);
  if (!waiting || dismissed) return null;

  return (
    <Paper
      shadow="lg"
      p="md"
      withBorder
      role="region"
      aria-labelledby="update-prompt-text"
      style={{
        position: 'fixed',
        insetInline: '1rem',
        bottom: 'calc(1rem + env(safe-area-inset-bottom))',
        zIndex: 300,
        maxWidth: '32rem',
        marginInline: 'auto',
      }}
    >
      <Text id="update-prompt-text" fw={600} role="status">
        {blocked && unsaved ? (
          <Trans>You have unsaved input on this page. Finish or save it first, or update later.</Trans>
        ) : (
          <Trans>A new version is available.</Trans>
        )}
      </Text>
      <Group mt="sm" gap="sm">
        <Button size="lg" onClick={() => setBlocked(applyUpdate() === 'unsaved-input')}>
          <Trans>Update now</Trans>
        </Button>
        <Button size="lg" variant="default" onClick={() => setDismissed(true)}>
          <Trans>Later</Trans>
        </Button>
      </Group>
    </Paper>
  );
}
