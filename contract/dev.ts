import * as v from 'valibot';
import { defineCall } from './call.ts';

export const OutboxMessage = v.object({
  to: v.string(),
  channel: v.picklist(['email', 'sms']),
  subject: v.string(),
  text: v.string(),
  code: v.nullable(v.string()),
  created_at: v.string(),
});
export type OutboxMessage = v.InferOutput<typeof OutboxMessage>;

export const devOutbox = defineCall({
  method: 'GET',
  path: '/dev/outbox',
  auth: 'public',
  summary: 'Outside production: the newest outgoing messages for an e-mail or E.164 phone, newest first.',
  query: v.object({ to: v.pipe(v.string(), v.nonEmpty('Give the address.')) }),
  response: v.array(OutboxMessage),
});

/** A browser's Content-Security-Policy violation report (report-uri form); only a few fields are read. */
export const CspReport = v.object({
  'csp-report': v.object({
    'document-uri': v.optional(v.string()),
    'violated-directive': v.optional(v.string()),
    'effective-directive': v.optional(v.string()),
    'blocked-uri': v.optional(v.string()),
    'source-file': v.optional(v.string()),
    'line-number': v.optional(v.number()),
  }),
});
export type CspReport = v.InferOutput<typeof CspReport>;

export const cspReport = defineCall({
  method: 'POST',
  path: '/v1/csp-report',
  auth: 'public',
  status: 204,
  summary: 'Browsers report Content-Security-Policy violations here (report-uri); logged, kept outside production.',
  body: CspReport,
  response: v.null(),
});

export const devCspReports = defineCall({
  method: 'GET',
  path: '/dev/csp-reports',
  auth: 'public',
  summary: 'Outside production: the CSP violations browsers reported since the server started, oldest first.',
  response: v.array(CspReport),
});
