import { Trans } from '@lingui/react/macro';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { CompanyPointsCard } from './company-points-card.tsx';

interface HomeScreenProps {
  firstName: string;
  companyName: string;
  companyPoints: number;
}

export function HomeScreen({ firstName, companyName, companyPoints }: HomeScreenProps) {
  return (
    <Stack gap="xl">
      <Title order={1}>
        <Trans>Hello, {firstName}!</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CompanyPointsCard companyName={companyName} points={companyPoints} />
      </SimpleGrid>
    </Stack>
  );
}
