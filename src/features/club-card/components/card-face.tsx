import './club-card.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';
import type * as v from 'valibot';
import type { CardStatus } from '#contract/club-card.ts';

type Status = v.InferOutput<typeof CardStatus>;

/** ACTIVE can be topped up, ISSUED waits for its activation with the issuer, anything else is inactive. */
export function CardStatusBadge({ status }: { status: Status }) {
  const { t } = useLingui();
  if (status === 'ACTIVE') {
    return (
      <span className="tone-badge" data-tone="success">
        {t({ message: 'Active', context: 'club card status' })}
      </span>
    );
  }
  if (status === 'ISSUED') {
    return (
      <span className="tone-badge" data-tone="warning">
        {t({ message: 'Not activated yet', context: 'club card status' })}
      </span>
    );
  }
  return (
    <span className="tone-badge" data-tone="danger">
      {t({ message: 'Inactive', context: 'club card status' })}
    </span>
  );
}

/** The masked serial number as printed on the card: only the last four digits show. */
const shownCsn = (masked: string) => `\u2022\u2022\u2022\u2022 \u2022\u2022\u2022\u2022 ${masked.slice(-4)}`;

/**
 * The card as the person holds it. With a serial number it is the company's card, read out as its last four
 * digits and its status; without one it is an illustration of the product.
 */
export function CardFace({ csn, status }: { csn?: string; status?: Status }) {
  const { t } = useLingui();
  const last = csn?.slice(-4) ?? '';
  return (
    <div className="club-card-face" aria-hidden={csn ? undefined : true}>
      <div className="club-card-brand" aria-hidden>
        Installer Club
      </div>
      <div className="club-card-chip" />
      <div className="club-card-number" aria-hidden>
        {csn ? shownCsn(csn) : '\u2022\u2022\u2022\u2022 \u2022\u2022\u2022\u2022 \u2022\u2022\u2022\u2022'}
      </div>
      {csn && <VisuallyHidden>{t`Club card ending in ${last}`}</VisuallyHidden>}
      {status && (
        <div className="club-card-status">
          <CardStatusBadge status={status} />
        </div>
      )}
    </div>
  );
}
