import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { projectDelete, projectSurveySubmit } from '#contract/projects.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { certainlyNeverSent } from '#src/lib/outbox/never-sent.ts';
import { queuedNow } from '#src/lib/outbox/outbox-keys.ts';
import { pointsKeys } from '#src/session/session-keys.ts';
import { projectKeys } from './project-keys.ts';
import type { AddScanVars } from './project-queued-writes.ts';

/** Queues a scan into a project (which may itself still be queued): the uuid and key are chosen now. */
export function newScan(projectUuid: string, code: string): AddScanVars {
  return { ...queuedNow(), uuid: crypto.randomUUID(), projectUuid, code };
}

/**
 * Drops a queued write that certainly never left the device (a scan removed before it was sent) and answers
 * true; answers false when it may have reached the server (on its way, a reply lost, in flight when the app
 * closed), and undoing it must be queued as a write of its own after it.
 */
export function discardIfWaiting(queryClient: QueryClient, key: readonly unknown[], uuid: string): boolean {
  const cache = queryClient.getMutationCache();
  const mutation = cache
    .findAll({ mutationKey: key })
    .find((m) => (m.state.variables as { uuid?: string } | undefined)?.uuid === uuid);
  if (!mutation || !certainlyNeverSent(mutation)) return false;
  cache.remove(mutation);
  return true;
}

/**
 * Drops a scan the server refused (it never became part of the project), as the outbox's Discard does; answers
 * whether there was one.
 */
export function discardRefused(queryClient: QueryClient, key: readonly unknown[], uuid: string): boolean {
  const cache = queryClient.getMutationCache();
  const mutation = cache
    .findAll({ mutationKey: key, status: 'error' })
    .find((m) => (m.state.variables as { uuid?: string } | undefined)?.uuid === uuid);
  if (!mutation) return false;
  cache.remove(mutation);
  return true;
}

/** Deleting a project needs the network (it is refused once products exist, which only the server knows). */
export function deleteProjectMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: projectKeys.remove(),
    mutationFn: ({ uuid, key }: { uuid: string; key: string }) =>
      callApi(projectDelete, { params: { uuid }, headers: { 'Idempotency-Key': key } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
  });
}

export function submitSurveyMutation(queryClient: QueryClient, uuid: string) {
  return mutationOptions({
    mutationKey: projectKeys.submitSurvey(uuid),
    mutationFn: ({ answers, key }: { answers: { question_id: number; answer_id: number }[]; key: string }) =>
      callApi(projectSurveySubmit, {
        params: { uuid },
        body: { response: JSON.stringify(answers) },
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(uuid), project);
      void queryClient.invalidateQueries({ queryKey: projectKeys.all });
      void queryClient.invalidateQueries({ queryKey: pointsKeys.all });
    },
  });
}
