import * as v from 'valibot';
import { Email, NationalPhone } from './auth.ts';
import { defineCall } from './call.ts';
import { IsoDateTime, Uuid } from './common.ts';
import { PendingIdentifiers } from './identifier-changes.ts';
import { PersonName } from './profile.ts';

/** Team page size (spec section 9: team 20). */
export const TEAM_PAGE_SIZE = 20;

export const TeamMember = v.object({
  uuid: Uuid,
  name: v.string(),
  surname: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  /** Null until the member first signs in (an invited member). */
  last_active_at: v.nullable(IsoDateTime),
  /** Points the member earned for the company (positive ledger rows credited to them). */
  contribute_points: v.number(),
  projects_count: v.number(),
  /** 3 owner, 4 installer, 7 decor owner, 8 decor member. */
  role: v.number(),
  avatar: v.nullable(v.string()),
  /** When the newest invitation was sent; null for members who were never invited (e.g. the owner). */
  invited_at: v.nullable(IsoDateTime),
  /** The e-mail or phone proposed by the owner and not yet confirmed: only for the owner and the member themself. */
  pending_identifiers: v.optional(PendingIdentifiers),
});
export type TeamMember = v.InferOutput<typeof TeamMember>;

const PageNumber = (fallback: string, max: number, what: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d{1,6}$/, `The ${what} must be a whole number.`),
    v.transform(Number),
    v.minValue(1, `The ${what} must be at least 1.`),
    v.maxValue(max, `The ${what} must be at most ${max}.`),
  );

export const TeamList = v.object({
  data: v.array(TeamMember),
  meta: v.object({
    current_page: v.number(),
    last_page: v.number(),
    per_page: v.number(),
    total: v.number(),
    /** Installers (non-owners) the region allows; null = unlimited. */
    limit: v.nullable(v.number()),
    /** Whether the caller may add a member now (an owner, below the limit): the app disables "add" otherwise. */
    can_add: v.boolean(),
    /**
     * The company's invitation code, for the owner only (null for others, and for a company without one): a colleague
     * who registers with it (/register?invite=CODE) joins the team. Optional for an app that meets an older server.
     */
    invite_code: v.optional(v.nullable(v.string()), null),
  }),
});
export type TeamList = v.InferOutput<typeof TeamList>;

export const listTeam = defineCall({
  method: 'GET',
  path: '/v2/installer/user',
  auth: 'user',
  summary: "The caller's company members, owners first, 20 per page, with the regional limit.",
  query: v.object({
    page: PageNumber('1', 100_000, 'page'),
    limit: PageNumber(String(TEAM_PAGE_SIZE), 100, 'limit'),
  }),
  response: TeamList,
});

export const teamMember = defineCall({
  method: 'GET',
  path: '/v1/installer/user/:uuid',
  auth: 'user',
  summary: 'One member of the caller’s company.',
  params: v.object({ uuid: Uuid }),
  response: TeamMember,
});

export const CreateMemberRequest = v.strictObject({
  name: PersonName('name'),
  surname: PersonName('surname'),
  /** National number for the owner's region. */
  phone: NationalPhone,
  email: v.optional(v.union([v.literal(''), Email], 'Enter a valid e-mail address.')),
});
export type CreateMemberRequest = v.InferInput<typeof CreateMemberRequest>;

export const createMember = defineCall({
  method: 'POST',
  path: '/v1/installer/user',
  auth: 'user',
  status: 201,
  summary: 'Adds an installer to the team (owners only, within the regional limit) and sends the invitation.',
  body: CreateMemberRequest,
  response: TeamMember,
});

export const InvitationSent = v.object({ message: v.string(), sent_at: IsoDateTime });

export const resendInvitation = defineCall({
  method: 'GET',
  path: '/v1/installer/user/:uuid/resend',
  auth: 'user',
  summary: 'Sends the invitation again (owners only; once a minute, 5 a day per member).',
  params: v.object({ uuid: Uuid }),
  response: InvitationSent,
});

export const removeMember = defineCall({
  method: 'DELETE',
  path: '/v1/installer/user/:uuid',
  auth: 'user',
  status: 204,
  summary: 'Removes a member from the team (owners only, not oneself); their points history stays.',
  params: v.object({ uuid: Uuid }),
  response: v.null(),
});
