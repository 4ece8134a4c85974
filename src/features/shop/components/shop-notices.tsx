import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { scanStats } from '#contract/scans.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { currentUserQuery } from '#src/session/current-user-query.ts';

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

/** Window scans this calendar year the club card needs (spec, section 9: the card product's own rule). */
const CARD_WINDOW_SCANS = 10;

/**
 * This year's scans of the company, under the key the club card's product page reads them by
 * (src/features/club-card/api/club-card-keys.ts): one request and one saved copy for both.
 */
function windowScansQuery(companyUuid: string) {
  return {
    queryKey: ['scans', 'stats', companyUuid] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => callApi(scanStats, { params: { companyUuid }, signal }),
    staleTime: 0,
    enabled: companyUuid !== '',
  };
}

/**
 * Polish companies with no card yet are offered the club card once they have the 10 window scans it needs: the
 * windows, as the card's product page counts them, not every scan (a banner that offers what the product then
 * refuses).
 */
export function ClubCardPromo() {
  const companyUuid = useQuery(currentUserQuery()).data?.company.uuid ?? '';
  const windows = useQuery(windowScansQuery(companyUuid)).data?.current_year.windows;
  if (windows === undefined || windows < CARD_WINDOW_SCANS) return null;
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
