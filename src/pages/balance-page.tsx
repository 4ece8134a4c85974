import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { PointsForecast as Forecast } from '#contract/points.ts';
import { PageControls } from '#src/components/page-controls.tsx';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import {
  pointsForecastQuery,
  pointsHistoryQuery,
  pointsMovementsQuery,
} from '#src/features/points/api/points-queries.ts';
import { BalanceFold } from '#src/features/points/components/balance-fold.tsx';
import { BalanceStats } from '#src/features/points/components/balance-stats.tsx';
import { ExpiringPointsModal } from '#src/features/points/components/expiring-points-modal.tsx';
import { PointsChart } from '#src/features/points/components/points-chart.tsx';
import { PointsForecast } from '#src/features/points/components/points-forecast.tsx';
import { PointsHistory } from '#src/features/points/components/points-history.tsx';
import { chartStart, pointsByMonth } from '#src/features/points/points-months.ts';
import { hasTiers } from '#src/features/tiers/tier-access.ts';
import { formatDate } from '#src/lib/format/format-date.ts';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { currentUserQuery } from '#src/session/current-user-query.ts';
import { pointsSummaryQuery } from '#src/session/points-summary-query.ts';
import { BalanceTiers } from './balance-tiers.tsx';

/** History rows shown before "Show more": the newest moves answer most visits. */
const FIRST_ROWS = 5;

/**
 * The balance: the company's points, then how they moved (the 12 months' chart beside the newest history rows), the
 * projects' figures, and the forecast and the tiers folded under their gist (decision 0286).
 */
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
      <Section id="balance-history" title={t`Points history`}>
        <div className="points-history-grid">
          <MonthsChart />
          <div className="points-history-list">
            <QueryState query={history} inline skeleton={<CardsSkeleton height={240} />}>
              {({ data: items, meta }) =>
                items.length === 0 ? (
                  <Text>
                    <Trans>No points yet. Register a project and scan its products to earn your first ones.</Trans>
                  </Text>
                ) : (
                  <HistoryPage key={page} items={items} page={page} lastPage={meta.last_page} onPage={onPage} />
                )
              }
            </QueryState>
          </div>
        </div>
      </Section>
      <Section id="balance-projects" title={t`Projects and scans`}>
        <QueryState query={summary} inline copyAge skeleton={<CardsSkeleton height={120} />}>
          {(data) => <BalanceStats summary={data} decor={decor} />}
        </QueryState>
      </Section>
      <BalanceFold
        headingId="balance-forecast"
        title={<Trans>Points forecast</Trans>}
        gist={forecast.data && <ForecastGist forecast={forecast.data} />}
      >
        <QueryState query={forecast} inline skeleton={<CardsSkeleton height={200} />}>
          {(data) => <PointsForecast forecast={data} />}
        </QueryState>
      </BalanceFold>
      <BalanceTiers companyUuid={user.company.uuid} decor={decor} />
    </Stack>
  );
}

/** The chart of the last 12 months, from the company's moves since the first of the month 11 months back. */
function MonthsChart() {
  const since = useMemo(() => chartStart(new Date()), []);
  const movements = useQuery(pointsMovementsQuery(since));
  return (
    <QueryState query={movements} inline skeleton={<CardsSkeleton height={260} />}>
      {(data) => <PointsChart months={pointsByMonth(data.data, data.balance_before, new Date())} />}
    </QueryState>
  );
}

/** A page of the history: on the first, the newest rows and a button for the rest of the page; then the pages. */
function HistoryPage({
  items,
  page,
  lastPage,
  onPage,
}: {
  items: Parameters<typeof PointsHistory>[0]['items'];
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}) {
  const [all, setAll] = useState(page > 1 || items.length <= FIRST_ROWS + 1);
  const [opened, setOpened] = useState(false);
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);
  const more = items.length - FIRST_ROWS;
  // The button goes once pressed: the focus moves to the first row it brought, not to the page's start.
  useEffect(() => {
    if (!opened) return;
    const row = box.current?.querySelector<HTMLElement>(`[data-row="${FIRST_ROWS}"]`);
    row?.setAttribute('tabindex', '-1');
    row?.focus();
  }, [opened]);
  return (
    <Stack gap="sm" id={listId} ref={box}>
      <PointsHistory items={all ? items : items.slice(0, FIRST_ROWS)} />
      {all ? (
        <PageControls page={page} lastPage={lastPage} onPage={onPage} />
      ) : (
        <Button
          variant="light"
          h={44}
          style={{ alignSelf: 'flex-start' }}
          rightSection={<IconChevronDown size={18} aria-hidden />}
          aria-controls={listId}
          onClick={() => {
            setAll(true);
            setOpened(true);
          }}
        >
          <Plural value={more} one="Show # more" other="Show # more" />
        </Button>
      )}
    </Stack>
  );
}

/** The forecast in a line: what is still to come, and what lapses first and when. */
function ForecastGist({ forecast }: { forecast: Forecast }) {
  const pending = { points: forecast.pending.in_progress.points + forecast.pending.in_review.points };
  const next = forecast.expiries[0];
  const toExpire = next?.points ?? 0;
  // The date stays on one line (d. M. yyyy has spaces).
  const date = next ? formatDate(next.date).replaceAll(' ', '\u00a0') : '';
  return (
    <Text className="balance-fold-summary">
      {pending.points > 0 && (
        <>
          <Plural value={pending.points} one="# point to come" other="# points to come" />
          {'. '}
        </>
      )}
      {next ? (
        <Plural value={toExpire} one={`# point expires on ${date}.`} other={`# points expire on ${date}.`} />
      ) : (
        <Trans>Points expire at the end of the year after the one they were earned in.</Trans>
      )}
    </Text>
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
