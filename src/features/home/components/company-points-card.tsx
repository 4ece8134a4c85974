import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Text, Title } from '@mantine/core';
import { useId } from 'react';

export function CompanyPointsCard({ companyName, points }: { companyName: string; points: number }) {
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} withBorder padding="lg" radius="md">
      <Title order={2} size="h4" id={headingId}>
        <Trans>Company points</Trans>
      </Title>
      <Text fz={48} fw={800} lh={1.1} c="blue.9">
        {i18n.number(points)}
      </Text>
      <Text c="dimmed">{companyName}</Text>
    </Card>
  );
}
