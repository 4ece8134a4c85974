import './tier-next-step.css';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { tierHistoryQuery, tierListQuery } from '../api/tier-queries.ts';
import { ALL_PRODUCTS_CATEGORY, categoryLadder } from '../tier-brackets.ts';

/**
 * The headline tier (every product) in one line and a bar: the level reached and what the next one needs. The
 * categories' full ladders stay on the balance and rewards pages. Drawn for a dark, branded card (home's). Nothing shows where the region has no tiers.
 */
export function TierNextStep({ companyUuid }: { companyUuid: string }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const definitions = useQuery(tierListQuery());
  const history = useQuery(tierHistoryQuery(companyUuid));
  const headline = definitions.data?.data.find(
    (d) => d.tier_category === ALL_PRODUCTS_CATEGORY && d.brackets.length > 0,
  );
  if (!headline || !history.data) return null;
  const progress = history.data.data.find((h) => h.tier_definition.id === headline.id)?.progress ?? 0;
  const { current, next, missing, steps } = categoryLadder(headline.brackets, progress);
  const level = current?.level ?? 0;
  const nextLevel = next?.level ?? 0;
  const bonus = next?.points ?? 0;
  const filled =
    steps.length === 0 ? 0 : (steps.filter((s) => s.state === 'filled').length + (next?.fill ?? 0)) / steps.length;
  return (
    <section aria-labelledby={headingId} className="tier-next">
      <h3 id={headingId} className="tier-next-title">
        <Trans>Tier progress</Trans>
        <span className="tier-next-level">
          {level > 0 ? <Trans>Level {level}</Trans> : <Trans>No level yet</Trans>}
        </span>
      </h3>
      <div
        className="tier-next-bar"
        role="progressbar"
        aria-label={t`Progress towards the top level`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(filled * 100)}
      >
        <span style={{ width: `${filled * 100}%` }} />
      </div>
      <p className="tier-next-line">
        {next ? (
          <>
            <Plural
              value={missing}
              one={`# more product to reach level ${nextLevel}.`}
              other={`# more products to reach level ${nextLevel}.`}
            />{' '}
            {bonus > 0 && <Plural value={bonus} one="Its bonus: # point." other="Its bonus: # points." />}
          </>
        ) : (
          <Trans>Top level reached.</Trans>
        )}{' '}
        <span className="tier-next-count">
          {i18n.number(progress)} <Plural value={progress} one="product this year" other="products this year" />
        </span>
      </p>
    </section>
  );
}
