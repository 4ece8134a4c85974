import { projectCreate } from '#contract/projects.ts';
import { scanAdd, scanDelete } from '#contract/scans.ts';
import type { QueuedVars } from '#src/lib/outbox/outbox-keys.ts';
import { defineWriteRequest } from '#src/lib/outbox/write-request.ts';
import { projectOutboxKeys } from './project-keys.ts';

/*
 * The requests of the projects' queued writes, as data (docs/decisions/0294): the app sends them, and the service
 * worker too when Background Sync wakes it with the app closed. Their variables are stored on the device with each
 * queued write: a change of shape migrates the stored outbox (docs/decisions/0080).
 */

export interface CreateProjectVars extends QueuedVars {
  uuid: string;
  streetName: string;
  city: string;
  postalCode: string;
}

export interface AddScanVars extends QueuedVars {
  /** The scan's uuid, client-generated so a later delete can name it before it reaches the server. */
  uuid: string;
  projectUuid: string;
  code: string;
}

export interface DeleteScanVars extends QueuedVars {
  uuid: string;
  projectUuid: string;
  serial: string;
}

export const createProjectRequest = defineWriteRequest({
  key: projectOutboxKeys.createProject,
  call: projectCreate,
  parts: ({ uuid, streetName, city, postalCode }: CreateProjectVars) => ({
    body: { uuid, streetName, city, postalCode },
  }),
});

export const addScanRequest = defineWriteRequest({
  key: projectOutboxKeys.addScan,
  call: scanAdd,
  parts: ({ uuid, projectUuid, code }: AddScanVars) => ({ body: { uuid, project_uuid: projectUuid, code } }),
});

export const deleteScanRequest = defineWriteRequest({
  key: projectOutboxKeys.deleteScan,
  call: scanDelete,
  parts: ({ uuid }: DeleteScanVars) => ({ params: { uuid } }),
});

export const projectWriteRequests = [createProjectRequest, addScanRequest, deleteScanRequest];
