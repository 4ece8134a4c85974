import * as v from 'valibot';
import { defineCall } from './call.ts';
import { IsoDateTime, RegionId, Uuid } from './common.ts';
import { pageNumber } from './projects.ts';

export const PointsSummary = v.object({
  company_points: v.number(),
  projects: v.object({ in_prog: v.number(), completed: v.number(), lost: v.number() }),
  points: v.object({
    completed: v.number(),
    in_prog: v.number(),
    lost: v.number(),
    to_expire: v.number(),
    /**
     * Sign-up points waiting until the e-mail of the person who earned them is verified (decision 0264); optional for
     * an app that meets an instance from before it during a rolling deploy.
     */
    held: v.optional(v.number(), 0),
  }),
  scans: v.object({ current_year: v.number(), completed: v.number() }),
});
export type PointsSummary = v.InferOutput<typeof PointsSummary>;

export const pointsSummary = defineCall({
  method: 'GET',
  path: '/v1/company/points/:companyUuid',
  auth: 'user',
  summary: "The company's points balance, points by project state, project counts and scan counts.",
  params: v.object({ companyUuid: Uuid }),
  response: PointsSummary,
});

export const PointsVariation = v.picklist(['positive', 'negative', 'reserved', 'expired']);

export const PointsHistoryItem = v.object({
  uuid: Uuid,
  /** The ledger reason: Survey, Welcome points, Order Reservation, Points expired, a promotion's name… */
  event: v.string(),
  created_at: IsoDateTime,
  variation: PointsVariation,
  /** Signed: negative for spending, reservations and expiry. */
  points: v.number(),
  /** { order: { order_number } } or { project: { uuid, id } } or {}. */
  options: v.record(v.string(), v.unknown()),
});
export type PointsHistoryItem = v.InferOutput<typeof PointsHistoryItem>;

export const POINTS_HISTORY_PAGE_SIZE = 20;

export const pointsHistory = defineCall({
  method: 'GET',
  path: '/v1/points/history',
  auth: 'user',
  summary: "The caller's company's points ledger, newest first, 20 per page.",
  query: v.object({ page: v.optional(pageNumber('Page', 100_000), 1) }),
  response: v.object({
    data: v.array(PointsHistoryItem),
    meta: v.object({ current_page: v.number(), last_page: v.number(), per_page: v.number(), total: v.number() }),
  }),
});

/** One move of the company's points, as the balance's chart needs it (no links, no names). */
export const PointsMovement = v.object({
  created_at: IsoDateTime,
  variation: PointsVariation,
  /** Signed, as in the history. */
  points: v.number(),
  /** Points given back (a rejected order, a refunded club card top-up): they undo a spend, they are not earned. */
  returned: v.boolean(),
});
export type PointsMovement = v.InferOutput<typeof PointsMovement>;

/** How far back the chart may ask: 13 months and a few days, so "the last 12 months" from any time zone fits. */
export const POINTS_MOVEMENTS_MAX_DAYS = 400;

export const pointsMovements = defineCall({
  method: 'GET',
  path: '/v1/points/movements',
  auth: 'user',
  summary:
    "The caller's company's points moves since a moment (at most 400 days back; by default the first day of the month 11 months ago, UTC), oldest first, with the balance before it: the balance's chart.",
  query: v.object({ since: v.optional(IsoDateTime) }),
  response: v.object({
    since: IsoDateTime,
    /** The balance just before `since`. */
    balance_before: v.number(),
    data: v.array(PointsMovement),
  }),
});

/** A project whose points are still to come: open (before its deadline) or in review. */
export const PendingProject = v.object({
  uuid: Uuid,
  id: v.number(),
  street_name: v.string(),
  city: v.string(),
  postal_code: v.string(),
  status: v.picklist(['open', 'review']),
  /** What the project would credit now (its normal scans). */
  available_points: v.number(),
  /** Open projects: when they are lost if the survey is not sent; in review: null. */
  deadline_at: v.nullable(IsoDateTime),
});
export type PendingProject = v.InferOutput<typeof PendingProject>;

export const PointsForecast = v.object({
  /** Spendable now (the company's balance). */
  balance: v.number(),
  pending: v.object({
    in_review: v.object({ points: v.number(), projects: v.number() }),
    in_progress: v.object({ points: v.number(), projects: v.number() }),
  }),
  /** Up to 10 pending projects: in review first, then open ones by the nearest deadline. */
  projects: v.array(PendingProject),
  /** Of today's balance, what lapses on each coming 1 January if nothing is spent (oldest points go first). */
  expiries: v.array(v.object({ date: IsoDateTime, points: v.number() })),
});
export type PointsForecast = v.InferOutput<typeof PointsForecast>;

export const pointsForecast = defineCall({
  method: 'GET',
  path: '/v1/points/forecast',
  auth: 'user',
  summary:
    "The company's points timeline: pending points of open and in-review projects, the balance, and what of it expires on which 1 January.",
  response: PointsForecast,
});

export const BasicPointsRow = v.object({
  product_type_id: v.number(),
  type_slug: v.string(),
  name: v.string(),
  points: v.number(),
  /** Relevant to decor installers (decor users see only these rows). */
  decor: v.boolean(),
});
export type BasicPointsRow = v.InferOutput<typeof BasicPointsRow>;

export const basicPoints = defineCall({
  method: 'GET',
  path: '/v1/points/basic',
  auth: 'user',
  summary:
    "Basic points per product type in a region (the caller's region by default); decor users get only decor-relevant rows.",
  query: v.object({ region_id: v.optional(RegionId) }),
  response: v.object({ region_id: v.number(), data: v.array(BasicPointsRow) }),
});
