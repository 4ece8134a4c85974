import './afford-label.css';
import { Plural, Trans } from '@lingui/react/macro';

/**
 * Whether the company can take the product now: "You can afford it", or how many points it still needs for the
 * lowest price. Free products and unknown balances say nothing.
 */
export function AffordLabel({ price, points }: { price: number; points: number | undefined }) {
  if (points === undefined || price <= 0) return null;
  const missing = price - points;
  if (missing <= 0)
    return (
      <span className="afford-label" data-afford="yes">
        <Trans>You can afford it</Trans>
      </span>
    );
  return (
    <span className="afford-label" data-afford="no">
      <Plural value={missing} one="# point more" other="# points more" />
    </span>
  );
}
