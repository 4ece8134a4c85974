import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { staffCompanyDetail, staffCompanyPoints } from '#contract/staff-companies.ts';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { publicConfigQuery } from '#src/lib/config/public-config-query.ts';
import { formatDate } from '#src/lib/format/format-date.ts';
import { companyKeys, mayMake } from '../frame/company-labels.ts';
import { companiesPath } from '../frame/company-search.ts';
import { ConsoleLink } from '../frame/console-link.tsx';
import { useConsoleTitle } from '../frame/console-title.ts';
import { callStaff } from '../session/call-staff.ts';
import { staffMeQuery } from '../session/staff-me.ts';
import { CardFacts, CompanyOrders, CompanyProjects } from './company-activity.tsx';
import { CompanyPoints } from './company-points.tsx';
import { CompanyUsers } from './company-users.tsx';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} className="console-change">
        {value}
      </Text>
    </Stack>
  );
}

/** One company for staff: its facts, users, points and ledger, projects, orders and club card, with the actions. */
export function CompanyScreen() {
  const { t } = useLingui();
  const { uuid } = useParams({ strict: false }) as { uuid: string };
  const me = useQuery(staffMeQuery());
  const role = me.data?.session.acting_role ?? null;
  const config = useQuery(publicConfigQuery());
  const detail = useQuery({
    queryKey: companyKeys.company(uuid),
    queryFn: ({ signal }) => callStaff(staffCompanyDetail, { params: { uuid }, signal }),
  });
  const name = detail.data?.name ?? '';
  useConsoleTitle(name || t`Company`);
  const regionName = (id: number) => config.data?.countries.find((c) => c.id === id)?.name ?? String(id);

  return (
    <Stack gap="lg">
      <ConsoleLink to={companiesPath()} style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
        <Trans>Back to the companies</Trans>
      </ConsoleLink>
      <QueryState
        query={detail}
        skeleton={<CardsSkeleton count={3} height={140} />}
        notFound={<Trans>There is no such company.</Trans>}
      >
        {(company) => (
          <Stack gap="xl">
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
              <Paper withBorder radius="md" p="lg">
                <Stack gap="sm">
                  <Title order={1}>{company.name}</Title>
                  <Group gap="xl" align="flex-start">
                    <Fact label={t`Region`} value={regionName(company.region_id)} />
                    <Fact label={t`Registration number`} value={company.registration_number ?? '—'} />
                    <Fact label={t`City`} value={company.city ?? '—'} />
                    <Fact label={t`In the club since`} value={formatDate(company.created_at)} />
                  </Group>
                </Stack>
              </Paper>
              <CardFacts card={company.card} />
            </SimpleGrid>
            <CompanyUsers users={company.users} role={role} />
            <CompanyPoints company={company} canChange={mayMake(staffCompanyPoints, role)} />
            <CompanyProjects projects={company.projects} />
            <CompanyOrders orders={company.orders} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
