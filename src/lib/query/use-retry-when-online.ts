import { useEffect, useRef } from 'react';
import { useOnline } from '#src/lib/outbox/use-online.ts';

/**
 * Calls `retry` when the network comes back after the screen was shown offline: a screen that failed for want
 * of signal mends itself once the signal returns, without a reload.
 */
export function useRetryWhenOnline(retry: () => void): void {
  const online = useOnline();
  const wasOffline = useRef(!online);
  const latest = useRef(retry);
  latest.current = retry;
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      latest.current();
    }
  }, [online]);
}
