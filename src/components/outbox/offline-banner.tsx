import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { useOnline } from '../../lib/outbox/use-online.ts';

/** Says plainly that work is kept while there is no signal. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert role="status" color="yellow" variant="filled" radius={0}>
      <Trans>You are offline. Your work is saved and will be sent when the signal is back.</Trans>
    </Alert>
  );
}
