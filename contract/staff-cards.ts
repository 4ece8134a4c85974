/** The club card desk for operations staff (docs/decisions/0276). */
import * as v from 'valibot';
import { defineCall } from './call.ts';
import { CardStatus } from './club-card.ts';
import { IsoDateTime, Uuid } from './common.ts';
import { StaffCompanyRef, StaffOrderRow } from './staff-orders.ts';
import { RequiredReason } from './staff-shapes.ts';

const CompanyParams = v.object({ company: Uuid });

export const staffCardDesk = defineCall({
  method: 'GET',
  path: '/staff/cards',
  auth: 'staff',
  roles: ['operations', 'admin'],
  summary:
    'What waits at the card desk, oldest first: pending card orders, cards linked and waiting for the issuer’s ' +
    'activation, and top-ups waiting to be settled (at most 200 of each).',
  response: v.object({
    card_orders: v.array(StaffOrderRow),
    to_activate: v.array(
      v.object({ company: StaffCompanyRef, csn: v.string(), verified_at: IsoDateTime, waiting_hours: v.number() }),
    ),
    top_ups: v.array(
      v.object({
        uuid: Uuid,
        company: StaffCompanyRef,
        points: v.number(),
        value: v.number(),
        currency: v.string(),
        created_at: IsoDateTime,
        waiting_hours: v.number(),
      }),
    ),
  }),
});

export const staffCardActivate = defineCall({
  method: 'POST',
  path: '/staff/cards/:company/activate',
  auth: 'staff',
  roles: ['operations', 'admin'],
  summary: 'The issuer activated the company’s card (ISSUED → ACTIVE); 409 when no card waits for it.',
  params: CompanyParams,
  response: v.object({ status: CardStatus }),
});

export const staffCardBlock = defineCall({
  method: 'POST',
  path: '/staff/cards/:company/block',
  auth: 'staff',
  roles: ['operations', 'admin'],
  summary: 'Blocks the company’s card (lost, stolen, closed) with a reason; it takes no more top-ups.',
  params: CompanyParams,
  body: v.strictObject({ reason: RequiredReason() }),
  response: v.object({ status: CardStatus }),
});

export const staffTopUpsSettle = defineCall({
  method: 'POST',
  path: '/staff/cards/top-ups/settle',
  auth: 'staff',
  roles: ['operations', 'admin'],
  summary:
    'Settles every pending top-up with the issuer’s result: succeeded, or refused/rejected with the points given ' +
    'back; each company is notified.',
  response: v.object({ succeeded: v.number(), refused: v.number(), rejected: v.number() }),
});
