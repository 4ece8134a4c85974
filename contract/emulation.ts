import * as v from 'valibot';
import { TokenObject } from './auth.ts';

/** The session an admin's emulation opens (staffEmulationStart in staff-companies.ts, docs/decisions/0051). */
export const EmulationSession = v.object({
  ...TokenObject.entries,
  emulated_by: v.string(),
  /** For a development build: open the app with `?faker=<this>` (a production build ignores the parameter). */
  faker: v.string(),
  user: v.object({ uuid: v.string(), email: v.nullable(v.string()), name: v.string() }),
});
export type EmulationSession = v.InferOutput<typeof EmulationSession>;
