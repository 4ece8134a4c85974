import { useWideScreen } from '#src/lib/wide-screen.ts';
import './balance.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { PointsHistoryItem } from '#contract/points.ts';
import { type Tone, ToneBadge } from '#src/components/tone-badge.tsx';
import { formatDate } from '#src/lib/format/format-date.ts';
import { LEDGER_EVENTS, ledgerSource } from '../ledger-events.ts';

const VARIATION_TONE: Record<PointsHistoryItem['variation'], Tone> = {
  positive: 'success',
  negative: 'danger',
  reserved: 'warning',
  expired: 'neutral',
};

/**
 * The ledger page: two-line rows on phones (the whole row is the link to its order or project), a table on wide
 * screens.
 */
export function PointsHistory({ items }: { items: PointsHistoryItem[] }) {
  const { t, i18n } = useLingui();
  const wide = useWideScreen();
  const variationName: Record<PointsHistoryItem['variation'], string> = {
    positive: t({ message: 'Earned', context: 'points variation' }),
    negative: t({ message: 'Spent', context: 'points variation' }),
    reserved: t({ message: 'Reserved', context: 'points variation' }),
    expired: t({ message: 'Expired', context: 'points variation' }),
  };
  const rows = items.map((item) => {
    const event = LEDGER_EVENTS[item.event];
    const source = ledgerSource(item.options);
    const number = source?.kind === 'order' ? source.number : '';
    const id = source?.kind === 'project' ? source.id : 0;
    return {
      uuid: item.uuid,
      event: event ? i18n._(event) : item.event,
      date: formatDate(item.created_at),
      badge: <ToneBadge tone={VARIATION_TONE[item.variation]}>{variationName[item.variation]}</ToneBadge>,
      points: `${item.points > 0 ? '+' : item.points < 0 ? '−' : ''}${i18n.number(Math.abs(item.points))}`,
      tone: VARIATION_TONE[item.variation],
      link: (stretched: boolean) =>
        source?.kind === 'order' ? (
          <Anchor
            className={stretched ? 'points-row-link' : 'big-link'}
            renderRoot={(props) => <Link {...props} to="/orders/$uuid" params={{ uuid: source.uuid }} />}
          >
            <Trans>Order {number}</Trans>
          </Anchor>
        ) : source?.kind === 'project' ? (
          <Anchor
            className={stretched ? 'points-row-link' : 'big-link'}
            renderRoot={(props) => <Link {...props} to="/projects/$uuid" params={{ uuid: source.uuid }} />}
          >
            <Trans>Project {id}</Trans>
          </Anchor>
        ) : null,
    };
  });

  if (!wide)
    return (
      <ul className="points-rows" aria-label={t`Points history`}>
        {rows.map((row, index) => (
          <li key={row.uuid} className="points-row" data-row={index}>
            <div className="points-row-line">
              <span className="points-row-event">{row.event}</span>
              <span className="points-figure" data-tone={row.tone}>
                {row.points}
              </span>
            </div>
            <div className="points-row-line points-row-meta">
              <span className="nowrap">{row.date}</span>
              {row.link(true)}
              <span className="points-row-badge">{row.badge}</span>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <Table verticalSpacing="sm" striped aria-label={t`Points history`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t`Event`}</Table.Th>
          <Table.Th>{t`Date`}</Table.Th>
          <Table.Th>{t`Type`}</Table.Th>
          <Table.Th style={{ textAlign: 'end' }}>{t`Points`}</Table.Th>
          <Table.Th>{t`From`}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={row.uuid} data-row={index}>
            <Table.Td>{row.event}</Table.Td>
            <Table.Td className="nowrap">{row.date}</Table.Td>
            <Table.Td>{row.badge}</Table.Td>
            <Table.Td style={{ textAlign: 'end' }}>
              <span className="points-figure" data-tone={row.tone}>
                {row.points}
              </span>
            </Table.Td>
            <Table.Td>{row.link(false)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
