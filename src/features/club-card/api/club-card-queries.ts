import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { cardAccount, cardHistory } from '#contract/club-card.ts';
import { scanStats } from '#contract/scans.ts';
import { shopCardProducts } from '#contract/shop.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { clubCardKeys } from './club-card-keys.ts';

/**
 * The card moves outside the app (the issuer activates it, the operator settles top-ups, an order sets it
 * pending): every visit reads it again, and the saved copy renders meanwhile and offline.
 */
export function cardAccountQuery(companyId: number) {
  return queryOptions({
    queryKey: clubCardKeys.account(companyId),
    queryFn: ({ signal }) => callApi(cardAccount, { params: { companyId: String(companyId) }, signal }),
    staleTime: 0,
  });
}

export function cardHistoryQuery(page: number) {
  return queryOptions({
    queryKey: clubCardKeys.history(page),
    queryFn: ({ signal }) => callApi(cardHistory, { query: { page: String(page) }, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The region's club card product; under 'shop' so a placed order (which refreshes the shop) reads it again. */
export function cardProductQuery() {
  return queryOptions({
    queryKey: clubCardKeys.product(),
    queryFn: ({ signal }) => callApi(shopCardProducts, { query: { type: 'card' }, signal }),
    select: (answer) => answer.data[0] ?? null,
  });
}

/** This year's window scans decide whether the card can be ordered (at least 10). */
export function scanStatsQuery(companyUuid: string) {
  return queryOptions({
    queryKey: clubCardKeys.scanStats(companyUuid),
    queryFn: ({ signal }) => callApi(scanStats, { params: { companyUuid }, signal }),
    staleTime: 0,
  });
}
