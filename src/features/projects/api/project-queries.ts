import { queryOptions } from '@tanstack/react-query';
import { projectGet, projectList, projectSurveyQuestions } from '#contract/projects.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { type ProjectListStatus, projectKeys } from './project-keys.ts';

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
    queryKey: projectKeys.surveyQuestions(),
    queryFn: ({ signal }) => callApi(projectSurveyQuestions, { signal }),
    staleTime: 10 * 60_000,
  });
}
