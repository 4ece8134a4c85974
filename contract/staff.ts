/**
 * The club's staff: their sign-in, sessions and passkeys (docs/decisions/0276). Staff are not installers: their
 * tokens are refused on every installer call, and installers' on every staff call. Calls below /staff.
 */
import * as v from 'valibot';
import { DeviceToken } from './auth.ts';
import { defineCall, STAFF_ROLES } from './call.ts';
import { IsoDateTime, Uuid } from './common.ts';
import {
  AuthenticationCredential,
  CeremonyOptions,
  PASSKEY_NAME_MAX,
  Passkey,
  RegistrationCredential,
} from './passkeys.ts';

/** How long a staff session lasts at most: a working day, then a new sign-in. */
export const STAFF_SESSION_HOURS = 8;

export const StaffRole = v.picklist(STAFF_ROLES, 'Role must be support, operations, content or admin.');

export const StaffEmail = v.pipe(
  v.string('E-mail must be text.'),
  v.trim(),
  v.email('Enter a valid e-mail address.'),
  v.maxLength(254, 'The e-mail address is too long.'),
);

/** The signed-in staff member and their session. */
export const StaffMe = v.object({
  uuid: Uuid,
  email: v.string(),
  name: v.string(),
  role: StaffRole,
  session: v.object({
    uuid: Uuid,
    expires_at: IsoDateTime,
    /** When the session was confirmed with a passkey; null until then. */
    passkey_confirmed_at: v.nullable(IsoDateTime),
    /**
     * The role this session acts with: the member's role, except an admin's session before its passkey
     * confirmation, which has none (only the session's own calls answer it).
     */
    acting_role: v.nullable(StaffRole),
  }),
  /** How many passkeys the member has; an admin with none adds one first (POST /staff/passkeys). */
  passkeys: v.number(),
});
export type StaffMe = v.InferOutput<typeof StaffMe>;

export const StaffSignIn = v.object({
  /** The session's bearer token (Authorization: Bearer …) on every staff call; not an installer token. */
  token: v.string(),
  expires_at: IsoDateTime,
  staff: StaffMe,
});
export type StaffSignIn = v.InferOutput<typeof StaffSignIn>;

export const staffLogin = defineCall({
  method: 'POST',
  path: '/staff/login',
  auth: 'public',
  summary:
    'Staff sign-in, step 1: sends a 5-digit code to the staff member’s e-mail (the installers’ limits apply). ' +
    'Answers the same whether or not the address belongs to active staff.',
  body: v.strictObject({ email: StaffEmail, device: v.optional(DeviceToken) }),
  response: v.object({ attempt: v.string(), resend_in: v.number() }),
});

export const staffLoginVerify = defineCall({
  method: 'POST',
  path: '/staff/login/verify',
  auth: 'public',
  summary: `Staff sign-in, step 2: the code of the attempt gives a staff session of ${STAFF_SESSION_HOURS} hours.`,
  body: v.strictObject({
    email: StaffEmail,
    attempt: v.pipe(v.string(), v.maxLength(100)),
    code: v.pipe(v.string('The code must be text.'), v.regex(/^\d{5}$/, 'The code has 5 digits.')),
    device: v.optional(DeviceToken),
  }),
  response: StaffSignIn,
});

export const staffMe = defineCall({
  method: 'GET',
  path: '/staff/me',
  auth: 'staff',
  summary: 'The signed-in staff member, their session and the role it acts with.',
  response: StaffMe,
});

export const staffLogout = defineCall({
  method: 'POST',
  path: '/staff/logout',
  auth: 'staff',
  status: 204,
  summary: 'Ends this staff session (its token is refused from now on).',
  response: v.null(),
});

export const staffPasskeyOptions = defineCall({
  method: 'POST',
  path: '/staff/passkeys/registration-options',
  auth: 'staff',
  summary:
    'Starts adding a passkey to the staff member: the options for navigator.credentials.create. An admin with ' +
    'passkeys adds another only from a session confirmed with one.',
  response: v.object({ options: CeremonyOptions }),
});

export const staffPasskeyAdd = defineCall({
  method: 'POST',
  path: '/staff/passkeys',
  auth: 'staff',
  status: 201,
  summary: 'Adds the passkey the browser made with the options (it does not confirm the session by itself).',
  body: v.strictObject({
    credential: RegistrationCredential,
    name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(PASSKEY_NAME_MAX, 'The name is too long.'))),
  }),
  response: Passkey,
});

export const staffPasskeyConfirmOptions = defineCall({
  method: 'POST',
  path: '/staff/passkeys/confirm-options',
  auth: 'staff',
  summary: 'Starts confirming this session with a passkey: the options for navigator.credentials.get.',
  response: v.object({ options: CeremonyOptions }),
});

export const staffPasskeyConfirm = defineCall({
  method: 'POST',
  path: '/staff/passkeys/confirm',
  auth: 'staff',
  summary: 'Confirms this session with one of the member’s passkeys; an admin’s session acts as admin from then on.',
  body: v.strictObject({ credential: AuthenticationCredential }),
  response: StaffMe,
});
