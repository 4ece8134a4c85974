import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PRODUCT_TYPES } from '#contract/shop.ts';
import { type StaffOrderRow, staffOrderQueue, staffOrdersApprove } from '#contract/staff-orders.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { ToneBadge } from '#src/components/tone-badge.tsx';
import { publicConfigQuery } from '#src/lib/config/public-config-query.ts';
import { ConsoleLink } from '../frame/console-link.tsx';
import { useConsoleTitle } from '../frame/console-title.ts';
import { formatAge } from '../frame/format-age.ts';
import { ORDER_STATUS, ORDER_STATUSES, type OrderStatusId, PRODUCT_TYPE } from '../frame/order-labels.ts';
import { callStaff } from '../session/call-staff.ts';
import { staffKeys } from '../session/staff-me.ts';
import { staffErrorMessages, staffText } from '../staff-errors.ts';

interface Filters {
  status: OrderStatusId;
  region: string;
  type: string;
  page: number;
}

function StatusBadge({ status }: { status: OrderStatusId }) {
  const { i18n } = useLingui();
  return <ToneBadge tone={ORDER_STATUS[status].tone}>{i18n._(ORDER_STATUS[status].label)}</ToneBadge>;
}

function WaitingLine({ total, oldestHours }: { total: number; oldestHours: number }) {
  const { i18n } = useLingui();
  const count = i18n.number(total);
  const age = formatAge(oldestHours, i18n.locale);
  return (
    <Trans comment="count: orders with the chosen status; age: how long the oldest has waited, e.g. '5 hr', '3 days'">
      In this queue: {count}. The oldest has waited {age}.
    </Trans>
  );
}

