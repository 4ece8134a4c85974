import * as v from 'valibot';
import { defineCall } from './call.ts';
import { RegionId, Uuid } from './common.ts';
import { PageMeta, QueryInt } from './content.ts';

/** A point-earning behaviour of the rewards screen; points are text, as the spec has them. */
export const RewardBehaviour = v.object({
  uuid: v.string(),
  slug: v.string(),
  name: v.string(),
  description: v.string(),
  icon: v.string(),
  points: v.string(),
});
export type RewardBehaviour = v.InferOutput<typeof RewardBehaviour>;

export const behaviourList = defineCall({
  method: 'GET',
  path: '/v1/behaviour',
  auth: 'user',
  summary: "Point-earning behaviours of a region (the caller's when absent), 15 per page.",
  query: v.object({
    region_id: v.optional(RegionId),
    limit: QueryInt(1, 100, 15, 'limit'),
    page: QueryInt(1, 100000, 1, 'page'),
  }),
  response: v.object({ data: v.array(RewardBehaviour), meta: PageMeta }),
});

export const Certificate = v.object({
  /** The company's certificate (names its PDF), not the certificate kind. */
  uuid: v.string(),
  name: v.string(),
  slug: v.string(),
  icon: v.string(),
  description: v.string(),
  /** How long a certificate stays valid, in months. */
  longevity: v.number(),
  issued_on: v.string(),
  expires_on: v.string(),
  expired: v.boolean(),
  /** API path of the PDF (GET with the Bearer token). */
  pdf: v.string(),
});
export type Certificate = v.InferOutput<typeof Certificate>;

export const certificateList = defineCall({
  method: 'GET',
  path: '/v1/behaviour/certificates',
  auth: 'user',
  summary: "Certificates the caller's company holds, newest first.",
  response: v.array(Certificate),
});

export const certificatePdf = defineCall({
  method: 'GET',
  path: '/v1/behaviour/certificates/:uuid/pdf',
  auth: 'user',
  summary: "The certificate as a PDF document (application/pdf bytes); another company's certificate is 404.",
  params: v.object({ uuid: Uuid }),
  response: v.blob(),
});
