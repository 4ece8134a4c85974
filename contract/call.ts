import type * as v from 'valibot';

/** Any valibot schema; the contract describes every request part and answer with one. */
export type Schema = v.GenericSchema;

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The club's staff roles (docs/decisions/0276): what a staff member may do in the console. */
export const STAFF_ROLES = ['support', 'operations', 'content', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * One call of the API: its method, path (with `:param` placeholders, below `/api`), who may make it,
 * and the schemas of its parts. The server validates requests with these schemas, the client parses
 * answers with them, and docs/api.md is generated from them.
 */
export interface Call<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
> {
  method: HttpMethod;
  path: string;
  /** `staff`: a staff session's token (or the operator key), below /staff (docs/decisions/0276). */
  auth: 'public' | 'user' | 'staff';
  /**
   * Staff calls: the roles that may make it (the operator key may make every one). Omitted on a staff call: any staff
   * session, whatever its role (the session's own calls: who am I, sign out, passkeys).
   */
  roles?: readonly StaffRole[];
  summary: string;
  /** The success status: 200 unless the call creates (201) or answers nothing (204). */
  status?: 200 | 201 | 204;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}

export function defineCall<
  R extends Schema,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(call: Call<P, Q, B, R>): Call<P, Q, B, R> {
  return call;
}
