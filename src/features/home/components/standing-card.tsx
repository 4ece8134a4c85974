import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { IconAlertTriangle, IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { formatDate } from '#src/lib/format/format-date.ts';
import { isExpiryWarningSeason, nextExpiryDate } from '#src/session/expiring-points.ts';

export interface StandingCardProps {
  companyName: string;
  points: number;
  /** Points that lapse on the next 1 January (shown from October, as the warning is). */
  toExpire: number;
  /** The progress towards the next level, for roles with tiers (the tiers feature's, composed by the page). */
  tier?: ReactNode;
}

/**
 * "Where do I stand", in one card: the company's points, what lapses and when, and how far the next level is.
 * The brand's colour carries the figure the installer opens the app for.
 */
export function StandingCard({ companyName, points, toExpire, tier }: StandingCardProps) {
  const { i18n } = useLingui();
  const headingId = useId();
  const lapsing = toExpire > 0 && isExpiryWarningSeason(new Date());
  const date = formatDate(nextExpiryDate(new Date()));
  return (
    <section aria-labelledby={headingId} className="standing-card">
      <div className="standing-head">
        <h2 id={headingId} className="standing-label">
          <Trans>Company points</Trans>
        </h2>
        <Anchor component={Link} to="/balance" className="standing-link">
          <Trans>Balance</Trans>
          <IconChevronRight size={18} aria-hidden />
        </Anchor>
      </div>
      <p className="standing-points">
        <span className="standing-figure">{i18n.number(points)}</span>{' '}
        <span className="standing-unit">
          <Plural value={points} one="point" other="points" />
        </span>
      </p>
      <Text className="standing-company">{companyName}</Text>
      {lapsing && (
        <p className="standing-lapse">
          <IconAlertTriangle size={18} aria-hidden />
          <span>
            <Plural value={toExpire} one={`# point expires on ${date}.`} other={`# points expire on ${date}.`} />
          </span>
          <Link to="/shop">
            <Trans>Spend them in the shop</Trans>
          </Link>
        </p>
      )}
      {tier}
    </section>
  );
}
