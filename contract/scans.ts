import * as v from 'valibot';
import { defineCall } from './call.ts';
import { IsoDateTime, Uuid } from './common.ts';

/** 1 normal, 2 in review, 3 rejected (docs/decisions/0021-scans-and-product-registry.md). */
export const ScanFlag = v.picklist([1, 2, 3]);

export const SurveyAnswer = v.object({ question_id: v.number(), answer_id: v.number(), uuid: Uuid });
export type SurveyAnswer = v.InferOutput<typeof SurveyAnswer>;

export const Scan = v.object({
  id: v.number(),
  uuid: Uuid,
  serial_number: v.string(),
  /** The product type's name, e.g. 'Roof window'; type_slug is the stable key. */
  type: v.string(),
  type_slug: v.string(),
  size: v.string(),
  variant: v.string(),
  /** Basic points the scan earns when its project closes (the region's table at scan time). */
  points: v.number(),
  created_at: IsoDateTime,
  flag: ScanFlag,
  survey: v.array(SurveyAnswer),
  /** Why the club rejected the scan (flag 3), in the staff member's words; absent otherwise. */
  review_reason: v.optional(v.string()),
});
export type Scan = v.InferOutput<typeof Scan>;

export const scanAdd = defineCall({
  method: 'POST',
  path: '/v2/scans',
  auth: 'user',
  status: 201,
  summary:
    "Registers a scanned product code (a serial, or a URL ending in it) into an open project of the caller's company.",
  body: v.object({
    project_uuid: Uuid,
    code: v.pipe(
      v.string('Scan or type a product code.'),
      v.trim(),
      v.minLength(1, 'Scan or type a product code.'),
      v.maxLength(500, 'The product code is too long.'),
    ),
    uuid: Uuid,
  }),
  response: Scan,
});

export const scanList = defineCall({
  method: 'GET',
  path: '/v1/product',
  auth: 'user',
  summary: "The products registered in one project of the caller's company, oldest first.",
  query: v.object({ projects_id: Uuid }),
  response: v.object({ data: v.array(Scan) }),
});

export const scanDelete = defineCall({
  method: 'DELETE',
  path: '/v2/scans/:uuid',
  auth: 'user',
  status: 204,
  summary: 'Removes a registered product while its project is open; the serial can be registered again.',
  params: v.object({ uuid: Uuid }),
  response: v.null(),
});

export const ScanStats = v.object({
  year: v.number(),
  current_year: v.object({
    total: v.number(),
    /** Window-type products (the club card needs 10 a year). */
    windows: v.number(),
    by_type: v.array(v.object({ type: v.string(), type_slug: v.string(), count: v.number() })),
  }),
  /** Products in closed projects, all years. */
  completed: v.number(),
});
export type ScanStats = v.InferOutput<typeof ScanStats>;

export const scanStats = defineCall({
  method: 'GET',
  path: '/v1/company/:companyUuid/scans/stats',
  auth: 'user',
  summary: "Scan counts of the caller's company this calendar year, by product type, and window scans.",
  params: v.object({ companyUuid: Uuid }),
  response: ScanStats,
});
