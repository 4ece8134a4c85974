import * as v from 'valibot';
import { defineCall } from './call.ts';

/** Header carrying the operator key (OPERATOR_KEY, or DATA_DIR/operator.key) on every /operator call. */
export const OPERATOR_KEY_HEADER = 'X-Operator-Key';

export const MaintenanceState = v.object({ maintenance: v.boolean() });

export const setMaintenance = defineCall({
  method: 'POST',
  path: '/operator/maintenance',
  auth: 'public',
  summary: 'Operator only (X-Operator-Key): switches maintenance on or off; /api answers 503 while it is on.',
  body: v.strictObject({ on: v.boolean('Send on: true or false.') }),
  response: MaintenanceState,
});

export const maintenanceState = defineCall({
  method: 'GET',
  path: '/operator/maintenance',
  auth: 'public',
  summary: 'Operator only (X-Operator-Key): whether maintenance is on.',
  response: MaintenanceState,
});

/** One message of the delivery queue as operators see it: the address masked, the reason of the last failure. */
export const QueuedMessage = v.object({
  id: v.number(),
  channel: v.picklist(['email', 'sms']),
  /** Masked: `o***@example.com`, `+48*****001`. */
  to: v.string(),
  subject: v.string(),
  status: v.picklist(['queued', 'sending', 'failed']),
  attempts: v.number(),
  created_at: v.string(),
  /** Queued: the next attempt; sending: when the sender's claim lapses. Null once failed. */
  next_attempt_at: v.nullable(v.string()),
  failed_at: v.nullable(v.string()),
  last_error: v.nullable(v.string()),
});
export type QueuedMessage = v.InferOutput<typeof QueuedMessage>;

export const operatorMessages = defineCall({
  method: 'GET',
  path: '/operator/messages',
  auth: 'public',
  summary:
    'Operator only (X-Operator-Key): messages not delivered yet (queued, being sent) or given up (failed), newest first, at most 100, the addresses masked.',
  query: v.object({
    status: v.optional(v.picklist(['failed', 'queued', 'all'], 'Status must be failed, queued or all.'), 'all'),
  }),
  response: v.array(QueuedMessage),
});
