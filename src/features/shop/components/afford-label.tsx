import './afford-label.css';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ToneBadge } from '#src/components/tone-badge.tsx';

/**
 * Whether the company can take the product now: "You can afford it", or how many points it still needs for the
 * lowest price, as the app's tone badge. Free products and unknown balances say nothing.
 */
export function AffordLabel({ price, points }: { price: number; points: number | undefined }) {
  const { t } = useLingui();
  if (points === undefined || price <= 0) return null;
  const missing = price - points;
  return (
    <span className="afford-label">
      {missing <= 0 ? (
        <ToneBadge tone="success">{t`You can afford it`}</ToneBadge>
      ) : (
        <ToneBadge tone="warning">{t`${plural(missing, { one: '# point more', other: '# points more' })}`}</ToneBadge>
      )}
    </span>
  );
}
