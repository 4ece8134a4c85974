import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type * as v from 'valibot';
import type { OrderListItem } from '#contract/orders.ts';
import { PageControls } from '#src/components/page-controls.tsx';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { formatDate } from '#src/lib/format/format-date.ts';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { orderListQuery } from '../api/order-queries.ts';
import { OrderStatusBadge } from './order-status.tsx';

type Item = v.InferOutput<typeof OrderListItem>;

function OrderCard({ order }: { order: Item }) {
  const { t } = useLingui();
  const number = order.number;
  return (
    <Card
      withBorder
      padding="md"
      renderRoot={(props) => <Link {...props} to="/orders/$uuid" params={{ uuid: order.uuid }} />}
      aria-label={t`Order ${number}`}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text fw={700} size="lg">
          {t`No. ${number}`}
        </Text>
        <OrderStatusBadge status={order.status} />
      </Group>
      <Group gap="md" mt={4} c="dimmed">
        <Text size="sm">{formatDate(order.created_at)}</Text>
        <Text size="sm">
          <Plural value={order.items} one="# item" other="# items" />
        </Text>
        <Text size="sm" fw={600} c="var(--mantine-color-text)">
          <Plural value={order.points} one="# point" other="# points" />
        </Text>
      </Group>
    </Card>
  );
}

function OrderTable({ orders }: { orders: Item[] }) {
  const { t, i18n } = useLingui();
  return (
    <Table striped highlightOnHover verticalSpacing="sm" fz="md">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t`Number`}</Table.Th>
          <Table.Th>{t`Items`}</Table.Th>
          <Table.Th ta="right">{t`Points`}</Table.Th>
          <Table.Th>{t`Date`}</Table.Th>
          <Table.Th>{t`Status`}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {orders.map((order) => (
          <Table.Tr key={order.uuid}>
            <Table.Td>
              <Anchor
                fw={700}
                renderRoot={(props) => <Link {...props} to="/orders/$uuid" params={{ uuid: order.uuid }} />}
              >
                {order.number}
              </Anchor>
            </Table.Td>
            <Table.Td>{i18n.number(order.items)}</Table.Td>
            <Table.Td ta="right">{i18n.number(order.points)}</Table.Td>
            <Table.Td>{formatDate(order.created_at)}</Table.Td>
            <Table.Td>
              <OrderStatusBadge status={order.status} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function OrderListScreen({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  usePageTitle(t`Orders`);
  const query = useQuery(orderListQuery(page));
  const lastPage = query.data?.meta.last_page ?? 1;
  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Orders</Trans>
      </Title>
      <QueryState query={query} skeleton={<CardsSkeleton count={3} height={84} />}>
        {({ data: orders }) =>
          orders.length === 0 ? (
            <Stack gap="xs" align="flex-start">
              <Text>
                <Trans>No orders yet.</Trans>
              </Text>
              <Button component={Link} to="/shop" variant="light" h={48}>
                <Trans>Go to the shop</Trans>
              </Button>
            </Stack>
          ) : (
            <>
              <Stack gap="sm" hiddenFrom="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {orders.map((order) => (
                  <li key={order.uuid}>
                    <OrderCard order={order} />
                  </li>
                ))}
              </Stack>
              <Box visibleFrom="sm">
                <OrderTable orders={orders} />
              </Box>
            </>
          )
        }
      </QueryState>
      <PageControls page={page} lastPage={lastPage} onPage={onPage} />
    </Stack>
  );
}
