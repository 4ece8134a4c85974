import '@mantine/core/styles/Paper.css';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { switchPushOn } from '../lib/push-device.ts';
import { answerPushOffer, pushOfferDue, subscribePushOffer } from '../lib/push-offer.ts';

/** The one offer to switch notifications on, after the person's first project on this device (decision 0293). */
export function PushOffer() {
  const due = useSyncExternalStore(subscribePushOffer, pushOfferDue, () => false);
  const [busy, setBusy] = useState(false);
  if (!due) return null;
  const accept = async () => {
    setBusy(true);
    try {
      await switchPushOn();
    } catch {
      // The profile's card offers the switch again, with what went wrong.
    } finally {
      answerPushOffer();
      setBusy(false);
    }
  };
  return (
    <Paper component="aside" aria-labelledby="push-offer-title" withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text fw={700} id="push-offer-title">
          <Trans>Get notified about your project</Trans>
        </Text>
        <Text>
          <Trans>
            The app can tell you when the club reviews your scans, when a project closes with its points, and when an
            order or support reply arrives. You can change this in your profile at any time.
          </Trans>
        </Text>
        <Group gap="sm">
          <Button size="md" mih={44} loading={busy} onClick={() => void accept()}>
            <Trans>Turn on notifications</Trans>
          </Button>
          <Button size="md" mih={44} variant="default" disabled={busy} onClick={answerPushOffer}>
            <Trans>Not now</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
