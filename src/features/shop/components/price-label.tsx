import { Plural, Trans, useLingui } from '@lingui/react/macro';

/** A product's price in points: one price, or "from" the lowest when variants differ; negative means free. */
export function PriceLabel({ min, max }: { min: number; max: number }) {
  const { i18n } = useLingui();
  if (max < 0) return <Trans>Free</Trans>;
  if (min === max) return <Plural value={min} one="# point" other="# points" />;
  const from = i18n.number(min);
  return <Trans>from {from} points</Trans>;
}