/** Orders (operations): the queue by status and age, filtered by region and type; pending ones approved in bulk. */
export function OrdersScreen() {
  const { t, i18n } = useLingui();
  useConsoleTitle(t`Orders`);
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<Filters>({ status: 1, region: '', type: '', page: 1 });
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const config = useQuery(publicConfigQuery());
  const regionName = (id: number) => config.data?.countries.find((c) => c.id === id)?.name ?? String(id);
  const queue = useQuery({
    queryKey: staffKeys.orders(filters),
    queryFn: ({ signal }) =>
      callStaff(staffOrderQueue, {
        query: {
          status: String(filters.status),
          ...(filters.region ? { region: filters.region } : {}),
          ...(filters.type ? { type: filters.type } : {}),
          page: String(filters.page),
        } as never,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const approve = useMutation({
    mutationFn: (orders: string[]) => callStaff(staffOrdersApprove, { body: { orders } }),
    onSuccess: () => {
      setChosen(new Set());
      void queryClient.invalidateQueries({ queryKey: staffKeys.all });
    },
  });
  const refused = approve.data?.results.filter((r) => r.error) ?? [];
  const set = (patch: Partial<Filters>) => {
    setChosen(new Set());
    approve.reset();
    setFilters((current) => ({ ...current, page: 1, ...patch }));
  };
  const toggle = (uuid: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(uuid)) next.delete(uuid);
      else next.add(uuid);
      return next;
    });
  const pending = filters.status === 1;
  const count = chosen.size;
  const approveLabel = t`Approve the chosen orders (${count})`;
  const chooseLabel = (number: string) => t`Choose order ${number}`;
  const choose = (row: StaffOrderRow) => (
    <Checkbox aria-label={chooseLabel(row.number)} checked={chosen.has(row.uuid)} onChange={() => toggle(row.uuid)} />
  );

  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Orders</Trans>
      </Title>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <NativeSelect
            label={t`Status`}
            size="md"
            value={String(filters.status)}
            onChange={(event) => set({ status: Number(event.currentTarget.value) as OrderStatusId })}
            data={ORDER_STATUSES.map((s) => ({ value: String(s), label: i18n._(ORDER_STATUS[s].label) }))}
          />
          <NativeSelect
            label={t`Region`}
            size="md"
            value={filters.region}
            onChange={(event) => set({ region: event.currentTarget.value })}
            data={[
              { value: '', label: t`Every region` },
              ...(config.data?.countries ?? []).map((c) => ({ value: String(c.id), label: c.name })),
            ]}
          />
          <NativeSelect
            label={t`Type`}
            size="md"
            value={filters.type}
            onChange={(event) => set({ type: event.currentTarget.value })}
            data={[
              { value: '', label: t`Every type` },
              ...PRODUCT_TYPES.map((type) => ({ value: type, label: i18n._(PRODUCT_TYPE[type]!) })),
            ]}
          />
        </SimpleGrid>
      </Paper>
      <QueryState query={queue} skeleton={<CardsSkeleton count={5} height={48} />}>
        {(answer) => (
          <Stack gap="md">
            <Text role="status">
              {answer.oldest_hours === null ? (
                <Trans>No orders with this status.</Trans>
              ) : (
                <WaitingLine total={answer.total} oldestHours={answer.oldest_hours} />
              )}
            </Text>
            {pending && answer.data.length > 0 && (
              <Group gap="sm">
                <Button
                  disabled={chosen.size === 0}
                  loading={approve.isPending}
                  onClick={() => approve.mutate([...chosen])}
                >
                  {approveLabel}
                </Button>
                <Button
                  variant="default"
                  onClick={() =>
                    setChosen(chosen.size === answer.data.length ? new Set() : new Set(answer.data.map((r) => r.uuid)))
                  }
                >
                  {chosen.size === answer.data.length ? t`Choose none` : t`Choose all on this page`}
                </Button>
              </Group>
            )}
            <ErrorAlert messages={approve.isError ? staffErrorMessages(approve.error) : []} />
            {refused.length > 0 && (
              <Alert color="orange" role="alert" title={t`Some orders were not approved`}>
                <List>
                  {refused.map((r) => (
                    <List.Item key={r.uuid}>
                      {r.number ?? r.uuid}: {r.error ? i18n._(staffText(r.error)) : ''}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}
            {answer.data.length > 0 && (
              <>
                <Table className="console-wide-only" striped highlightOnHover verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      {pending && (
                        <Table.Th>
                          <span className="visually-hidden">{t`Choose`}</span>
                        </Table.Th>
                      )}
                      <Table.Th>{t`Order`}</Table.Th>
                      <Table.Th>{t`Company`}</Table.Th>
                      <Table.Th>{t`Region`}</Table.Th>
                      <Table.Th>{t`Type`}</Table.Th>
                      <Table.Th>{t`Points`}</Table.Th>
                      <Table.Th>{t`Waiting`}</Table.Th>
                      <Table.Th>{t`Status`}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {answer.data.map((row) => (
                      <Table.Tr key={row.uuid}>
                        {pending && <Table.Td>{choose(row)}</Table.Td>}
                        <Table.Td>
                          <ConsoleLink to={`/orders/${row.uuid}`}>{row.number}</ConsoleLink>
                        </Table.Td>
                        <Table.Td>
                          {row.company.name}
                          <Text size="sm" c="dimmed">
                            {row.customer}
                          </Text>
                        </Table.Td>
                        <Table.Td>{regionName(row.company.region_id)}</Table.Td>
                        <Table.Td>{i18n._(PRODUCT_TYPE[row.type]!)}</Table.Td>
                        <Table.Td>{i18n.number(row.points)}</Table.Td>
                        <Table.Td>{formatAge(row.age_hours, i18n.locale)}</Table.Td>
                        <Table.Td>
                          <StatusBadge status={row.status} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                <Stack className="console-narrow-only" gap="sm">
                  {answer.data.map((row) => (
                    <Paper key={row.uuid} withBorder radius="md" p="md">
                      <Group justify="space-between" align="flex-start" wrap="nowrap">
                        <Group gap="sm" align="flex-start" wrap="nowrap">
                          {pending && choose(row)}
                          <Stack gap={2}>
                            <ConsoleLink to={`/orders/${row.uuid}`}>
                              <Text fw={700} component="span">
                                {row.number}
                              </Text>
                            </ConsoleLink>
                            <Text size="sm">
                              {row.company.name} · {regionName(row.company.region_id)}
                            </Text>
                            <Text size="sm" c="dimmed">
                              {i18n._(PRODUCT_TYPE[row.type]!)} · {i18n.number(row.points)} ·{' '}
                              {formatAge(row.age_hours, i18n.locale)}
                            </Text>
                          </Stack>
                        </Group>
                        <StatusBadge status={row.status} />
                      </Group>
                    </Paper>
                  ))}
                </Stack>
                {answer.total > answer.per_page && (
                  <Group gap="sm">
                    <Button
                      variant="default"
                      disabled={answer.page <= 1}
                      onClick={() => set({ page: answer.page - 1 })}
                    >
                      <Trans>Previous page</Trans>
                    </Button>
                    <Button
                      variant="default"
                      disabled={answer.page * answer.per_page >= answer.total}
                      onClick={() => set({ page: answer.page + 1 })}
                    >
                      <Trans>Next page</Trans>
                    </Button>
                  </Group>
                )}
              </>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
