import {
  type EnsureQueryDataOptions,
  onlineManager,
  type QueryClient,
  type QueryKey,
  queryOptions,
} from '@tanstack/react-query';
import { projectGet, projectList, projectSurveyQuestions } from '../../../../contract/projects.ts';
import { callApi } from '../../../lib/http/call-api.ts';
import { type ProjectListStatus, projectKeys } from '../../../lib/outbox/project-keys.ts';

export function projectListQuery(status: ProjectListStatus, page: number) {
  return queryOptions({
    queryKey: projectKeys.list(status, page),
    queryFn: ({ signal }) =>
      callApi(projectList, { query: { page, ...(status === 'open' ? {} : { status }) }, signal }),
  });
}

export function projectQuery(uuid: string) {
  return queryOptions({
    queryKey: projectKeys.detail(uuid),
    queryFn: ({ signal }) => callApi(projectGet, { params: { uuid }, signal }),
  });
}

export function surveyQuestionsQuery() {
  return queryOptions({
    queryKey: ['projects', 'survey-questions'],
    queryFn: ({ signal }) => callApi(projectSurveyQuestions, { signal }),
    staleTime: 10 * 60_000,
  });
}

/**
 * For loaders: wait for the data when it can come (cached or online); offline without a copy the screen renders
 * at once and says so, instead of the route waiting for a network that is not there.
 */
export async function prefetchReachable<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TData, Error, TData, TKey>,
): Promise<void> {
  if (queryClient.getQueryData(options.queryKey) !== undefined || onlineManager.isOnline())
    await queryClient.ensureQueryData(options).catch(() => undefined);
}
