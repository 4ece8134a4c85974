import { Trans } from '@lingui/react/macro';
import { Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
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
        <Button component={Link} to="/projects" size="xl" variant="light" h="auto" py="lg">
          <Trans>Projects</Trans>
        </Button>
      </SimpleGrid>
    </Stack>
  );
}
