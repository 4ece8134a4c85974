import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '#contract/survey.ts';
import { isAnswered, isValidNumber, surveyText } from './survey-progress.ts';

const question = (type: SurveyQuestion['type'], limit: number | null = null): SurveyQuestion => ({
  id: 1,
  key: 'q',
  text: 'Q?',
  type,
  limit,
  options: [],
});

describe('survey answers', () => {
  it('accepts whole numbers from 1 to 999999 only', () => {
    expect(['1', '120', '999999'].every(isValidNumber)).toBe(true);
    expect(['0', '1000000', '1.5', '-3', '', 'abc'].some(isValidNumber)).toBe(false);
  });

  it('enables Next only for an answer within the rules', () => {
    expect(isAnswered(question('single'), [])).toBe(false);
    expect(isAnswered(question('single'), ['A'])).toBe(true);
    expect(isAnswered(question('multiple', 3), ['A', 'B', 'C'])).toBe(true);
    expect(isAnswered(question('multiple', 3), ['A', 'B', 'C', 'D'])).toBe(false);
    expect(isAnswered(question('multiple', null), ['A', 'B', 'C', 'D'])).toBe(true);
    expect(isAnswered(question('number'), ['0'])).toBe(false);
    expect(isAnswered(question('percentage'), ['25-50%'])).toBe(true);
  });

  it('builds the JSON text the server takes', () => {
    const survey = { type: 'main' as const, questions: [question('number')] };
    expect(JSON.parse(surveyText(survey, { started: true, index: 0, answers: { 1: ['007'] } }))).toEqual({
      type: 'main',
      answers: [{ id: 1, question: 'Q?', answers: ['7'] }],
    });
  });
});
