import { Trans } from '@lingui/react/macro';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <Container size="sm" py="xl" component="main">
      <Stack align="flex-start" gap="lg">
        <Text c="dimmed" fw={700}>
          404
        </Text>
        <Title order={1}>
          <Trans>No window on this roof.</Trans>
        </Title>
        <Anchor component={Link} to="/" size="lg">
          <Trans>Back to home</Trans>
        </Anchor>
      </Stack>
    </Container>
  );
}
