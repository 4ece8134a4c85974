import { NUMBER_ANSWER_MAX, NUMBER_ANSWER_MIN, type Survey, type SurveyQuestion } from '#contract/survey.ts';

/** Where the person is in the survey; kept in the wizard's draft. Answers are option texts (or the number). */
export interface SurveyProgress {
  started: boolean;
  index: number;
  answers: Record<string, string[]>;
}

export const emptySurveyProgress = (): SurveyProgress => ({ started: false, index: 0, answers: {} });

export function isValidNumber(text: string): boolean {
  if (!/^\d+$/.test(text.trim())) return false;
  const n = Number(text);
  return n >= NUMBER_ANSWER_MIN && n <= NUMBER_ANSWER_MAX;
}

/** Next is enabled only when the question has an answer within its rules. */
export function isAnswered(question: SurveyQuestion, answers: string[] | undefined): boolean {
  if (!answers || answers.length === 0) return false;
  if (question.type === 'number') return answers.length === 1 && isValidNumber(answers[0]!);
  if (question.type === 'multiple') return question.limit === null || answers.length <= question.limit;
  return answers.length === 1;
}

export const isSurveyComplete = (survey: Survey, progress: SurveyProgress) =>
  survey.questions.every((q) => isAnswered(q, progress.answers[q.id]));

/** The JSON text the server takes: { type, answers: [{ id, question, answers }] }. */
export function surveyText(survey: Survey, progress: SurveyProgress): string {
  return JSON.stringify({
    type: survey.type,
    answers: survey.questions.map((q) => ({
      id: q.id,
      question: q.text,
      answers: (progress.answers[q.id] ?? []).map((a) => (q.type === 'number' ? String(Number(a)) : a)),
    })),
  });
}
