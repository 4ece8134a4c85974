import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { Project, projectList } from '#contract/projects.ts';
import type { CallOutput } from '#src/lib/http/call-api.ts';
import { defineQueuedWrite } from '#src/lib/outbox/queued-write.ts';
import { sendWriteRequest } from '#src/lib/outbox/send-write-request.ts';
import { PROJECT_TEXTS } from '../project-texts.ts';
import { projectKeys, projectOutboxKeys } from './project-keys.ts';
import { addScanRequest, createProjectRequest, deleteScanRequest } from './project-write-requests.ts';

/*
 * The projects' offline-capable writes (docs/decisions/0080): creating a project, adding a scan and removing one. Their
 * requests are declared as data in project-write-requests.ts (the service worker sends them too: decision 0294).
 */

export type { AddScanVars, CreateProjectVars, DeleteScanVars } from './project-write-requests.ts';

type ProjectPage = CallOutput<typeof projectList>;

const sendProject = sendWriteRequest(createProjectRequest);
const sendScan = sendWriteRequest(addScanRequest);
const sendScanRemoval = sendWriteRequest(deleteScanRequest);

function updateDetail(queryClient: QueryClient, uuid: string, change: (project: Project) => Project): void {
  queryClient.setQueryData<Project>(projectKeys.detail(uuid), (project) => (project ? change(project) : project));
}

export const createProjectWrite = defineQueuedWrite({
  key: projectOutboxKeys.createProject,
  mutationFn: sendProject,
  onSuccess: (queryClient, project) => {
    queryClient.setQueryData(projectKeys.detail(project.uuid), project);
    // The new project shows at once on the first page of open projects, then the lists refresh.
    queryClient.setQueriesData<ProjectPage>({ queryKey: projectKeys.list('open', 1) }, (page) =>
      page && !page.data.some((p) => p.uuid === project.uuid) ? { ...page, data: [project, ...page.data] } : page,
    );
    void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
  },
  describe: (vars, i18n) => i18n._(msg`Project ${vars.streetName}`),
  refusalTexts: PROJECT_TEXTS,
});

export const addScanWrite = defineQueuedWrite({
  key: projectOutboxKeys.addScan,
  mutationFn: sendScan,
  onSuccess: (queryClient, scan, { projectUuid }) => {
    updateDetail(queryClient, projectUuid, (project) =>
      project.products.some((p) => p.uuid === scan.uuid)
        ? project
        : { ...project, products: [...project.products, scan], products_count: project.products_count + 1 },
    );
    void queryClient.invalidateQueries({ queryKey: projectKeys.all });
  },
  describe: (vars, i18n) => i18n._(msg`Product ${vars.code}`),
  refusalTexts: PROJECT_TEXTS,
  // A serial the server did not know (a misread, a typo) can be corrected and sent again.
  fix: {
    label: msg`Serial number to send instead`,
    action: msg`Retry with this serial`,
    autoCapitalize: 'characters',
    value: (vars) => vars.code,
    apply: (vars, serial) => ({ ...vars, code: serial.trim().toUpperCase() }),
  },
});

export const deleteScanWrite = defineQueuedWrite({
  key: projectOutboxKeys.deleteScan,
  mutationFn: sendScanRemoval,
  onSuccess: (queryClient, _, { uuid, projectUuid }) => {
    updateDetail(queryClient, projectUuid, (project) => ({
      ...project,
      products: project.products.filter((p) => p.uuid !== uuid),
      products_count: Math.max(0, project.products_count - 1),
    }));
    void queryClient.invalidateQueries({ queryKey: projectKeys.all });
  },
  describe: (vars, i18n) => i18n._(msg`Removal of ${vars.serial}`),
  refusalTexts: PROJECT_TEXTS,
});

/** The projects feature's queued writes, for the app to register where it starts. */
export const projectQueuedWrites = [createProjectWrite, addScanWrite, deleteScanWrite];
