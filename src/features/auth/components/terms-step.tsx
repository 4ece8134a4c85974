import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { StepFrame } from '#src/components/step-frame.ts';

interface Props extends StepFrame {
  termsLink: string;
  declining: boolean;
  onAccept: () => void;
  onDecline: () => void;
}

/** The Czech/Slovak premade terms: accept, or decline after a warning that the club profile will be deleted. */
export function TermsStep({ heading, termsLink, declining, onAccept, onDecline }: Props) {
  const [warned, setWarned] = useState(false);
  return (
    <Stack gap="lg">
      {heading(<Trans>New club terms</Trans>)}
      <Text>
        <Trans>The club has new terms and conditions. Please read and accept them to keep your membership.</Trans>
      </Text>
      <Anchor href={termsLink} target="_blank" rel="noopener">
        <Trans>Read the terms and conditions (PDF)</Trans>
      </Anchor>
      {warned ? (
        <Alert color="red" variant="light" role="alert" title={<Trans>Your club profile will be deleted</Trans>}>
          <Stack gap="md">
            <Text>
              <Trans>If you decline the terms, your club profile and your points will be deleted.</Trans>
            </Text>
            <Group justify="space-between">
              <Button variant="default" onClick={() => setWarned(false)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button color="red" loading={declining} onClick={onDecline}>
                <Trans>Decline and delete my profile</Trans>
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Group justify="space-between">
          <Button variant="default" onClick={() => setWarned(true)}>
            <Trans>Decline</Trans>
          </Button>
          <Button onClick={onAccept}>
            <Trans>Accept the terms</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}
