/**
 * The session's query keys, which every feature may use: the signed-in user and their points. The values are those
 * the device's saved cache holds (docs/decisions/0081): a changed value loses what was saved under the old one.
 */
export const userKeys = {
  all: ['user'] as const,
  self: () => ['user', 'self'] as const,
};

export const pointsKeys = {
  /** Every points query (the summary here, the points feature's history and forecast): a scan, an order or a top-up refreshes them all. */
  all: ['points'] as const,
  summary: (companyUuid: string) => ['points', 'summary', companyUuid] as const,
};
