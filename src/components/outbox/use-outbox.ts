import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { lastSyncedAt, subscribeLastSynced } from '#src/lib/outbox/last-synced.ts';
import { isOutboxKey } from '#src/lib/outbox/outbox-keys.ts';
import { syncNow } from '#src/lib/outbox/outbox-sync.ts';

/** The outbox as the layout shows it: how much waits, what was refused, when the device last synced. */
export function useOutbox() {
  const queryClient = useQueryClient();
  const states = useMutationState({
    filters: { predicate: (m) => isOutboxKey(m.options.mutationKey) },
    select: (m) => m.state.status,
  });
  const lastSynced = useSyncExternalStore(subscribeLastSynced, lastSyncedAt);
  return {
    pending: states.filter((s) => s === 'pending').length,
    refused: states.filter((s) => s === 'error').length,
    lastSynced,
    syncNow: () => syncNow(queryClient),
  };
}
