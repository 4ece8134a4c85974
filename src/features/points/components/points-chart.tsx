import './balance.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useId, useState } from 'react';
import { formatDate } from '#src/lib/format/format-date.ts';
import { monthBars, niceScale, type PointsMonth, pointsTotals } from '../points-months.ts';

// The drawing's own units; the SVG scales to its box, about one unit to a pixel on a phone.
const W = 360;
const H = 200;
const LEFT = 46;
const RIGHT = 6;
const TOP = 20;
const BOTTOM = 38;
const PLOT_W = W - LEFT - RIGHT;
const PLOT_H = H - TOP - BOTTOM;

/**
 * The company's points over the last 12 months, month by month: what was earned above the line, what was spent and
 * what expired below it, drawn by hand in SVG (decision 0286: a chart library would weigh 35 times the balance
 * screen). The drawing is for the eye; a screen reader reads the caption's totals and the table of months, which a
 * button also shows on screen.
 */
export function PointsChart({ months }: { months: PointsMonth[] }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const totals = pointsTotals(months);
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return null;
  const from = i18n.number(first.balance - first.net);
  const to = i18n.number(last.balance);
  const since = formatDate(first.start).replaceAll(' ', '\u00a0');
  const monthName = new Intl.DateTimeFormat(i18n.locale, { month: 'short', year: 'numeric' });
  const earned = t({ message: 'Earned', context: 'points variation' });
  const spent = t({ message: 'Spent', context: 'points variation' });
  const expired = t({ message: 'Expired', context: 'points variation' });
  const quiet = months.every((m) => m.earned === 0 && m.spent === 0 && m.expired === 0);

  return (
    <figure className="points-chart" aria-labelledby={titleId}>
      <h3 id={titleId} className="points-chart-title">
        <Trans>Points in the last 12 months</Trans>
      </h3>
      {quiet ? (
        <p className="points-chart-quiet">
          <Trans>No points came in or went out in the last 12 months.</Trans>
        </p>
      ) : (
        <ChartDrawing months={months} />
      )}
      <figcaption className="points-chart-caption">
        <ul className="points-chart-legend">
          <li>
            <span className="points-swatch" data-series="earned" aria-hidden />
            {earned} <strong>{i18n.number(totals.earned)}</strong>
          </li>
          <li>
            <span className="points-swatch" data-series="spent" aria-hidden />
            {spent} <strong>{i18n.number(totals.spent)}</strong>
          </li>
          <li>
            <span className="points-swatch" data-series="expired" aria-hidden />
            {expired} <strong>{i18n.number(totals.expired)}</strong>
          </li>
        </ul>
        <p>
          <Trans>
            Balance on {since}: {from}. Today: {to}.
          </Trans>
        </p>
      </figcaption>
      <Button
        variant="subtle"
        h={44}
        px="xs"
        aria-expanded={tableShown}
        aria-controls={tableId}
        onClick={() => setTableShown((shown) => !shown)}
      >
        {tableShown ? <Trans>Hide the numbers</Trans> : <Trans>Show the numbers</Trans>}
      </Button>
      {/* Where the table is wider than the phone it scrolls sideways: focusable then, to scroll by keyboard. */}
      <section
        id={tableId}
        className={tableShown ? 'points-chart-table' : 'visually-hidden'}
        tabIndex={tableShown ? 0 : undefined}
        aria-labelledby={titleId}
      >
        <table>
          <caption className="visually-hidden">
            <Trans>Points in the last 12 months</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Month</Trans>
              </th>
              <th scope="col">{earned}</th>
              <th scope="col">{spent}</th>
              <th scope="col">{expired}</th>
              <th scope="col">
                <Trans>Balance</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.key}>
                <th scope="row">{monthName.format(m.start)}</th>
                <td>{i18n.number(m.earned)}</td>
                <td>{i18n.number(m.spent)}</td>
                <td>{i18n.number(m.expired)}</td>
                <td>{i18n.number(m.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </figure>
  );
}

/** The bars, the zero line, the points axis and the months; hidden from screen readers (the table says it all). */
function ChartDrawing({ months }: { months: PointsMonth[] }) {
  const { t, i18n } = useLingui();
  const bars = months.map(monthBars);
  const up = niceScale(Math.max(0, ...bars.map((b) => b.up)), 3);
  const down = niceScale(Math.max(0, ...bars.map((b) => b.spent + b.expired)), 3);
  // One scale for both directions, so a bar's length means the same above and below the line.
  const step = Math.max(up.step, down.step);
  const top = Math.ceil(up.top / step) * step;
  const bottom = Math.ceil(down.top / step) * step;
  const range = top + bottom || 1;
  const y = (value: number) => TOP + ((top - value) / range) * PLOT_H;
  const zero = y(0);
  const ticks: number[] = [];
  for (let v = -bottom; v <= top; v += step) ticks.push(v);

  const slot = PLOT_W / months.length;
  const barWidth = Math.min(18, slot * 0.62);
  const short = new Intl.DateTimeFormat(i18n.locale, { month: 'short' });
  const labels = months.map((m) => short.format(m.start).replace(/\.$/, ''));
  // Every month's name where four letters fit; otherwise every other one, always this month's.
  const stride = Math.max(...labels.map((l) => l.length)) > 4 ? 2 : 1;
  // Each year is named where its months start; the first one only when it has room before the next January.
  const januaryAt = months.findIndex((m, i) => i > 0 && m.start.getMonth() === 0);
  const firstYearFits = januaryAt === -1 || januaryAt >= 3;
  const axisNumber = (value: number) =>
    i18n.number(value, value >= 10_000 || value <= -10_000 ? { notation: 'compact' } : undefined);

  return (
    <svg className="points-chart-svg" viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false">
      <defs>
        <pattern
          id="points-expired-hatch"
          width="5"
          height="5"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="5" height="5" className="points-bar-expired-bg" />
          <line x1="0" y1="0" x2="0" y2="5" className="points-bar-expired-line" />
        </pattern>
      </defs>
      <text x={4} y={11} className="points-axis-title">
        {t`Points`}
      </text>
      {ticks.map((v) => (
        <g key={v}>
          <line x1={LEFT} x2={W - RIGHT} y1={y(v)} y2={y(v)} className={v === 0 ? 'points-zero' : 'points-grid'} />
          <text x={LEFT - 6} y={y(v) + 4} textAnchor="end" className="points-axis-label">
            {axisNumber(v)}
          </text>
        </g>
      ))}
      {months.map((m, i) => {
        const bar = bars[i]!;
        const x = LEFT + i * slot + (slot - barWidth) / 2;
        const spentEnd = y(-bar.spent);
        const labelled = (months.length - 1 - i) % stride === 0;
        const january = m.start.getMonth() === 0;
        return (
          <g key={m.key}>
            {bar.up > 0 && (
              <rect
                x={x}
                y={y(bar.up)}
                width={barWidth}
                height={zero - y(bar.up)}
                rx={2}
                className="points-bar points-bar-up"
              />
            )}
            {bar.spent > 0 && (
              <rect
                x={x}
                y={zero}
                width={barWidth}
                height={spentEnd - zero}
                rx={2}
                className="points-bar points-bar-down"
              />
            )}
            {bar.expired > 0 && (
              <rect
                x={x}
                y={spentEnd}
                width={barWidth}
                height={y(-bar.spent - bar.expired) - spentEnd}
                rx={2}
                className="points-bar points-bar-down points-bar-expired"
              />
            )}
            {labelled && (
              <text
                x={x + barWidth / 2}
                y={H - BOTTOM + 16}
                textAnchor="middle"
                className={i === months.length - 1 ? 'points-axis-label points-axis-now' : 'points-axis-label'}
              >
                {labels[i]}
              </text>
            )}
            {january && i > 0 && (
              <line x1={LEFT + i * slot} x2={LEFT + i * slot} y1={H - BOTTOM + 4} y2={H} className="points-grid" />
            )}
            {((i === 0 && firstYearFits) || (january && i > 0)) && (
              <text x={LEFT + i * slot + 3} y={H - 6} className="points-axis-year">
                {m.start.getFullYear()}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
