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

export const certificateAward = defineCall({
  method: 'POST',
  path: '/operator/certificates',
  auth: 'public',
  summary:
    "Operator only (X-Operator-Key): awards a certificate to an installer's company (after a training); " +
    'valid for the certificate’s longevity from issued_on (default today); notifies the installer.',
  body: v.strictObject({
    email: v.pipe(v.string('Give the installer’s e-mail.'), v.email('Give the installer’s e-mail.')),
    slug: v.pipe(v.string('Give the certificate slug.'), v.regex(/^[a-z0-9-]{1,60}$/, 'Give the certificate slug.')),
    issued_on: v.optional(v.pipe(v.string(), v.isoDate('Give the date as yyyy-mm-dd.'))),
  }),
  response: Certificate,
});
