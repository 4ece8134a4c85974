import type { Project } from '#contract/projects.ts';
import type { AddScanVars } from './api/project-queued-writes.ts';
import type { QueuedWrite } from './hooks/use-queued-work.ts';

/** Where a scan stands: on its way, saved on this device (offline), on the server, or refused by the server. */
export type ScanState = 'sending' | 'queued' | 'added' | 'refused';

/**
 * What became of the scan with this uuid (null once it is gone: removed, or discarded after a refusal). A scan is
 * added only when the server has it: until then it is on its way, or saved on the device while offline.
 */
export function scanState(
  uuid: string,
  project: Pick<Project, 'products'>,
  queued: readonly QueuedWrite<AddScanVars>[],
  online: boolean,
): ScanState | null {
  if (project.products.some((p) => p.uuid === uuid)) return 'added';
  const write = queued.find((w) => w.variables.uuid === uuid);
  if (!write) return null;
  if (write.refused) return 'refused';
  return online ? 'sending' : 'queued';
}
