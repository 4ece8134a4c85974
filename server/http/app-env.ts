/** The signed-in caller, as the auth step loaded it for this request. */
export interface AuthUser {
  id: number;
  uuid: string;
  companyId: number;
  role: number;
  regionId: number;
}

/** Hono's environment type for this app. */
export interface AppEnv {
  Variables: { user: AuthUser };
}
