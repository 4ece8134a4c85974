import { randomUUID } from 'node:crypto';
import type { SurveyAnswer } from '#contract/scans.ts';
import type { Db, Queryable } from '#server/db/db.ts';
import { ApiError, invalidData, notFound } from '#server/http/api-error.ts';
import { NOBODY, type Reader } from '../i18n/reader.ts';
import { readerText } from '../i18n/seeded-text.ts';
import { REVIEW_POINTS_THRESHOLD } from './project-rules.ts';
import { lockProject, moveProject } from './project-transitions.ts';

export interface SurveyQuestion {
  id: number;
  question: string;
  answers: { id: number; text: string }[];
}

/**
 * The active questions, in the reader's language with English as the fallback (docs/decisions/0024, 0281); answer
 * ids are the stored ones. Without a reader (checking answers): English.
 */
export async function surveyQuestions(db: Queryable, reader: Reader = NOBODY): Promise<SurveyQuestion[]> {
  return db.query<SurveyQuestion>(
    `SELECT q.id, ${readerText('survey_question', 'q.id::text', 'q.question', '$1', '$2')} AS question,
       coalesce((SELECT jsonb_agg(jsonb_build_object('id', a.value -> 'id',
           'text', ${readerText('survey_answer', "(a.value ->> 'id')", "(a.value ->> 'text')", '$1', '$2')}) ORDER BY a.n)
         FROM jsonb_array_elements(q.answers) WITH ORDINALITY AS a(value, n)), '[]'::jsonb) AS answers
       FROM project_survey_questions q WHERE q.active ORDER BY q.position, q.id`,
    [reader.userId, reader.language],
  );
}

/** Checks the JSON text against the active questions: every one answered once, with one of its answers. */
export function parseAnswers(response: string, questions: SurveyQuestion[]): SurveyAnswer[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(response);
  } catch {
    throw invalidData({ response: ['The answers are not valid JSON.'] });
  }
  const list = Array.isArray(parsed) ? parsed : null;
  if (!list?.every((a) => typeof a === 'object' && a !== null)) {
    throw invalidData({ response: ['Send the answers as a list of { question_id, answer_id }.'] });
  }
  const errors: string[] = [];
  const answers: SurveyAnswer[] = [];
  for (const q of questions) {
    const given = list.filter((a) => Number(a.question_id) === q.id);
    if (given.length === 0) errors.push(`Answer the question: ${q.question}`);
    else if (given.length > 1) errors.push(`Give one answer to the question: ${q.question}`);
    else if (!q.answers.some((a) => a.id === Number(given[0].answer_id))) {
      errors.push(`Choose one of the offered answers to the question: ${q.question}`);
    } else answers.push({ question_id: q.id, answer_id: Number(given[0].answer_id), uuid: randomUUID() });
  }
  if (list.some((a) => !questions.some((q) => q.id === Number(a.question_id)))) {
    errors.push('An answer refers to an unknown question.');
  }
  if (errors.length > 0) throw invalidData({ response: errors });
  return answers;
}

/**
 * Finishes an open project: stores the answers, then closes it (crediting its points) or, when a product is
 * flagged in review or the points reach the review threshold, sends it to staff review (docs/decisions/0020).
 */
export async function submitSurvey(
  db: Db,
  user: { id: number; companyId: number },
  uuid: string,
  response: string,
  now: Date,
): Promise<void> {
  const questions = await surveyQuestions(db);
  await db.transaction(async (tx) => {
    const project = await lockProject(tx, uuid, user.companyId);
    if (!project) throw notFound();
    const [state] = await tx.query<{ overdue: boolean; products: number; flagged: number; points: number }>(
      `SELECT p.deadline_at <= $2 AS overdue, count(s.id)::int AS products,
              count(s.id) FILTER (WHERE s.flag = 2)::int AS flagged,
              coalesce(sum(s.points) FILTER (WHERE s.flag <> 3), 0)::int AS points
         FROM projects p LEFT JOIN scans s ON s.project_id = p.id WHERE p.id = $1 GROUP BY p.id`,
      [project.id, now],
    );
    if (project.status !== 1 || state?.overdue) throw new ApiError(409, 'Only an open project can be finished.');
    if (!state || state.products === 0) {
      throw new ApiError(422, 'Add at least one product to the project before finishing it.');
    }
    const answers = parseAnswers(response, questions);
    await tx.query('UPDATE projects SET survey = $2 WHERE id = $1', [project.id, JSON.stringify(answers)]);
    const review = state.flagged > 0 || state.points >= REVIEW_POINTS_THRESHOLD;
    await moveProject(tx, project, review ? 5 : 2, now, user.id);
  });
}
