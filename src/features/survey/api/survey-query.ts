import { queryOptions } from '@tanstack/react-query';
import { type SurveyType, survey } from '#contract/survey.ts';
import { callApi } from '#src/lib/http/call-api.ts';

export function surveyQuery(type: SurveyType) {
  return queryOptions({
    queryKey: ['survey', type],
    queryFn: ({ signal }) => callApi(survey, { query: { type }, signal }),
    staleTime: 60 * 60_000,
  });
}
