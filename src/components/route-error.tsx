import { Trans } from '@lingui/react/macro';
import { Button, Container, Stack } from '@mantine/core';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { errorMessages } from '../lib/http/error-messages.ts';
import { ErrorAlert } from './error-alert.tsx';

/** A screen whose data could not be loaded: say so and offer to try again. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <ErrorAlert messages={errorMessages(error)} />
        <Button
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Container>
  );
}
