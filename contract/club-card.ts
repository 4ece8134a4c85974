import * as v from 'valibot';
import { defineCall } from './call.ts';
import { Uuid } from './common.ts';
import { queryInt } from './shop.ts';

export const CARD_HISTORY_PAGE_SIZE = 4;
/** 1 point tops up 2 PLN on a Polish card (spec, section 9). */
export const PLN_PER_POINT = 2;

/** What one point loads onto a card, in the card's own currency. */
export interface CardMoney {
  currency: string;
  per_point: number;
}

/**
 * Each region's card is loaded in its own currency (docs/decisions/0282): 1 point is 2 zł in Poland and about
 * the same value, rounded, elsewhere. Keyed by region id (docs/decisions/0003).
 */
const EURO: CardMoney = { currency: 'EUR', per_point: 0.5 };
export const CARD_MONEY: Readonly<Record<number, CardMoney>> = {
  2: { currency: 'PLN', per_point: PLN_PER_POINT },
  3: { currency: 'RON', per_point: 2.5 },
  4: EURO,
  5: { currency: 'HUF', per_point: 180 },
  6: EURO,
  7: EURO,
  8: EURO,
  9: { currency: 'RSD', per_point: 55 },
  10: { currency: 'BAM', per_point: 1 },
  11: { currency: 'UAH', per_point: 20 },
  12: EURO,
  13: { currency: 'CZK', per_point: 12 },
  14: EURO,
  15: { currency: 'MKD', per_point: 30 },
  16: EURO,
  17: EURO,
};
/** The region's card money; a region not listed loads euros. */
export const cardMoneyOf = (regionId: number): CardMoney => CARD_MONEY[regionId] ?? EURO;
export const TOP_UP_MIN_POINTS = 10;
export const TOP_UP_MAX_POINTS = 5000;

/** The company id (a number, as in the current user's company.id). */
const CompanyIdParam = v.object({
  companyId: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Must be a company id.'), v.transform(Number)),
});

export const CardStatus = v.picklist(['ISSUED', 'ACTIVE', 'BLOCKED']);
export const TopUpStatus = v.picklist(['PENDING', 'SUCCEEDED', 'REFUSED', 'REJECTED']);

export const CardAccount = v.object({
  currentCard: v.nullable(v.object({ status: CardStatus, csn: v.string() })),
  pending_card: v.boolean(),
  /** The currency the company's card is loaded in and what one point loads (its region's). */
  money: v.object({ currency: v.string(), per_point: v.number() }),
});

export const verifyCard = defineCall({
  method: 'PATCH',
  path: '/v1/edenred/card/verify/:companyId',
  auth: 'user',
  summary: "Links the company's club card by its 10-digit serial number (owners only; one card per company).",
  params: CompanyIdParam,
  body: v.object({
    card_serial_number: v.pipe(
      v.string('Enter the card serial number.'),
      v.trim(),
      v.nonEmpty('Enter the card serial number.'),
      v.regex(/^\d{10}$/, 'The card serial number has 10 digits.'),
    ),
  }),
  response: CardAccount,
});

export const cardAccount = defineCall({
  method: 'GET',
  path: '/v1/edenred/card/account/:companyId',
  auth: 'user',
  summary: "The company's club card: status and masked serial number (null when none is linked).",
  params: CompanyIdParam,
  response: CardAccount,
});

export const TopUp = v.object({
  uuid: Uuid,
  amount: v.object({ points: v.number(), currency: v.string(), value: v.number() }),
  dateTime: v.string(),
  status: TopUpStatus,
});

export const topUpCard = defineCall({
  method: 'POST',
  path: '/v1/edenred/card/top-up',
  auth: 'user',
  status: 201,
  summary:
    "Tops the company's ACTIVE card up in its region's currency (1 point = 2 PLN in Poland; owners only); settles within 3 working days.",
  body: v.object({
    amount_points: v.pipe(
      v.number('Choose an amount.'),
      v.integer('Choose a whole number of points.'),
      v.minValue(TOP_UP_MIN_POINTS, `The smallest top-up is ${TOP_UP_MIN_POINTS} points.`),
      v.maxValue(TOP_UP_MAX_POINTS, `The largest top-up is ${TOP_UP_MAX_POINTS} points.`),
    ),
    accept_terms: v.literal(true, 'Accept the terms to top up.'),
  }),
  response: TopUp,
});

export const cardHistory = defineCall({
  method: 'GET',
  path: '/v1/edenred/card/history',
  auth: 'user',
  summary: "The company's top-ups, newest first, 4 a page.",
  query: v.object({
    page: v.optional(queryInt(1, 100_000, 'Page'), '1'),
    limit: v.optional(queryInt(1, 100, 'Limit'), String(CARD_HISTORY_PAGE_SIZE)),
  }),
  response: v.object({
    data: v.array(TopUp),
    meta: v.object({ current_page: v.number(), last_page: v.number(), per_page: v.number(), total: v.number() }),
  }),
});
