/** Staff accounts, managed by admins (docs/decisions/0276). Every change is in the audit log. */
import * as v from 'valibot';
import { defineCall } from './call.ts';
import { IsoDateTime, Uuid } from './common.ts';
import { StaffEmail, StaffRole } from './staff.ts';
import { RequiredReason, StaffReason } from './staff-shapes.ts';

export const StaffMember = v.object({
  uuid: Uuid,
  email: v.string(),
  name: v.string(),
  role: StaffRole,
  active: v.boolean(),
  /** The admin who invited them; null for those made with the operator key. */
  invited_by: v.nullable(v.object({ uuid: Uuid, name: v.string() })),
  created_at: IsoDateTime,
  /** The newest sign-in; null if they never signed in. */
  last_signed_in_at: v.nullable(IsoDateTime),
  /** Sessions not ended, revoked or expired. */
  open_sessions: v.number(),
  /** Passkeys registered; an admin needs one to act as an admin. */
  passkeys: v.number(),
});
export type StaffMember = v.InferOutput<typeof StaffMember>;

const MemberParams = v.object({ uuid: Uuid });

export const staffMemberList = defineCall({
  method: 'GET',
  path: '/staff/members',
  auth: 'staff',
  roles: ['admin'],
  summary: 'Every staff member, active first, then by name.',
  response: v.array(StaffMember),
});

export const staffMemberInvite = defineCall({
  method: 'POST',
  path: '/staff/members',
  auth: 'staff',
  roles: ['admin'],
  status: 201,
  summary:
    'Adds a staff member with a role and e-mails them that they may sign in at /staff (with the operator key: ' +
    'how the first admin is made). 409 when the address already belongs to staff.',
  body: v.strictObject({
    email: StaffEmail,
    name: v.optional(
      v.pipe(v.string('The name must be text.'), v.trim(), v.maxLength(100, 'The name may be at most 100 characters.')),
    ),
    role: StaffRole,
  }),
  response: StaffMember,
});

export const staffMemberRole = defineCall({
  method: 'POST',
  path: '/staff/members/:uuid/role',
  auth: 'staff',
  roles: ['admin'],
  summary: 'Changes a staff member’s role (their sessions act with it from their next call). Not one’s own.',
  params: MemberParams,
  body: v.strictObject({ role: StaffRole, reason: v.optional(StaffReason()) }),
  response: StaffMember,
});

export const staffMemberDeactivate = defineCall({
  method: 'POST',
  path: '/staff/members/:uuid/deactivate',
  auth: 'staff',
  roles: ['admin'],
  summary: 'Deactivates a staff member and ends their sessions; they can no longer sign in. Not oneself.',
  params: MemberParams,
  body: v.strictObject({ reason: v.optional(StaffReason()) }),
  response: StaffMember,
});

export const staffMemberActivate = defineCall({
  method: 'POST',
  path: '/staff/members/:uuid/activate',
  auth: 'staff',
  roles: ['admin'],
  summary: 'Lets a deactivated staff member sign in again.',
  params: MemberParams,
  body: v.strictObject({ reason: v.optional(StaffReason()) }),
  response: StaffMember,
});

export const staffMemberRevokeSessions = defineCall({
  method: 'POST',
  path: '/staff/members/:uuid/revoke-sessions',
  auth: 'staff',
  roles: ['admin'],
  summary: 'Ends every open session of the staff member (a lost laptop); they may sign in again.',
  params: MemberParams,
  body: v.strictObject({ reason: v.optional(StaffReason()) }),
  response: v.object({ revoked: v.number() }),
});

export const staffMemberResetPasskeys = defineCall({
  method: 'POST',
  path: '/staff/members/:uuid/reset-passkeys',
  auth: 'staff',
  roles: ['admin'],
  summary:
    'Forgets every passkey of a staff member who lost theirs, and ends their sessions: at the next sign-in with ' +
    'the e-mail code they add a new one. Not for oneself; a reason is required.',
  params: MemberParams,
  body: v.strictObject({
    reason: RequiredReason(),
  }),
  response: v.object({ passkeys_removed: v.number(), sessions_revoked: v.number() }),
});
