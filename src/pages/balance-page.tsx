import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { PageControls } from '#src/components/page-controls.tsx';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { pointsForecastQuery, pointsHistoryQuery } from '#src/features/points/api/points-queries.ts';
import { BalanceStats } from '#src/features/points/components/balance-stats.tsx';
import { ExpiringPointsModal } from '#src/features/points/components/expiring-points-modal.tsx';
import { PointsForecast } from '#src/features/points/components/points-forecast.tsx';
import { PointsHistory } from '#src/features/points/components/points-history.tsx';
import { TierProgressSection } from '#src/features/tiers/components/tier-progress-section.tsx';
import { hasTiers } from '#src/features/tiers/tier-access.ts';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { currentUserQuery } from '#src/session/current-user-query.ts';
import { pointsSummaryQuery } from '#src/session/points-summary-query.ts';

export function BalanceScreen({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  usePageTitle(t`Balance`);
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const summary = useQuery(pointsSummaryQuery(user.company.uuid));
  const forecast = useQuery(pointsForecastQuery());
  const history = useQuery(pointsHistoryQuery(page));
  const decor = !hasTiers(user.role.id);
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Balance</Trans>
        </Title>
        {summary.data && (
          <Text fz="lg">
            <Plural
              value={summary.data.company_points}
              one="Your company has # point."
              other="Your company has # points."
            />
          </Text>
        )}
      </Stack>
      {summary.data && <ExpiringPointsModal user={user} toExpire={summary.data.points.to_expire} />}
      <Section id="balance-projects" title={t`Projects and scans`}>
        <QueryState query={summary} inline copyAge skeleton={<CardsSkeleton height={120} />}>
          {(data) => <BalanceStats summary={data} decor={decor} />}
        </QueryState>
      </Section>
      <TierProgressSection companyUuid={user.company.uuid} decor={decor} headingId="balance-tiers" />
      <Section id="balance-forecast" title={t`Points forecast`}>
        <QueryState query={forecast} inline skeleton={<CardsSkeleton height={200} />}>
          {(data) => <PointsForecast forecast={data} />}
        </QueryState>
      </Section>
      <Section id="balance-history" title={t`Points history`}>
        <QueryState query={history} inline skeleton={<CardsSkeleton height={240} />}>
          {({ data: items, meta }) =>
            items.length === 0 ? (
              <Text>
                <Trans>No points yet. Register a project and scan its products to earn your first ones.</Trans>
              </Text>
            ) : (
              <>
                <PointsHistory items={items} />
                <PageControls page={page} lastPage={meta.last_page} onPage={onPage} />
              </>
            )
          }
        </QueryState>
      </Section>
    </Stack>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
