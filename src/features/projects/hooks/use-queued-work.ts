import { type Mutation, useMutationState } from '@tanstack/react-query';
import type { ApiError } from '#src/lib/http/api-error.ts';
import { projectOutboxKeys } from '../api/project-keys.ts';
import type { AddScanVars, CreateProjectVars, DeleteScanVars } from '../api/project-queued-writes.ts';

/** A write waiting in the outbox (or refused by the server), as the screens show it. */
export interface QueuedWrite<V> {
  variables: V;
  refused: ApiError | null;
}

const waitingOrRefused = (m: Mutation) => m.state.status === 'pending' || m.state.status === 'error';

function useQueued<V>(key: readonly unknown[], keep: (v: V) => boolean): QueuedWrite<V>[] {
  const all = useMutationState({
    filters: { mutationKey: key, predicate: waitingOrRefused },
    select: (m) => ({
      variables: m.state.variables as V,
      refused: m.state.status === 'error' ? (m.state.error as ApiError) : null,
    }),
  });
  return all.filter((w) => keep(w.variables));
}

/** Projects created on this device that the server does not have yet. */
export function useQueuedProjects(): QueuedWrite<CreateProjectVars>[] {
  return useQueued<CreateProjectVars>(projectOutboxKeys.createProject, () => true);
}

export function useQueuedProject(uuid: string): QueuedWrite<CreateProjectVars> | undefined {
  return useQueued<CreateProjectVars>(projectOutboxKeys.createProject, (v) => v.uuid === uuid)[0];
}

/** Scans waiting to reach a project, and the uuids of scans whose removal waits. */
export function useQueuedScans(projectUuid: string) {
  const added = useQueued<AddScanVars>(projectOutboxKeys.addScan, (v) => v.projectUuid === projectUuid);
  const removed = useQueued<DeleteScanVars>(projectOutboxKeys.deleteScan, (v) => v.projectUuid === projectUuid);
  return { added, removedUuids: new Set(removed.filter((w) => !w.refused).map((w) => w.variables.uuid)) };
}

/**
 * The projects with scans waiting on this device: such a project has products, or will have once they are sent,
 * so it is not offered for deletion (a project with products cannot be deleted).
 */
export function useProjectsWithQueuedScans(): Set<string> {
  const added = useQueued<AddScanVars>(projectOutboxKeys.addScan, () => true);
  return new Set(added.filter((w) => !w.refused).map((w) => w.variables.projectUuid));
}
