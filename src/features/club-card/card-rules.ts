import { type CardMoney, TOP_UP_MAX_POINTS, TOP_UP_MIN_POINTS } from '#contract/club-card.ts';

/** Window scans this calendar year a company needs before it can order the club card (spec, section 9). */
export const CARD_SCANS_NEEDED = 10;

/** Owners place orders, link the card and top it up (the server refuses the others). */
const OWNER_ROLES = new Set([3, 7]);
export const isCompanyOwner = (roleId: number) => OWNER_ROLES.has(roleId);

export type OrderBlock = 'has-card' | 'pending' | 'not-owner' | 'scans';

export interface CardOrderFacts {
  roleId: number;
  hasCard: boolean;
  pending: boolean;
  /** Unknown while the scan statistics are not loaded (and not saved on the device). */
  windowScans: number | undefined;
}

/**
 * Why the club card cannot be ordered now, the most telling reason first, or null when it can. Unknown scans
 * block nothing: the server checks them again when the order is placed.
 */
export function cardOrderBlock(facts: CardOrderFacts): OrderBlock | null {
  if (facts.hasCard) return 'has-card';
  if (facts.pending) return 'pending';
  if (!isCompanyOwner(facts.roleId)) return 'not-owner';
  if (facts.windowScans !== undefined && facts.windowScans < CARD_SCANS_NEEDED) return 'scans';
  return null;
}

/** The amounts offered, in points (1 point = 2 zł in Poland; the issuer loads at most 5,000 zł at once). */
export const TOP_UP_AMOUNTS = [25, 50, 100, 250, 500, 1000] as const;

/** What the points load onto the card, in the card's own currency (the account says which, from its region). */
export const moneyOf = (points: number, money: CardMoney) => Math.round(points * money.per_point * 100) / 100;

/** An amount can be chosen when it is within the issuer's limits and the company's points cover it. */
export const affordable = (points: number, companyPoints: number | undefined) =>
  points >= TOP_UP_MIN_POINTS && points <= TOP_UP_MAX_POINTS && companyPoints !== undefined && points <= companyPoints;

/** The CSN as typed (people copy it in groups): spaces removed. */
export const normaliseCsn = (typed: string) => typed.replace(/\s+/g, '');

export type CsnProblem = 'required' | 'digits';
export function csnProblem(typed: string): CsnProblem | null {
  const csn = normaliseCsn(typed);
  if (csn === '') return 'required';
  return /^\d{10}$/.test(csn) ? null : 'digits';
}
