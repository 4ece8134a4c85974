import * as v from 'valibot';
import { defineCall } from './call.ts';
import { Uuid } from './common.ts';

export const PointsSummary = v.object({
  company_points: v.number(),
  projects: v.object({ in_prog: v.number(), completed: v.number(), lost: v.number() }),
  points: v.object({ completed: v.number(), in_prog: v.number(), lost: v.number(), to_expire: v.number() }),
  scans: v.object({ current_year: v.number(), completed: v.number() }),
});
export type PointsSummary = v.InferOutput<typeof PointsSummary>;

export const pointsSummary = defineCall({
  method: 'GET',
  path: '/v1/company/points/:companyUuid',
  auth: 'user',
  summary: "The company's points balance, points by project state, project counts and scan counts.",
  params: v.object({ companyUuid: Uuid }),
  response: PointsSummary,
});
