import * as v from 'valibot';
import { Code } from './auth.ts';
import { defineCall } from './call.ts';
import { CurrentUser } from './user.ts';

export const VerificationSent = v.object({
  /** False when the e-mail is already verified: nothing was sent. */
  sent: v.boolean(),
  /** Where the code went. */
  email: v.string(),
  /** Seconds before the app offers to send another code. */
  resend_in: v.number(),
});
export type VerificationSent = v.InferOutput<typeof VerificationSent>;

const sendSummary = "Sends a 5-digit code to the signed-in user's e-mail (valid 10 minutes, 5 tries, 5 codes an hour).";

export const sendVerification = defineCall({
  method: 'POST',
  path: '/v2/company/verification',
  auth: 'user',
  summary: sendSummary,
  response: VerificationSent,
});

/** The spec allows GET too (older clients); same behaviour. */
export const sendVerificationByGet = defineCall({
  method: 'GET',
  path: '/v2/company/verification',
  auth: 'user',
  summary: `${sendSummary} GET variant.`,
  response: VerificationSent,
});

export const VerifyEmailRequest = v.strictObject({ code: Code });

export const verifyEmail = defineCall({
  method: 'PATCH',
  path: '/v2/company/verification',
  auth: 'user',
  summary: 'Checks the e-mail code and sets verified_email_at (406 for a wrong code); answers the current user.',
  body: VerifyEmailRequest,
  response: CurrentUser,
});
