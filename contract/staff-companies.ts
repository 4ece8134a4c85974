/** Companies and installers as the club's staff look them up and act on them (docs/decisions/0276). */
import * as v from 'valibot';
import { defineCall } from './call.ts';
import { IsoDateTime, Uuid } from './common.ts';
import { EmulationSession } from './emulation.ts';
import { ProjectStatus } from './projects.ts';
import { StaffOrderRow } from './staff-orders.ts';
import { RequiredReason } from './staff-shapes.ts';

const CompanyParams = v.object({ uuid: Uuid });
const UserParams = v.object({ uuid: Uuid });

export const StaffCompanyHit = v.object({
  uuid: Uuid,
  name: v.string(),
  region_id: v.number(),
  registration_number: v.nullable(v.string()),
  csn: v.nullable(v.string()),
  users: v.number(),
  points: v.number(),
  /** What matched the search: name, e-mail, phone, registration number or card. */
  matched: v.picklist(['name', 'email', 'phone', 'registration_number', 'csn']),
});

export const staffCompanySearch = defineCall({
  method: 'GET',
  path: '/staff/companies',
  auth: 'staff',
  roles: ['support', 'operations', 'admin'],
  summary:
    'Finds companies by name (part of it), a user’s e-mail (part of it) or phone (its last digits), registration ' +
    'number or club card number (CSN); at most 50.',
  query: v.object({
    q: v.pipe(
      v.string('Search for some text.'),
      v.trim(),
      v.minLength(2, 'Search for at least 2 characters.'),
      v.maxLength(100, 'Search for at most 100 characters.'),
    ),
  }),
  response: v.array(StaffCompanyHit),
});

export const StaffUser = v.object({
  uuid: Uuid,
  name: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  role: v.number(),
  active: v.boolean(),
  email_verified: v.boolean(),
  last_active_at: v.nullable(IsoDateTime),
  created_at: IsoDateTime,
});

export const StaffLedgerLine = v.object({
  id: v.number(),
  at: IsoDateTime,
  reason: v.string(),
  variation: v.string(),
  points: v.number(),
  /** The balance right after this line. */
  balance: v.number(),
});

export const staffCompanyDetail = defineCall({
  method: 'GET',
  path: '/staff/companies/:uuid',
  auth: 'staff',
  roles: ['support', 'operations', 'admin'],
  summary:
    'A company with its users, newest projects and orders (50 each), its ledger (newest 100 lines, each with the ' +
    'balance after it), the points expiring next, and its club card.',
  params: CompanyParams,
  response: v.object({
    uuid: Uuid,
    name: v.string(),
    region_id: v.number(),
    registration_number: v.nullable(v.string()),
    city: v.nullable(v.string()),
    created_at: IsoDateTime,
    users: v.array(StaffUser),
    projects: v.array(
      v.object({
        uuid: Uuid,
        name: v.string(),
        address: v.string(),
        status: ProjectStatus,
        products: v.number(),
        created_at: IsoDateTime,
      }),
    ),
    orders: v.array(StaffOrderRow),
    points: v.object({ balance: v.number(), expiring: v.number(), expires_at: IsoDateTime }),
    ledger: v.array(StaffLedgerLine),
    card: v.nullable(v.object({ csn: v.string(), status: v.string() })),
  }),
});

export const staffCompanyPoints = defineCall({
  method: 'POST',
  path: '/staff/companies/:uuid/points',
  auth: 'staff',
  roles: ['admin'],
  summary:
    'Credits (a promotion) or debits points with a reason, which the installers see as the line’s name in their ' +
    'history; a debit cannot take the balance below zero.',
  params: CompanyParams,
  body: v.strictObject({
    points: v.pipe(
      v.number('Points must be a number.'),
      v.integer('Points must be a whole number.'),
      v.minValue(-100_000, 'At most 100,000 points at once.'),
      v.maxValue(100_000, 'At most 100,000 points at once.'),
      v.check((n) => n !== 0, 'Points cannot be 0.'),
    ),
    reason: RequiredReason(200),
  }),
  response: v.object({ balance: v.number() }),
});

export const staffUserBlock = defineCall({
  method: 'POST',
  path: '/staff/users/:uuid/block',
  auth: 'staff',
  roles: ['operations', 'admin'],
  summary: 'Blocks an installer (the spec’s active flag): their sessions end and they cannot sign in.',
  params: UserParams,
  body: v.strictObject({ reason: RequiredReason(200) }),
  response: StaffUser,
});

export const staffUserUnblock = defineCall({
  method: 'POST',
  path: '/staff/users/:uuid/unblock',
  auth: 'staff',
  roles: ['operations', 'admin'],
  summary: 'Lets a blocked installer sign in again.',
  params: UserParams,
  body: v.strictObject({ reason: v.optional(RequiredReason(200)) }),
  response: StaffUser,
});

export const staffUserInvitation = defineCall({
  method: 'POST',
  path: '/staff/users/:uuid/invitation',
  auth: 'staff',
  roles: ['support', 'operations', 'admin'],
  summary: 'Sends an installer their invitation to the club again.',
  params: UserParams,
  response: v.object({ sent_at: IsoDateTime }),
});

export const staffEmulationStart = defineCall({
  method: 'POST',
  path: '/staff/users/:uuid/emulation',
  auth: 'staff',
  roles: ['admin'],
  summary:
    'A 60-minute session as the installer, marked with the admin’s name (the app shows the emulation banner); ' +
    'open the app with `?faker=<faker>` in a new tab.',
  params: UserParams,
  body: v.strictObject({ reason: RequiredReason(200) }),
  response: EmulationSession,
});

export const staffEmulationEnd = defineCall({
  method: 'POST',
  path: '/staff/users/:uuid/emulation/end',
  auth: 'staff',
  roles: ['admin'],
  summary: 'Ends every running emulation of the installer at once.',
  params: UserParams,
  response: v.object({ ended: v.number(), at: IsoDateTime }),
});
