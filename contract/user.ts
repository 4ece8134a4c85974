import * as v from 'valibot';
import { defineCall } from './call.ts';
import { Uuid } from './common.ts';
import { PendingIdentifiers } from './identifier-changes.ts';

export const ROLE = { owner: 3, installer: 4, decorOwner: 7, decorInstaller: 8 } as const;

export const Company = v.object({
  id: v.number(),
  uuid: Uuid,
  name: v.string(),
  address: v.string(),
  city: v.string(),
  postal_code: v.string(),
  regions_id: v.number(),
  registration_number: v.nullable(v.string()),
  registration_number_2: v.nullable(v.string()),
  company_type: v.nullable(v.number()),
  disclaimer_accepted: v.boolean(),
  declaration_accepted: v.boolean(),
  is_recommended: v.boolean(),
  pending_edenred_card: v.boolean(),
  has_edenred_card: v.picklist([0, 1]),
  edenred_card: v.nullable(v.string()),
  active: v.number(),
});
export type Company = v.InferOutput<typeof Company>;

export const CurrentUser = v.object({
  id: v.number(),
  uuid: Uuid,
  name: v.string(),
  surname: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  region: v.object({ id: v.number(), slug: v.string() }),
  language: v.object({ id: v.number(), code: v.string() }),
  role: v.object({ id: v.number() }),
  company: Company,
  avatar: v.nullable(v.string()),
  options: v.string(),
  email_consent: v.boolean(),
  phone_consent: v.boolean(),
  is_decor_installer: v.boolean(),
  verified_email_at: v.nullable(v.string()),
  active: v.number(),
  last_active_at: v.nullable(v.string()),
  contribute_points: v.number(),
  projects_count: v.number(),
  /** Set when an admin emulates this session: the app shows the emulation banner. */
  emulated_by: v.nullable(v.string()),
  /** A new e-mail or phone the company owner proposed, waiting for the member's confirmation (decision 0261). */
  pending_identifiers: v.optional(PendingIdentifiers),
});
export type CurrentUser = v.InferOutput<typeof CurrentUser>;

export const currentUser = defineCall({
  method: 'GET',
  path: '/v1/company/user/self',
  auth: 'user',
  summary: 'The signed-in user with their company.',
  response: CurrentUser,
});
