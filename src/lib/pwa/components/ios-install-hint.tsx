import { Trans } from '@lingui/react/macro';
import { Button, Paper, Text } from '@mantine/core';
import { IconShare2 } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { dismissIosInstallHint, wantsIosInstallHint } from '../ios-install-hint.ts';
import { useUpdateWaiting } from '../update-store.ts';

/**
 * On an iPhone's Safari, outside the installed app: how to add the club to the Home Screen, which notifications and
 * the badge need there (issue 29). Never on the first screen of a visit (the person came to do something), never over
 * the update prompt; dismissed for good on this device.
 */
/** The visit's first screen (the frame is mounted again by some routes, so this outlives it). */
let firstScreen: string | null = null;

export function IosInstallHint() {
  const pathname = useLocation({ select: (l) => l.pathname });
  firstScreen ??= pathname;
  const [wanted, setWanted] = useState(wantsIosInstallHint);
  const updateWaiting = useUpdateWaiting();
  if (!wanted || pathname === firstScreen || updateWaiting) return null;

  return (
    <Paper
      shadow="lg"
      p="md"
      withBorder
      role="region"
      aria-labelledby="ios-install-hint-title"
      // Above the phone's bottom navigation, where the update prompt shows too (never both at once).
      style={{
        position: 'fixed',
        insetInline: '1rem',
        bottom: 'calc(var(--bottom-nav-height) + 1rem + env(safe-area-inset-bottom))',
        zIndex: 300,
        maxWidth: '32rem',
        marginInline: 'auto',
      }}
    >
      <Text id="ios-install-hint-title" fw={700}>
        <Trans>Add the club to your Home Screen</Trans>
      </Text>
      <Text size="sm" mt={4}>
        <Trans>
          On iPhone, notifications and the badge on the icon work only in the app added to the Home Screen. Tap Share{' '}
          <IconShare2 size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />, then Add to Home Screen.
        </Trans>
      </Text>
      <Button
        mt="sm"
        size="md"
        variant="default"
        onClick={() => {
          dismissIosInstallHint();
          setWanted(false);
        }}
      >
        <Trans>Got it</Trans>
      </Button>
    </Paper>
  );
}
