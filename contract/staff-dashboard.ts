/** What waits for the club's staff (docs/decisions/0276). */
import * as v from 'valibot';
import { defineCall } from './call.ts';

const Waiting = v.object({
  count: v.number(),
  /** Hours the oldest has waited; null when none waits. */
  oldest_hours: v.nullable(v.number()),
});

export const StaffWaiting = v.object({
  orders: Waiting,
  reviews: Waiting,
  tickets: Waiting,
  top_ups: Waiting,
});

export const staffDashboard = defineCall({
  method: 'GET',
  path: '/staff/dashboard',
  auth: 'staff',
  roles: ['support', 'operations', 'admin'],
  summary:
    'What waits for staff, in all and per region: pending orders, projects in review, tickets waiting for an ' +
    'answer, top-ups to settle, each with how long the oldest has waited.',
  response: v.object({
    all: StaffWaiting,
    regions: v.array(v.object({ region_id: v.number(), ...StaffWaiting.entries })),
  }),
});
