import * as v from 'valibot';
import { defineCall } from './call.ts';
import { IsoDateTime, Uuid } from './common.ts';
import { Scan, SurveyAnswer } from './scans.ts';

/** Status ids of the specification; 4 is 'rejected' (docs/decisions/0020-project-lifecycle.md). */
export const PROJECT_STATUS = { open: 1, closed: 2, lost: 3, rejected: 4, review: 5 } as const;
export const ProjectStatusName = v.picklist(['open', 'closed', 'lost', 'rejected', 'review']);
export const ProjectStatus = v.object({ id: v.picklist([1, 2, 3, 4, 5]), name: ProjectStatusName });

export const PROJECTS_PAGE_SIZE = 20;

export const Project = v.object({
  id: v.number(),
  uuid: Uuid,
  name: v.string(),
  street_name: v.string(),
  city: v.string(),
  postal_code: v.string(),
  created_at: IsoDateTime,
  status: ProjectStatus,
  /** Days until an open project is lost; null once it is not open. */
  days_left: v.nullable(v.number()),
  available_points: v.number(),
  calculated_available_points: v.number(),
  max_points: v.number(),
  calculated_max_points: v.number(),
  products_count: v.number(),
  /** The registered products (detail only; lists answer an empty array). */
  products: v.array(Scan),
  survey: v.array(SurveyAnswer),
  lead: v.nullable(v.record(v.string(), v.unknown())),
  /** Why the club rejected the project or marked it lost, in the staff member's words; absent otherwise. */
  status_reason: v.optional(v.string()),
});
export type Project = v.InferOutput<typeof Project>;

export const pageNumber = (what: string, max: number) =>
  v.pipe(
    v.union([
      v.number(),
      v.pipe(v.string(), v.regex(/^\d{1,9}$/, `${what} must be a whole number.`), v.transform(Number)),
    ]),
    v.integer(`${what} must be a whole number.`),
    v.minValue(1, `${what} must be at least 1.`),
    v.maxValue(max, `${what} must be at most ${max}.`),
  );

export const projectList = defineCall({
  method: 'GET',
  path: '/v1/project',
  auth: 'user',
  summary:
    "The caller's company's projects, newest first: open by default; status review, closed (closed) or lost (lost and rejected). constrainTo=mine: only projects the caller created.",
  query: v.object({
    page: v.optional(pageNumber('Page', 100_000), 1),
    limit: v.optional(pageNumber('Limit', 100), PROJECTS_PAGE_SIZE),
    status: v.optional(
      v.picklist(['open', 'review', 'closed', 'lost'], 'Status must be open, review, closed or lost.'),
    ),
    constrainTo: v.optional(v.picklist(['company', 'mine'], 'constrainTo must be company or mine.')),
  }),
  response: v.object({
    data: v.array(Project),
    current_page: v.number(),
    last_page: v.number(),
    per_page: v.number(),
    total: v.number(),
  }),
});

const text = (max: number, label: string) =>
  v.pipe(v.string(`${label} must be text.`), v.trim(), v.maxLength(max, `${label} must be at most ${max} characters.`));
const required = (max: number, label: string, message: string) => v.pipe(text(max, label), v.minLength(1, message));

export const projectCreate = defineCall({
  method: 'POST',
  path: '/v1/project',
  auth: 'user',
  status: 201,
  summary:
    'Creates a project at a street address. The client may send the uuid (offline creation); the same uuid again answers the same project.',
  body: v.object({
    name: v.optional(text(200, 'Name'), ''),
    streetName: required(200, 'Street', 'Enter the street.'),
    city: v.optional(text(100, 'City'), ''),
    postalCode: required(20, 'Postal code', 'Enter the postal code.'),
    uuid: v.optional(Uuid),
  }),
  response: Project,
});

export const projectGet = defineCall({
  method: 'GET',
  path: '/v1/project/:uuid',
  auth: 'user',
  summary: 'One project of the caller’s company with its products and survey answers.',
  params: v.object({ uuid: Uuid }),
  response: Project,
});

export const projectDelete = defineCall({
  method: 'DELETE',
  path: '/v1/project/:uuid',
  auth: 'user',
  status: 204,
  summary: 'Deletes a project that has no products (409 otherwise).',
  params: v.object({ uuid: Uuid }),
  response: v.null(),
});

export const projectSurveySubmit = defineCall({
  method: 'POST',
  path: '/v1/project/:uuid/survey',
  auth: 'user',
  summary:
    'Finishes an open project with its survey answers: response is JSON text [{ question_id, answer_id }]. The project closes (points credited) or goes into review.',
  params: v.object({ uuid: Uuid }),
  body: v.object({
    response: v.pipe(v.string('Send the answers as JSON text.'), v.maxLength(20_000, 'Too many answers.')),
  }),
  response: Project,
});

export const SurveyQuestion = v.object({
  id: v.number(),
  question: v.string(),
  answers: v.array(v.object({ id: v.number(), text: v.string() })),
});

export const projectSurveyQuestions = defineCall({
  method: 'GET',
  path: '/v1/project-survey/questions',
  auth: 'user',
  summary: 'The questions of the project survey, in order; every one must be answered to finish a project.',
  response: v.object({ data: v.array(SurveyQuestion) }),
});

export const operatorRunJobs = defineCall({
  method: 'POST',
  path: '/operator/jobs/run',
  auth: 'public',
  summary:
    'Operator only (X-Operator-Key): runs the scheduled jobs now (lost projects, points expiry and its warning).',
  response: v.object({ done: v.record(v.string(), v.number()) }),
});
