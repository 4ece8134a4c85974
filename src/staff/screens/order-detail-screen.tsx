import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { staffOrderDetail, staffOrderStatus } from '#contract/staff-orders.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { ToneBadge } from '#src/components/tone-badge.tsx';
import { formatDateTime } from '#src/lib/format/format-date.ts';
import { ActionDialog } from '../frame/action-dialog.tsx';
import { ConsoleLink } from '../frame/console-link.tsx';
import { useConsoleTitle } from '../frame/console-title.ts';
import { downloadErrorMessages, downloadOrderFile } from '../frame/download-file.ts';
import { ORDER_STATUS, type OrderStatusId, PRODUCT_TYPE } from '../frame/order-labels.ts';
import { OrderPrintPreview } from '../frame/order-print-preview.tsx';
import { PersonalisationFields } from '../frame/personalisation-fields.tsx';
import { retrySafe } from '../frame/retry-safe.ts';
import { callStaff } from '../session/call-staff.ts';
import { staffKeys } from '../session/staff-me.ts';

type Move = 2 | 3 | 4 | 5;

/** What staff may do next with an order in a status: approve or reject a pending one, complete or fail an approved. */
export function nextMoves(status: OrderStatusId): Move[] {
  if (status === 1) return [2, 4];
  if (status === 2) return [3, 5];
  return [];
}

type OrderFile = { uuid: string; name: string; type: string; size: number };

