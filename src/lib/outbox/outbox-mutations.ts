import type { QueryClient } from '@tanstack/react-query';
import type { Project, projectList } from '#contract/projects.ts';
import { projectCreate } from '#contract/projects.ts';
import { type Scan, scanAdd, scanDelete } from '#contract/scans.ts';
import { type ChatMessage, chatSend } from '#contract/support.ts';
import { type CallOutput, callApi } from '#src/lib/http/call-api.ts';
import {
  type AddScanVars,
  type CreateProjectVars,
  type DeleteScanVars,
  OUTBOX_SCOPE,
  outboxKeys,
  type SupportMessageVars,
} from './outbox-keys.ts';
import { queuedRetryDelay, retryQueued } from './outbox-retry.ts';
import { projectKeys } from './project-keys.ts';
import { supportKeys } from './support-keys.ts';

type ProjectPage = CallOutput<typeof projectList>;

const queued = {
  // Paused while offline, resumed by TanStack Query when the network returns (and after a restart).
  networkMode: 'online',
  scope: OUTBOX_SCOPE,
  retry: retryQueued,
  retryDelay: queuedRetryDelay,
  // A refused write stays until the person fixes or discards it.
  gcTime: Number.POSITIVE_INFINITY,
} as const;

const idempotent = (key: string) => ({ 'Idempotency-Key': key });

function updateDetail(queryClient: QueryClient, uuid: string, change: (project: Project) => Project): void {
  queryClient.setQueryData<Project>(projectKeys.detail(uuid), (project) => (project ? change(project) : project));
}

/** The replay path of every offline-capable write; registered before the stored outbox is restored. */
export function registerOutboxMutations(queryClient: QueryClient): void {
  queryClient.setMutationDefaults<Project, Error, CreateProjectVars>(outboxKeys.createProject, {
    ...queued,
    mutationFn: ({ uuid, streetName, city, postalCode, idempotencyKey }) =>
      callApi(projectCreate, { body: { uuid, streetName, city, postalCode }, headers: idempotent(idempotencyKey) }),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(project.uuid), project);
      // The new project shows at once on the first page of open projects, then the lists refresh.
      queryClient.setQueriesData<ProjectPage>({ queryKey: projectKeys.list('open', 1) }, (page) =>
        page && !page.data.some((p) => p.uuid === project.uuid) ? { ...page, data: [project, ...page.data] } : page,
      );
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });

  queryClient.setMutationDefaults<Scan, Error, AddScanVars>(outboxKeys.addScan, {
    ...queued,
    mutationFn: ({ uuid, projectUuid, code, idempotencyKey }) =>
      callApi(scanAdd, { body: { uuid, project_uuid: projectUuid, code }, headers: idempotent(idempotencyKey) }),
    onSuccess: (scan, { projectUuid }) => {
      updateDetail(queryClient, projectUuid, (project) =>
        project.products.some((p) => p.uuid === scan.uuid)
          ? project
          : { ...project, products: [...project.products, scan], products_count: project.products_count + 1 },
      );
      void queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
  });

  queryClient.setMutationDefaults<null, Error, DeleteScanVars>(outboxKeys.deleteScan, {
    ...queued,
    mutationFn: ({ uuid, idempotencyKey }) =>
      callApi(scanDelete, { params: { uuid }, headers: idempotent(idempotencyKey) }),
    onSuccess: (_, { uuid, projectUuid }) => {
      updateDetail(queryClient, projectUuid, (project) => ({
        ...project,
        products: project.products.filter((p) => p.uuid !== uuid),
        products_count: Math.max(0, project.products_count - 1),
      }));
      void queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
  });

  queryClient.setMutationDefaults<ChatMessage, Error, SupportMessageVars>(outboxKeys.sendSupportMessage, {
    ...queued,
    mutationFn: ({ ticketUuid, message, idempotencyKey }) =>
      callApi(chatSend, { params: { uuid: ticketUuid }, body: { message }, headers: idempotent(idempotencyKey) }),
    onSuccess: (sent, { ticketUuid }) => {
      // The message joins the conversation at once, then the ticket (a resolved one reopens) and the list refresh.
      queryClient.setQueryData<{ data: ChatMessage[] }>(supportKeys.chat(ticketUuid), (chat) =>
        chat && !chat.data.some((m) => m.uuid === sent.uuid) ? { data: [...chat.data, sent] } : chat,
      );
      void queryClient.invalidateQueries({ queryKey: supportKeys.ticket(ticketUuid) });
      void queryClient.invalidateQueries({ queryKey: supportKeys.lists() });
    },
  });
}
