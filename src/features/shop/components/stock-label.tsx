import { Trans } from '@lingui/react/macro';

/** Above 100 pieces a generic label (the spec), else the count; none left says so. */
export const GENERIC_STOCK_ABOVE = 100;

export function StockLabel({ stock }: { stock: number }) {
  if (stock <= 0) return <Trans>Out of stock</Trans>;
  if (stock > GENERIC_STOCK_ABOVE) return <Trans>In stock</Trans>;
  return <Trans>{stock} in stock</Trans>;
}
