import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function VerifyEmailNotice() {
  return (
    <Alert color="yellow" variant="light">
      <Text size="sm">
        <Trans>
          Your e-mail address is not verified yet. Verify it so we can reach you about your orders.{' '}
          <Anchor component={Link} to="/verify-email" fw={700}>
            Verify e-mail
          </Anchor>
        </Trans>
      </Text>
    </Alert>
  );
}

/** Polish companies with enough window scans and no card yet are offered the club card. */
export function ClubCardPromo() {
  return (
    <Alert color="brand" variant="light">
      <Group justify="space-between" gap="sm">
        <Text fw={600}>
          <Trans>Get the Installer Club card: your points become money to spend anywhere.</Trans>
        </Text>
        <Button component={Link} to="/shop/club-card" h={44}>
          <Trans>Order the club card</Trans>
        </Button>
      </Group>
    </Alert>
  );
}
