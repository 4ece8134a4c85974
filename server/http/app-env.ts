import type { Logger } from '#server/log.ts';
import type { KeptScope } from './kept-scopes.ts';

/** The signed-in caller, as the auth step loaded it for this request. */
export interface AuthUser {
  id: number;
  uuid: string;
  companyId: number;
  role: number;
  regionId: number;
  /**
   * The profile's language code, read with the rest (answers in the reader's language use it when the request asks
   * for none; a profile's change is a write of the company, which empties its members' entries: auth-cache.ts).
   */
  languageCode?: string;
  /** The admin's name when staff emulate this session (docs/decisions/0051). */
  emulatedBy?: string | null;
}

/** Hono's environment type for this app. */
export interface AppEnv {
  /**
   * `log`: the request's logger, every line with its id (answer-frame.ts). `changed`: what a write changed beyond the
   * caller's company (kept-scopes.ts); `staffWrite`: a signed-in staff member or the operator key wrote (mount.ts).
   */
  Variables: {
    user: AuthUser;
    requestId: string;
    log: Logger;
    /** The headers every answer carries (security headers, the request's id): answer-frame.ts. */
    answerHeaders: Readonly<Record<string, string>>;
    changed: Set<KeptScope> | undefined;
    staffWrite: boolean | undefined;
  };
}
