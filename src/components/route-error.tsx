import { Trans } from '@lingui/react/macro';
import { Button, Container, Stack } from '@mantine/core';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { errorMessages } from '../lib/http/error-messages.ts';
import { useRetryWhenOnline } from '../lib/query/use-retry-when-online.ts';
import { ErrorAlert } from './error-alert.tsx';

/** A screen whose data could not be loaded: say so and offer to try again. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const tryAgain = () => {
    reset();
    void router.invalidate();
  };
  useRetryWhenOnline(tryAgain);
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <ErrorAlert messages={errorMessages(error)} />
        <Button onClick={tryAgain}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Container>
  );
}
