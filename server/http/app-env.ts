import type { Logger } from '#server/log.ts';

/** The signed-in caller, as the auth step loaded it for this request. */
export interface AuthUser {
  id: number;
  uuid: string;
  companyId: number;
  role: number;
  regionId: number;
  /** The admin's name when staff emulate this session (docs/decisions/0051). */
  emulatedBy?: string | null;
}

/** Hono's environment type for this app. */
export interface AppEnv {
  /** `log`: the request's logger, every line with its id (request-log.ts). */
  Variables: { user: AuthUser; requestId: string; log: Logger };
}
