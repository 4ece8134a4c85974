import * as v from 'valibot';
import {
  NUMBER_ANSWER_MAX,
  NUMBER_ANSWER_MIN,
  type SurveyAnswer,
  SurveyAnswer as SurveyAnswerSchema,
  type SurveyType,
} from '#contract/survey.ts';
import { SURVEYS } from './survey-definitions.ts';

export const SURVEY_INVALID = 'Answer every survey question.';

/** The stored form of an answered survey (companies.survey): which survey, and one entry per question. */
export interface StoredSurvey {
  type: SurveyType;
  answers: SurveyAnswer[];
}

const SurveyText = v.object({
  type: v.picklist(['main', 'decor']),
  answers: v.array(SurveyAnswerSchema),
});

function validAnswer(answer: SurveyAnswer, type: SurveyType): SurveyAnswer | null {
  const question = SURVEYS[type].questions.find((q) => q.id === answer.id);
  if (!question) return null;
  const texts = answer.answers.map((a) => a.trim());
  const allowed = new Set(question.options.map((o) => o.text));
  if (question.type === 'number') {
    const n = Number(texts[0]);
    const ok = texts.length === 1 && /^\d+$/.test(texts[0] ?? '') && n >= NUMBER_ANSWER_MIN && n <= NUMBER_ANSWER_MAX;
    return ok ? { id: question.id, question: question.text, answers: [String(n)] } : null;
  }
  if (texts.length === 0 || new Set(texts).size !== texts.length || !texts.every((t) => allowed.has(t))) return null;
  if (question.type !== 'multiple' && texts.length !== 1) return null;
  if (question.limit !== null && texts.length > question.limit) return null;
  return { id: question.id, question: question.text, answers: texts };
}

/**
 * Checks survey answers sent as JSON text against the definitions: every question answered once, options from
 * the question, at most `limit` choices, numbers 1-999999. Answers the normalised survey, or null when invalid.
 */
export function parseSurveyText(text: string, expected: SurveyType): StoredSurvey | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = v.safeParse(SurveyText, raw);
  if (!parsed.success || parsed.output.type !== expected) return null;
  const questions = SURVEYS[expected].questions;
  if (parsed.output.answers.length !== questions.length) return null;
  const answers: SurveyAnswer[] = [];
  for (const answer of parsed.output.answers) {
    const valid = validAnswer(answer, expected);
    if (!valid || answers.some((a) => a.id === valid.id)) return null;
    answers.push(valid);
  }
  return { type: expected, answers };
}
