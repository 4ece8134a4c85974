import * as v from 'valibot';
import { defineCall } from './call.ts';

export const SURVEY_TYPES = ['main', 'decor'] as const;
export type SurveyType = (typeof SURVEY_TYPES)[number];

export const NUMBER_ANSWER_MIN = 1;
export const NUMBER_ANSWER_MAX = 999_999;
/** The spec's multi-select limit; a question may also be unlimited (limit null). */
export const MULTIPLE_LIMIT = 3;

export const SurveyOption = v.object({
  id: v.number(),
  /** A stable key the app translates (e.g. 'area.roof-windows'); text is the English fallback. */
  key: v.string(),
  text: v.string(),
});

export const SurveyQuestion = v.object({
  id: v.number(),
  key: v.string(),
  text: v.string(),
  type: v.picklist(['single', 'multiple', 'number', 'percentage']),
  /** For multiple choice: at most this many answers; null = unlimited. */
  limit: v.nullable(v.number()),
  options: v.array(SurveyOption),
});
export type SurveyQuestion = v.InferOutput<typeof SurveyQuestion>;

export const Survey = v.object({
  type: v.picklist(SURVEY_TYPES),
  questions: v.array(SurveyQuestion),
});
export type Survey = v.InferOutput<typeof Survey>;

/**
 * One answered question as stored on the company (the spec's "id, question, answers"): the English question
 * and the English option texts (or the number as text), so the answer reads the same whatever changes later.
 */
export const SurveyAnswer = v.object({
  id: v.number(),
  question: v.string(),
  answers: v.array(v.string()),
});
export type SurveyAnswer = v.InferOutput<typeof SurveyAnswer>;

export const survey = defineCall({
  method: 'GET',
  path: '/v1/survey',
  auth: 'public',
  summary: 'The survey questions (main for installers, decor for decor installers), with their options.',
  query: v.object({
    type: v.optional(v.picklist(SURVEY_TYPES, 'Choose the main or the decor survey.'), 'main'),
  }),
  response: Survey,
});
