import { Trans } from '@lingui/react/macro';
import { IconWifiOff } from '@tabler/icons-react';
import { useOnline } from '#src/lib/outbox/use-online.ts';

/** Says plainly that work is kept while there is no signal; sits in the sync line under the top bar. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <p role="status" className="offline-banner">
      <IconWifiOff size={20} aria-hidden />
      <span>
        <Trans>You are offline. Your work is saved and will be sent when the signal is back.</Trans>
      </span>
    </p>
  );
}
