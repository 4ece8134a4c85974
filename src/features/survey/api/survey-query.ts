import { queryOptions } from '@tanstack/react-query';
import { type SurveyType, survey } from '#contract/survey.ts';
import { callApi } from '#src/lib/http/call-api.ts';

/** The surveys' query keys. The query keys' values are those the device's saved cache holds (docs/decisions/0081): keep them. */
export const surveyKeys = {
  all: ['survey'] as const,
  ofType: (type: SurveyType) => ['survey', type] as const,
};

export function surveyQuery(type: SurveyType) {
  return queryOptions({
    queryKey: surveyKeys.ofType(type),
    queryFn: ({ signal }) => callApi(survey, { query: { type }, signal }),
    staleTime: 60 * 60_000,
  });
}
