import { Plural, Trans, useLingui } from '@lingui/react/macro';
import './balance.css';
import type { ReactNode } from 'react';
import type { PointsSummary } from '#contract/points.ts';

interface Stat {
  key: string;
  label: string;
  projects: number | null;
  pointsText: ReactNode;
}

/**
 * The balance screen's figures: completed, in progress and lost projects with their points; scans for installers. Rows
 * of one list on a phone, cards side by side on a wide screen.
 */
export function BalanceStats({ summary, decor }: { summary: PointsSummary; decor: boolean }) {
  const { t, i18n } = useLingui();
  const stats: Stat[] = [
    {
      key: 'completed',
      label: t`Completed projects`,
      projects: summary.projects.completed,
      pointsText: <Plural value={summary.points.completed} one="# point earned" other="# points earned" />,
    },
    {
      key: 'in-progress',
      label: t`Projects in progress`,
      projects: summary.projects.in_prog,
      pointsText: <Plural value={summary.points.in_prog} one="# point to come" other="# points to come" />,
    },
    {
      key: 'lost',
      label: t`Lost projects`,
      projects: summary.projects.lost,
      pointsText: <Plural value={summary.points.lost} one="# point lost" other="# points lost" />,
    },
  ];
  const all = decor
    ? stats
    : [
        ...stats,
        {
          key: 'scans',
          label: t`Scans this year`,
          projects: summary.scans.current_year,
          pointsText: <Trans>{i18n.number(summary.scans.completed)} in completed projects</Trans>,
        },
      ];
  return (
    <ul className="balance-stats" data-count={all.length}>
      {all.map((stat) => (
        <li key={stat.key} className="balance-stat">
          <span className="balance-stat-label">{stat.label}</span>
          <span className="balance-stat-figure">{i18n.number(stat.projects ?? 0)}</span>
          <span className="balance-stat-note">{stat.pointsText}</span>
        </li>
      ))}
    </ul>
  );
}
