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
