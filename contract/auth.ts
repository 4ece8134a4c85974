import * as v from 'valibot';
import { defineCall } from './call.ts';
import { IsoDateTime, RegionId, Uuid } from './common.ts';

export const CODE_LENGTH = 5;
export const RESEND_WAIT_SECONDS = 60;

export const Email = v.pipe(
  v.string('The e-mail is required.'),
  v.trim(),
  v.nonEmpty('The e-mail is required.'),
  v.maxLength(254, 'The e-mail is too long.'),
  v.email('Enter a valid e-mail address.'),
);

/** A national phone number as typed: digits (spaces, dashes and dots allowed), at least 5 digits. */
export const NationalPhone = v.pipe(
  v.string('The phone number is required.'),
  v.trim(),
  // An empty field is a missing number, not letters (issue 27): the pipe stops here for it.
  v.nonEmpty('The phone number is required.'),
  v.transform((s) => s.replace(/[\s.\-()]/g, '')),
  v.regex(/^\+?\d+$/, 'Letters are not allowed.'),
  v.minLength(5, 'Enter at least 5 digits.'),
  v.maxLength(16, 'The phone number is too long.'),
);

/**
 * The token the app keeps on the device (32 random bytes, base64url, minted by the app) and sends with every login
 * and verify: once the device has signed in to an account, the account knows it, and the limits that hold back
 * strangers do not stop it (decision 0262). Anything else is treated as no device.
 */
export const DeviceToken = v.pipe(v.string(), v.maxLength(200));

export const LoginRequest = v.union(
  [
    v.strictObject({ email: Email, device: v.optional(DeviceToken) }),
    v.strictObject({ phone: NationalPhone, region: RegionId, device: v.optional(DeviceToken) }),
  ],
  'Send an e-mail, or a phone number with its region.',
);
export type LoginRequest = v.InferInput<typeof LoginRequest>;

export const LoginResponse = v.object({
  user_id: Uuid,
  channel: v.picklist(['email', 'sms']),
  resend_in: v.number(),
  /** This sign-in attempt: the code sent is checked only with it (decision 0262). */
  attempt: v.string(),
});
export type LoginResponse = v.InferOutput<typeof LoginResponse>;

export const Code = v.pipe(
  v.string('The code is required.'),
  v.trim(),
  v.length(CODE_LENGTH, 'The code has 5 digits.'),
  v.regex(/^\d+$/, 'The code has 5 digits.'),
);

export const VerifyRequest = v.strictObject({
  userId: Uuid,
  code: Code,
  /** The login's attempt. Without it (an app from before attempts): the newest such code asked from this address. */
  attempt: v.optional(v.pipe(v.string(), v.maxLength(200))),
  device: v.optional(DeviceToken),
});

export const TokenObject = v.object({
  token: v.string(),
  refresh_token: v.string(),
  /** When the access token expires (it is refreshed before). */
  expiresAt: IsoDateTime,
  /** When the refresh token expires: until then the device keeps its session, even offline. */
  refreshExpiresAt: v.optional(IsoDateTime),
});
export type TokenObject = v.InferOutput<typeof TokenObject>;

/** What the login wizard needs to decide its conditional steps: the spec's "login response". */
export const LoginProfile = v.object({
  region: v.number(),
  has_survey: v.boolean(),
  email_consent: v.boolean(),
  phone_consent: v.boolean(),
  options: v.string(),
  role: v.number(),
  user_id: Uuid,
  company_id: Uuid,
  created_at: IsoDateTime,
  company: v.object({
    uuid: Uuid,
    name: v.string(),
    registration_number: v.nullable(v.string()),
    registration_number_2: v.nullable(v.string()),
    company_type: v.nullable(v.number()),
    disclaimer_accepted: v.boolean(),
    declaration_accepted: v.boolean(),
    active: v.number(),
  }),
});
export type LoginProfile = v.InferOutput<typeof LoginProfile>;

export const VerifyResponse = v.object({ ...TokenObject.entries, installer: LoginProfile });
export type VerifyResponse = v.InferOutput<typeof VerifyResponse>;

/** The stored token object; `token` (the access token issued with the refresh token) is needed to repeat a lost answer. */
export const RefreshRequest = v.object({
  token: v.optional(v.string()),
  refresh_token: v.pipe(v.string('The refresh token is required.'), v.nonEmpty('The refresh token is required.')),
  expiresAt: v.optional(v.string()),
  refreshExpiresAt: v.optional(v.string()),
});

export const login = defineCall({
  method: 'POST',
  path: '/v2/installer/login',
  auth: 'public',
  summary: 'Sends a one-time 5-digit code to the e-mail or phone of an existing installer.',
  body: LoginRequest,
  response: LoginResponse,
});

export const verifyLogin = defineCall({
  method: 'POST',
  path: '/v2/installer/login/verify',
  auth: 'public',
  summary: 'Exchanges the code for an access token, a refresh token and the login profile.',
  body: VerifyRequest,
  response: VerifyResponse,
});

export const refresh = defineCall({
  method: 'POST',
  path: '/v2/installer/refresh',
  auth: 'public',
  summary:
    'Rotates the refresh token and answers a new token object. A spent token presented again with its access token, ' +
    'within a day and while its successor is unused, gets the same successor again; any other reuse ends the session.',
  body: RefreshRequest,
  response: TokenObject,
});

export const LogoutRequest = v.object({
  refresh_token: v.pipe(v.string('The refresh token is required.'), v.nonEmpty('The refresh token is required.')),
});

export const logout = defineCall({
  method: 'POST',
  path: '/v1/installer/logout',
  auth: 'public',
  status: 204,
  summary:
    'Signs out: the session of the refresh token (spent or not) ends on the server; unknown tokens too answer 204.',
  body: LogoutRequest,
  response: v.null(),
});
