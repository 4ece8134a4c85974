import * as v from 'valibot';
import { TokenObject } from './auth.ts';
import { defineCall } from './call.ts';
import { IsoDateTime } from './common.ts';

const email = v.pipe(
  v.string('E-mail must be text.'),
  v.trim(),
  v.email('Enter a valid e-mail address.'),
  v.maxLength(254),
);
const admin = v.pipe(
  v.string('Admin must be text.'),
  v.trim(),
  v.nonEmpty('Admin is required.'),
  v.maxLength(100, 'Admin may be at most 100 characters.'),
);

export const EmulationSession = v.object({
  ...TokenObject.entries,
  emulated_by: v.string(),
  /** Paste into the app as `?faker=<this>` to open the emulated session. */
  faker: v.string(),
  user: v.object({ uuid: v.string(), email: v.nullable(v.string()), name: v.string() }),
});
export type EmulationSession = v.InferOutput<typeof EmulationSession>;

export const operatorEmulate = defineCall({
  method: 'POST',
  path: '/operator/emulate',
  auth: 'public',
  summary:
    'Operator only (X-Operator-Key): a 60-minute session as the user, marked emulated_by the admin (the app shows a banner); it cannot be refreshed.',
  body: v.strictObject({ email, admin }),
  response: EmulationSession,
});

export const operatorEmulateEnd = defineCall({
  method: 'POST',
  path: '/operator/emulate/end',
  auth: 'public',
  summary: 'Operator only (X-Operator-Key): ends every running emulation session of the user at once.',
  body: v.strictObject({ email }),
  response: v.object({ ended: v.number(), at: IsoDateTime }),
});
