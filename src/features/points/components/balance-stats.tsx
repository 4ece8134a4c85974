import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PointsSummary } from '#contract/points.ts';

interface Stat {
  key: string;
  label: string;
  projects: number | null;
  pointsText: ReactNode;
}

/** The balance screen's cards: completed, in progress and lost projects with their points; scans for installers. */
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
  return (
    <SimpleGrid cols={{ base: 2, sm: decor ? 3 : 4 }} spacing="sm" component="ul" style={listReset}>
      {stats.map((stat) => (
        <Card key={stat.key} component="li" withBorder padding="md" radius="md">
          <Text size="sm" fw={600} c="dimmed">
            {stat.label}
          </Text>
          <Text fz={32} fw={800} lh={1.2}>
            {i18n.number(stat.projects ?? 0)}
          </Text>
          <Text size="sm">{stat.pointsText}</Text>
        </Card>
      ))}
      {!decor && (
        <Card component="li" withBorder padding="md" radius="md">
          <Text size="sm" fw={600} c="dimmed">
            <Trans>Scans this year</Trans>
          </Text>
          <Text fz={32} fw={800} lh={1.2}>
            {i18n.number(summary.scans.current_year)}
          </Text>
          <Text size="sm">
            <Trans>{i18n.number(summary.scans.completed)} in completed projects</Trans>
          </Text>
        </Card>
      )}
    </SimpleGrid>
  );
}

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;
