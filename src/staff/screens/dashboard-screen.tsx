import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { staffDashboard } from '#contract/staff-dashboard.ts';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { publicConfigQuery } from '#src/lib/config/public-config-query.ts';
import { formatDateTime } from '#src/lib/format/format-date.ts';
import { areasFor } from '../frame/areas.ts';
import { ConsoleLink } from '../frame/console-link.tsx';
import { useConsoleTitle } from '../frame/console-title.ts';
import { formatAge } from '../frame/format-age.ts';
import { ROLE_LABELS } from '../frame/role-label.ts';
import { callStaff } from '../session/call-staff.ts';
import { staffKeys, staffMeQuery } from '../session/staff-me.ts';

type Queue = 'orders' | 'reviews' | 'tickets' | 'top_ups';
type Waiting = { count: number; oldest_hours: number | null };

/** A queue's count and its oldest's age, in one short line ("3 · oldest 5 hr"). */
function WaitingCell({ waiting }: { waiting: Waiting }) {
  const { i18n } = useLingui();
  if (waiting.count === 0 || waiting.oldest_hours === null) return <>—</>;
  const count = i18n.number(waiting.count);
  const age = formatAge(waiting.oldest_hours, i18n.locale);
  return (
    <Trans comment="count: how many wait; age: how long the oldest has waited, e.g. '5 hr'">
      {count} · oldest {age}
    </Trans>
  );
}

/** The console's first page: what waits for staff (all regions, then per region), and who is signed in until when. */
export function DashboardScreen() {
  const { t, i18n } = useLingui();
  useConsoleTitle(t`Dashboard`);
  const { data: staff } = useQuery(staffMeQuery());
  const acting = staff?.session.acting_role ?? null;
  const mayLook = acting === 'support' || acting === 'operations' || acting === 'admin';
  const waiting = useQuery({
    queryKey: staffKeys.dashboard(),
    queryFn: ({ signal }) => callStaff(staffDashboard, { signal }),
    enabled: mayLook,
    refetchInterval: 60_000,
  });
  const config = useQuery(publicConfigQuery());
  if (!staff) return null;
  const regionName = (id: number) => config.data?.countries.find((c) => c.id === id)?.name ?? String(id);
  const areaPaths = new Map(areasFor(acting).map((area) => [area.id, area.path]));
  const queues: { id: Queue; label: string; area: string | undefined }[] = [
    { id: 'orders', label: t`Pending orders`, area: areaPaths.get('orders') },
    { id: 'reviews', label: t`Projects in review`, area: areaPaths.get('reviews') },
    { id: 'tickets', label: t`Tickets waiting for an answer`, area: undefined },
    { id: 'top_ups', label: t`Club card top-ups to settle`, area: areaPaths.get('cards') },
  ];
  const name = staff.name || staff.email;
  const role = i18n._(ROLE_LABELS[staff.role]);
  const until = formatDateTime(staff.session.expires_at, i18n.locale);

  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Dashboard</Trans>
      </Title>
      <Text>
        <Trans>
          Signed in as {name} ({role}). This session ends at {until}; then the console asks you to sign in again.
        </Trans>
      </Text>
      {!mayLook ? (
        <Text>
          <Trans>There is no work for your role in the console yet.</Trans>
        </Text>
      ) : (
        <QueryState
          query={waiting}
          skeleton={<CardsSkeleton count={4} height={110} cols={{ base: 1, sm: 2, lg: 4 }} />}
        >
          {(answer) => (
            <Stack gap="lg">
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
                {queues.map((queue) => {
                  const w = answer.all[queue.id];
                  return (
                    <Paper key={queue.id} withBorder radius="md" p="lg" className="console-card-link">
                      <Stack gap={4}>
                        {queue.area ? (
                          <ConsoleLink to={queue.area}>{queue.label}</ConsoleLink>
                        ) : (
                          <Text fw={600}>{queue.label}</Text>
                        )}
                        <Text fz={32} fw={800} lh={1.1}>
                          {i18n.number(w.count)}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {w.oldest_hours === null ? (
                            <Trans>Nothing waits.</Trans>
                          ) : (
                            <OldestLine hours={w.oldest_hours} />
                          )}
                        </Text>
                      </Stack>
                    </Paper>
                  );
                })}
              </SimpleGrid>
              <Title order={2}>
                <Trans>By region</Trans>
              </Title>
              {answer.regions.length === 0 ? (
                <Text>
                  <Trans>Nothing waits in any region.</Trans>
                </Text>
              ) : (
                <>
                  <Table className="console-wide-only" striped verticalSpacing="sm">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t`Region`}</Table.Th>
                        {queues.map((queue) => (
                          <Table.Th key={queue.id}>{queue.label}</Table.Th>
                        ))}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {answer.regions.map((region) => (
                        <Table.Tr key={region.region_id}>
                          <Table.Td>{regionName(region.region_id)}</Table.Td>
                          {queues.map((queue) => (
                            <Table.Td key={queue.id}>
                              <WaitingCell waiting={region[queue.id]} />
                            </Table.Td>
                          ))}
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                  <Stack className="console-narrow-only" gap="sm">
                    {answer.regions.map((region) => (
                      <Paper key={region.region_id} withBorder radius="md" p="md">
                        <Text fw={700}>{regionName(region.region_id)}</Text>
                        {queues.map((queue) => (
                          <Text key={queue.id} size="sm">
                            {queue.label}: <WaitingCell waiting={region[queue.id]} />
                          </Text>
                        ))}
                      </Paper>
                    ))}
                  </Stack>
                </>
              )}
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}

function OldestLine({ hours }: { hours: number }) {
  const { i18n } = useLingui();
  const age = formatAge(hours, i18n.locale);
  return <Trans comment="age: e.g. '5 hr', '3 days'">The oldest has waited {age}.</Trans>;
}
