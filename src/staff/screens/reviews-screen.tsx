import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { staffReviewQueue } from '#contract/staff-projects.ts';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { ToneBadge } from '#src/components/tone-badge.tsx';
import { publicConfigQuery } from '#src/lib/config/public-config-query.ts';
import { ConsoleLink } from '../frame/console-link.tsx';
import { useConsoleTitle } from '../frame/console-title.ts';
import { formatAge } from '../frame/format-age.ts';
import { callStaff } from '../session/call-staff.ts';
import { staffKeys } from '../session/staff-me.ts';

function SameSite({ count }: { count: number }) {
  const { t } = useLingui();
  if (count === 0) return null;
  return <ToneBadge tone="warning">{t`Other companies at this site: ${count}`}</ToneBadge>;
}

/** Project reviews (operations): projects in review, longest waiting first, with other companies at the same site. */
export function ReviewsScreen() {
  const { t, i18n } = useLingui();
  useConsoleTitle(t`Project reviews`);
  const [region, setRegion] = useState('');
  const [page, setPage] = useState(1);
  const config = useQuery(publicConfigQuery());
  const regionName = (id: number) => config.data?.countries.find((c) => c.id === id)?.name ?? String(id);
  const filters = { region, page };
  const queue = useQuery({
    queryKey: staffKeys.reviews(filters),
    queryFn: ({ signal }) =>
      callStaff(staffReviewQueue, {
        query: { ...(region ? { region } : {}), page: String(page) } as never,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Project reviews</Trans>
      </Title>
      <Paper withBorder radius="md" p="md" maw={420}>
        <NativeSelect
          label={t`Region`}
          size="md"
          value={region}
          onChange={(event) => {
            setRegion(event.currentTarget.value);
            setPage(1);
          }}
          data={[
            { value: '', label: t`Every region` },
            ...(config.data?.countries ?? []).map((c) => ({ value: String(c.id), label: c.name })),
          ]}
        />
      </Paper>
      <QueryState query={queue} skeleton={<CardsSkeleton count={5} height={48} />}>
        {(answer) => {
          const count = i18n.number(answer.total);
          const age = answer.oldest_hours === null ? '' : formatAge(answer.oldest_hours, i18n.locale);
          return (
            <Stack gap="md">
              <Text role="status">
                {answer.oldest_hours === null ? (
                  <Trans>No project waits for a review.</Trans>
                ) : (
                  <Trans>
                    In this queue: {count}. The oldest has waited {age}.
                  </Trans>
                )}
              </Text>
              {answer.data.length > 0 && (
                <>
                  <Table className="console-wide-only" striped highlightOnHover verticalSpacing="sm">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t`Project`}</Table.Th>
                        <Table.Th>{t`Company`}</Table.Th>
                        <Table.Th>{t`Region`}</Table.Th>
                        <Table.Th>{t`Products`}</Table.Th>
                        <Table.Th>{t`Points`}</Table.Th>
                        <Table.Th>{t`Waiting`}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {answer.data.map((row) => (
                        <Table.Tr key={row.uuid}>
                          <Table.Td>
                            {/* A project made in the app has no name: its address names it, said once. */}
                            <ConsoleLink to={`/reviews/${row.uuid}`}>{row.name.trim() || row.address}</ConsoleLink>
                            {row.name.trim() && (
                              <Text size="sm" c="dimmed">
                                {row.address}
                              </Text>
                            )}
                            <SameSite count={row.same_site} />
                          </Table.Td>
                          <Table.Td>{row.company.name}</Table.Td>
                          <Table.Td>{regionName(row.company.region_id)}</Table.Td>
                          <Table.Td>
                            {i18n.number(row.products)}
                            {row.in_review > 0 && (
                              <Text size="sm" c="dimmed">
                                {t`In review`}: {i18n.number(row.in_review)}
                              </Text>
                            )}
                          </Table.Td>
                          <Table.Td>{i18n.number(row.points)}</Table.Td>
                          <Table.Td>{formatAge(row.waiting_hours, i18n.locale)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                  <Stack className="console-narrow-only" gap="sm">
                    {answer.data.map((row) => (
                      <Paper key={row.uuid} withBorder radius="md" p="md">
                        <Stack gap={4}>
                          <ConsoleLink to={`/reviews/${row.uuid}`}>{row.name.trim() || row.address}</ConsoleLink>
                          <Text size="sm">
                            {row.company.name} · {regionName(row.company.region_id)}
                          </Text>
                          {row.name.trim() && (
                            <Text size="sm" c="dimmed">
                              {row.address}
                            </Text>
                          )}
                          <Text size="sm">
                            {t`Products`}: {i18n.number(row.products)} · {t`Points`}: {i18n.number(row.points)} ·{' '}
                            {formatAge(row.waiting_hours, i18n.locale)}
                          </Text>
                          <div>
                            <SameSite count={row.same_site} />
                          </div>
                        </Stack>
                      </Paper>
                    ))}
                  </Stack>
                  {answer.total > answer.per_page && (
                    <Group gap="sm">
                      <Button variant="default" disabled={answer.page <= 1} onClick={() => setPage(answer.page - 1)}>
                        <Trans>Previous page</Trans>
                      </Button>
                      <Button
                        variant="default"
                        disabled={answer.page * answer.per_page >= answer.total}
                        onClick={() => setPage(answer.page + 1)}
                      >
                        <Trans>Next page</Trans>
                      </Button>
                    </Group>
                  )}
                </>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
