import type { Mutation } from '@tanstack/react-query';

/**
 * Whether a queued write certainly never left the device: it is waiting (paused: offline, or behind another
 * write of the queue), its request never ran (no failed attempt) and it was not on its way when the app was
 * closed. Only such a write may be dropped as if it had never happened; any other may have reached the server
 * with its reply lost, so undoing it takes a write of its own.
 */
export function certainlyNeverSent(mutation: Pick<Mutation, 'state' | 'meta'>): boolean {
  const { status, isPaused, failureCount } = mutation.state;
  return status === 'pending' && isPaused && failureCount === 0 && mutation.meta?.mayHaveBeenSent !== true;
}
