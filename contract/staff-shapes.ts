/** Shapes the staff calls share (docs/decisions/0276): the reason staff give, and a work queue's page. */
import * as v from 'valibot';
import { queryInt } from './shop.ts';

/** A reason kept in the audit log (and, for points and refusals, shown to the installer); may be left out. */
export const StaffReason = (max = 500) =>
  v.pipe(
    v.string('The reason must be text.'),
    v.trim(),
    v.maxLength(max, `The reason may be at most ${max} characters.`),
  );

/** A reason that must be given: points and refusals, which the installer sees. */
export const RequiredReason = (max = 500) =>
  v.pipe(
    v.string('The reason must be text.'),
    v.trim(),
    v.nonEmpty('Give the reason.'),
    v.maxLength(max, `The reason may be at most ${max} characters.`),
  );

/** A queue's filters every queue has: the region, and the page (50 a page). */
export const queueFilters = {
  region: v.optional(queryInt(1, 1000, 'Region')),
  page: v.optional(queryInt(1, 100_000, 'Page'), '1'),
};

/** One page of a work queue, oldest first, with how many wait in all and the oldest one's age. */
export const queuePage = <R extends v.GenericSchema>(row: R) =>
  v.object({
    data: v.array(row),
    total: v.number(),
    page: v.number(),
    per_page: v.number(),
    oldest_hours: v.nullable(v.number()),
  });
