import '../scan-first.css';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconChevronDown, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type Tone, ToneBadge } from '#src/components/tone-badge.tsx';
import { formatDate } from '../project-rules.ts';
import type { ScanState } from '../scan-reads.ts';
import type { ProductRow } from './products-table.tsx';

interface ScanRowsProps {
  rows: ProductRow[];
  /** What each row's status reads ("Normal", "Sending…", "Not sent: …") and its tone. */
  status: (row: ProductRow) => { text: string; tone: Tone; state: ScanState | 'flag' };
  canRemove: boolean;
  onRemove: (row: ProductRow) => void;
}

/**
 * Phones: a compact row per scan (serial, product and status in about 64 px), its details and removal on tap
 * (docs/decisions/0279). A refused scan is a row of its own with the server's reason.
 */
export function ScanRows({ rows, status, canRemove, onRemove }: ScanRowsProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <ul className="scan-rows" aria-label={t`Products`}>
      {rows.map((row) => {
        const expanded = open === row.uuid;
        const { text, tone, state } = status(row);
        const product = row.scan ? [row.scan.type, row.scan.size].filter(Boolean).join(' · ') : '';
        const detailsId = `scan-details-${row.uuid}`;
        const reason = row.scan?.review_reason;
        return (
          <li key={row.uuid} className="scan-row" data-state={state}>
            <button
              type="button"
              className="scan-row-main"
              aria-expanded={expanded}
              aria-controls={detailsId}
              onClick={() => setOpen(expanded ? null : row.uuid)}
            >
              <span className="scan-row-text">
                <span className="scan-row-line">
                  <span className="scan-row-serial">{row.serial}</span>
                  {state !== 'refused' && <ToneBadge tone={tone}>{text}</ToneBadge>}
                </span>
                {state === 'refused' ? (
                  <span className="scan-row-reason">{text}</span>
                ) : (
                  product && <span className="scan-row-product">{product}</span>
                )}
              </span>
              <IconChevronDown className="scan-row-chevron" size={20} aria-hidden />
            </button>
            {expanded && (
              <div id={detailsId} className="scan-row-details">
                <dl className="list-card-facts">
                  <div>
                    <dt>{t`Type`}</dt>
                    <dd>{row.scan?.type ?? '–'}</dd>
                  </div>
                  <div>
                    <dt>{t`Size`}</dt>
                    <dd>{row.scan?.size ?? '–'}</dd>
                  </div>
                  <div>
                    <dt>{t`Variant`}</dt>
                    <dd>{row.scan?.variant ?? '–'}</dd>
                  </div>
                  <div>
                    <dt>{t`Date`}</dt>
                    <dd>{formatDate(row.scan?.created_at ?? row.queuedAt ?? '')}</dd>
                  </div>
                </dl>
                {reason && (
                  <p className="scan-row-review">
                    {t({
                      message: `Reason: ${reason}`,
                      comment: "reason: the club staff's own words (a refused scan, order or project)",
                    })}
                  </p>
                )}
                {canRemove && (
                  <Button
                    variant="subtle"
                    color="red"
                    className="danger-subtle"
                    mt="xs"
                    leftSection={<IconTrash size={18} aria-hidden />}
                    onClick={() => onRemove(row)}
                    aria-label={t`Remove ${row.serial}`}
                  >
                    {t`Remove`}
                  </Button>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
