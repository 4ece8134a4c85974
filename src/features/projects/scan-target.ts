import type { QueryClient } from '@tanstack/react-query';
import { ensureReachableData } from '#src/lib/query/ensure-reachable.ts';
import { projectOutboxKeys } from './api/project-keys.ts';
import { projectListQuery } from './api/project-queries.ts';
import type { CreateProjectVars } from './api/project-queued-writes.ts';

/**
 * The project the home-screen "Scan" shortcut scans into: the newest open one, a project created on this device
 * and still waiting to sync included (it is the newest there is). Null when there is none (or, offline, none
 * known on this device).
 */
export async function scanTargetProject(queryClient: QueryClient): Promise<string | null> {
  const queued = queryClient
    .getMutationCache()
    .findAll({ mutationKey: projectOutboxKeys.createProject, status: 'pending' })
    .map((m) => m.state.variables as CreateProjectVars)
    .sort((a, b) => b.queuedAt.localeCompare(a.queuedAt));
  if (queued[0]) return queued[0].uuid;
  try {
    const page = await ensureReachableData(queryClient, projectListQuery('open', 1));
    return page.data[0]?.uuid ?? null;
  } catch {
    return null;
  }
}