/** The files uploaded for the order, each saved with the staff token (a plain link would not carry it). */
function OrderFiles({ order, files }: { order: string; files: OrderFile[] }) {
  const { t, i18n } = useLingui();
  const download = useMutation({ mutationFn: (file: OrderFile) => downloadOrderFile(order, file) });
  const failed = download.isError ? download.variables : undefined;
  return (
    <Stack gap="sm">
      {files.map((file) => {
        const size = i18n.number(Math.ceil(file.size / 1024));
        const name = file.name;
        return (
          <Paper key={file.uuid} withBorder radius="md" p="md">
            <Group align="center" gap="md" wrap="wrap">
              <Button
                variant="default"
                size="md"
                h="auto"
                mih={44}
                py={8}
                leftSection={<IconDownload aria-hidden size={20} />}
                styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'start' } }}
                loading={download.isPending && download.variables?.uuid === file.uuid}
                onClick={() => download.mutate(file)}
              >
                {t`Download ${name}`}
              </Button>
              <Text size="sm" c="dimmed">
                {file.type}, {size} KB
              </Text>
            </Group>
            {failed?.uuid === file.uuid && (
              <Stack mt="sm">
                <ErrorAlert messages={downloadErrorMessages(download.error)} />
              </Stack>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}

/** One order: the customer, contents and personalisation, files, what staff did, and the next step. */
export function OrderDetailScreen() {
  const { t, i18n } = useLingui();
  const { uuid } = useParams({ strict: false }) as { uuid: string };
  const queryClient = useQueryClient();
  const [move, setMove] = useState<Move | null>(null);
  const detail = useQuery({
    queryKey: staffKeys.order(uuid),
    queryFn: ({ signal }) => callStaff(staffOrderDetail, { params: { uuid }, signal }),
  });
  const number = detail.data?.order.number ?? '';
  useConsoleTitle(t`Order ${number}`);

  const moveLabel: Record<Move, string> = {
    2: t`Approve`,
    3: t`Mark completed`,
    4: t`Reject`,
    5: t`Mark failed`,
  };
  return (
    <Stack gap="lg">
      <ConsoleLink to="/orders">
        <Trans>Back to the orders</Trans>
      </ConsoleLink>
      <QueryState
        query={detail}
        skeleton={<CardsSkeleton count={3} height={120} />}
        notFound={<Trans>There is no such order.</Trans>}
      >
        {({ order, company, placed_by, files, audit }) => (
          <Stack gap="lg">
            <Paper withBorder radius="md" p="lg">
              <Stack gap="sm">
                <Group justify="space-between" align="flex-start">
                  <Title order={1}>{t`Order ${number}`}</Title>
                  <ToneBadge tone={ORDER_STATUS[order.status].tone}>
                    {i18n._(ORDER_STATUS[order.status].label)}
                  </ToneBadge>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
                  <Text>
                    <Trans>Company</Trans>: {company.name}
                  </Text>
                  <Text>
                    <Trans>Placed by</Trans>:{' '}
                    {placed_by ? `${placed_by.name}${placed_by.email ? ` (${placed_by.email})` : ''}` : '—'}
                  </Text>
                  <Text>
                    <Trans>Points</Trans>: {i18n.number(order.points)}
                  </Text>
                  <Text>
                    <Trans>Placed</Trans>: {formatDateTime(order.created_at, i18n.locale)}
                  </Text>
                  <Text>
                    <Trans>Type</Trans>: {i18n._(PRODUCT_TYPE[order.meta.type]!)}
                  </Text>
                  <Text>
                    <Trans>Customer</Trans>: {order.customer.name} {order.customer.surname}
                    {order.customer.email ? `, ${order.customer.email}` : ''}
                  </Text>
                </SimpleGrid>
                {order.meta.status_reason && (
                  <Text>
                    <Trans>Reason given</Trans>: {order.meta.status_reason}
                  </Text>
                )}
                {nextMoves(order.status).length > 0 && (
                  <Group gap="sm" mt="sm">
                    {nextMoves(order.status).map((m) => (
                      <Button key={m} variant={m === 4 || m === 5 ? 'default' : 'filled'} onClick={() => setMove(m)}>
                        {moveLabel[m]}
                      </Button>
                    ))}
                  </Group>
                )}
              </Stack>
            </Paper>

            <Title order={2}>
              <Trans>Contents</Trans>
            </Title>
            <Stack gap="sm">
              {order.meta.contents.map((item) => (
                <Paper key={item.variantGuid} withBorder radius="md" p="md">
                  <Group justify="space-between">
                    <Text fw={700}>{item.name}</Text>
                    <Text>
                      {i18n.number(item.quantity)} × {i18n.number(item.price)}
                    </Text>
                  </Group>
                  {item.inputData && (
                    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="sm">
                      <OrderPrintPreview order={order.uuid} data={item.inputData} files={files} />
                      <PersonalisationFields data={item.inputData} />
                    </SimpleGrid>
                  )}
                </Paper>
              ))}
            </Stack>

            {files.length > 0 && (
              <>
                <Title order={2}>
                  <Trans>Uploaded files</Trans>
                </Title>
                <OrderFiles order={uuid} files={files} />
              </>
            )}

            <Title order={2}>
              <Trans>What staff did</Trans>
            </Title>
            {audit.length === 0 ? (
              <Text>
                <Trans>Nothing yet.</Trans>
              </Text>
            ) : (
              <Table striped verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t`When`}</Table.Th>
                    <Table.Th>{t`Who`}</Table.Th>
                    <Table.Th>{t`Action`}</Table.Th>
                    <Table.Th>{t`Reason`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {audit.map((line) => (
                    <Table.Tr key={line.id}>
                      <Table.Td>{formatDateTime(line.at, i18n.locale)}</Table.Td>
                      <Table.Td>
                        {line.actor.kind === 'staff' ? line.actor.name || line.actor.email : t`Operator key`}
                      </Table.Td>
                      <Table.Td>
                        <code>{line.action}</code>
                      </Table.Td>
                      <Table.Td>{line.reason ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {move !== null && (
              <ActionDialog
                opened
                onClose={() => setMove(null)}
                title={`${moveLabel[move]}: ${order.number}`}
                description={
                  move === 4 ? (
                    <Text>{t`The points go back to the company’s balance. The installer sees the reason.`}</Text>
                  ) : move === 5 ? (
                    <Text>{t`The installer sees the reason.`}</Text>
                  ) : undefined
                }
                confirmLabel={moveLabel[move]}
                reason={move === 4 || move === 5 ? 'required' : 'optional'}
                danger={move === 4 || move === 5}
                fields={String(move)}
                action={(reason, key) =>
                  callStaff(staffOrderStatus, {
                    params: { uuid },
                    body: { status: move, reason: reason || undefined },
                    headers: retrySafe(key),
                  })
                }
                onDone={() => void queryClient.invalidateQueries({ queryKey: staffKeys.all })}
              />
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
