/** The append-only log of what staff did (docs/decisions/0276). */
import * as v from 'valibot';
import { defineCall } from './call.ts';
import { IsoDateTime, Uuid } from './common.ts';

export const AuditLine = v.object({
  id: v.number(),
  at: IsoDateTime,
  /** A staff member, or the operator key (a script). */
  actor: v.union([
    v.object({ kind: v.literal('staff'), uuid: Uuid, name: v.string(), email: v.string() }),
    v.object({ kind: v.literal('operator key') }),
  ]),
  /** What was done, `area.verb`: `staff.invited`, `order.approved`… */
  action: v.string(),
  object_type: v.string(),
  object_id: v.nullable(v.string()),
  reason: v.nullable(v.string()),
  /** What changed, where points or a status change: the values before and after. */
  before: v.nullable(v.unknown()),
  after: v.nullable(v.unknown()),
});
export type AuditLine = v.InferOutput<typeof AuditLine>;

const Filter = v.pipe(v.string(), v.trim(), v.maxLength(100));

export const staffAuditList = defineCall({
  method: 'GET',
  path: '/staff/audit',
  auth: 'staff',
  roles: ['admin'],
  summary:
    'The audit log, newest first, 50 a page (`before`: the last id of the page before), filtered by the staff ' +
    'member (`staff`, a uuid, or `operator` for the key), action, object type and object id, and a time range.',
  query: v.object({
    staff: v.optional(v.union([Uuid, v.literal('operator')], 'Staff must be a staff uuid or operator.')),
    action: v.optional(Filter),
    object_type: v.optional(Filter),
    object_id: v.optional(Filter),
    from: v.optional(IsoDateTime),
    to: v.optional(IsoDateTime),
    before: v.optional(
      v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'Before must be an audit line id.'), v.transform(Number)),
    ),
  }),
  response: v.object({ lines: v.array(AuditLine), next: v.nullable(v.number()) }),
});
