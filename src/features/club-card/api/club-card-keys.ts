import { shopContentKey } from '#src/lib/query/shop-content-key.ts';

/** The club card's query and mutation keys. The query keys' values are those the device's saved cache holds (docs/decisions/0081): keep them. */
export const clubCardKeys = {
  all: ['club-card'] as const,
  account: (companyId: number) => ['club-card', 'account', companyId] as const,
  histories: () => ['club-card', 'history'] as const,
  history: (page: number) => ['club-card', 'history', page] as const,
  /** The region's club card product: under the shop's root, so a placed order (which refreshes the shop) reads it again. */
  product: () => [...shopContentKey, 'club-card'] as const,
  /** This year's scans of the company (the card's condition). */
  scanStats: (companyUuid: string) => ['scans', 'stats', companyUuid] as const,
  verify: () => ['club-card', 'verify'] as const,
  topUp: () => ['club-card', 'top-up'] as const,
};
