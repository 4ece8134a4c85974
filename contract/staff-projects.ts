/** Project reviews for the club's operations staff (docs/decisions/0276). */
import * as v from 'valibot';
import { defineCall } from './call.ts';
import { IsoDateTime, Uuid } from './common.ts';
import { ProjectStatus } from './projects.ts';
import { ScanFlag } from './scans.ts';
import { AuditLine } from './staff-audit.ts';
import { StaffCompanyRef } from './staff-orders.ts';
import { queueFilters, queuePage, StaffReason } from './staff-shapes.ts';

/** Another company's project at the same site (postal code and street): the same windows claimed twice? */
export const SameSite = v.object({
  uuid: Uuid,
  company: StaffCompanyRef,
  status: ProjectStatus,
  created_at: IsoDateTime,
  products: v.number(),
});

export const StaffReviewRow = v.object({
  uuid: Uuid,
  name: v.string(),
  address: v.string(),
  company: StaffCompanyRef,
  /** When it went to review, and how many hours it has waited since. */
  since: IsoDateTime,
  waiting_hours: v.number(),
  products: v.number(),
  in_review: v.number(),
  /** The points it credits if closed now (every scan not rejected). */
  points: v.number(),
  same_site: v.number(),
});

export const StaffScan = v.object({
  uuid: Uuid,
  serial_number: v.string(),
  product: v.string(),
  size: v.string(),
  variant: v.string(),
  points: v.number(),
  flag: ScanFlag,
  created_at: IsoDateTime,
  review_reason: v.nullable(v.string()),
  reviewed_at: v.nullable(IsoDateTime),
});

export const staffReviewQueue = defineCall({
  method: 'GET',
  path: '/staff/projects/review',
  auth: 'staff',
  roles: ['operations', 'admin'],
  summary: 'Projects in review, longest waiting first, 50 a page, filtered by region.',
  query: v.object({
    ...queueFilters,
  }),
  response: queuePage(StaffReviewRow),
});

export const staffProjectDetail = defineCall({
  method: 'GET',
  path: '/staff/projects/:uuid',
  auth: 'staff',
  roles: ['operations', 'admin', 'support'],
  summary:
    'A project with its company, its scans (serial, product, flag, date, the reason of a rejection), other ' +
    'companies’ projects at the same site, and what staff did to it.',
  params: v.object({ uuid: Uuid }),
  response: v.object({
    uuid: Uuid,
    name: v.string(),
    street_name: v.string(),
    city: v.string(),
    postal_code: v.string(),
    status: ProjectStatus,
    status_reason: v.nullable(v.string()),
    created_at: IsoDateTime,
    deadline_at: IsoDateTime,
    credited_points: v.nullable(v.number()),
    company: StaffCompanyRef,
    scans: v.array(StaffScan),
    same_site: v.array(SameSite),
    /** What staff did to the project and to its scans, newest first. */
    audit: v.array(AuditLine),
  }),
});

export const staffScanReview = defineCall({
  method: 'POST',
  path: '/staff/scans/:uuid/review',
  auth: 'staff',
  roles: ['operations', 'admin'],
  summary:
    'Accepts a scan (it earns its points when the project closes) or rejects it with a reason the installer sees; ' +
    'only while its project is open or in review.',
  params: v.object({ uuid: Uuid }),
  body: v.strictObject({ accept: v.boolean('Send accept: true or false.'), reason: v.optional(StaffReason()) }),
  response: StaffScan,
});

export const staffProjectStatus = defineCall({
  method: 'POST',
  path: '/staff/projects/:uuid/status',
  auth: 'staff',
  roles: ['operations', 'admin'],
  summary:
    'Closes a project (its accepted scans’ points credited through the ledger; scans still in review are ' +
    'accepted), marks it rejected (a reason is required, shown to the installer) or lost (a reason may be given), ' +
    'or sends it to review. ' +
    'The company is notified.',
  params: v.object({ uuid: Uuid }),
  body: v.strictObject({
    status: v.picklist(['review', 'closed', 'lost', 'rejected'], 'Status must be review, closed, lost or rejected.'),
    reason: v.optional(StaffReason()),
  }),
  response: v.object({ uuid: Uuid, status: ProjectStatus, credited_points: v.nullable(v.number()) }),
});
