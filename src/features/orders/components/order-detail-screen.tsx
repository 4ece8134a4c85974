import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Skeleton.css';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, Image, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Order } from '#contract/orders.ts';
import { CopyCodeButton } from '#src/components/copy-button.tsx';
import { QueryState } from '#src/components/query-state.tsx';
import { formatDate } from '#src/lib/format/format-date.ts';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { orderQuery } from '../api/order-queries.ts';
import { isInProgress, OrderStatusBadge } from './order-status.tsx';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} component="div">
        {children}
      </Text>
    </Stack>
  );
}

function Vouchers({ order }: { order: Order }) {
  const { t } = useLingui();
  const response = order.meta.response;
  if (!response) return null;
  const codes = Array.isArray(response) ? response : [response];
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        <Trans>Voucher codes</Trans>
      </Title>
      <Stack gap="md">
        {codes.map((code) => (
          <SimpleGrid key={code.number} cols={{ base: 1, sm: 3 }}>
            <Fact label={t`Code`}>
              <Group gap="xs" wrap="nowrap" align="center">
                <span style={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{code.number}</span>
                <CopyCodeButton value={code.number} label={t`Copy the code`} />
              </Group>
            </Fact>
            <Fact label={t`Password`}>
              <Group gap="xs" wrap="nowrap" align="center">
                <span style={{ fontFamily: 'monospace' }}>{code.password}</span>
                <CopyCodeButton value={code.password} label={t`Copy the password`} />
              </Group>
            </Fact>
            <Fact label={t`Valid until`}>{formatDate(code.expiresAt)}</Fact>
          </SimpleGrid>
        ))}
      </Stack>
    </Card>
  );
}

/** What a personalised item prints, as typed (files by their name). */
function InputList({ data }: { data: Record<string, unknown> }) {
  const rows = Object.entries(data).filter(([key, value]) => key !== 'subtype' && value !== '' && value != null);
  const show = (value: unknown): string => {
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    if (Array.isArray(value)) return value.map((item) => show((item as { text?: unknown }).text ?? item)).join(', ');
    if (typeof value === 'object' && value) {
      const file = value as { originalName?: string; name?: string };
      return file.originalName ?? file.name ?? Object.values(value).filter(Boolean).join(', ');
    }
    return '';
  };
  return (
    <List size="sm" spacing={2}>
      {rows.map(([key, value]) => (
        <List.Item key={key}>
          <Text span fw={600}>
            {key}
          </Text>
          {`: ${show(value)}`}
        </List.Item>
      ))}
    </List>
  );
}

/** Shows a personalised line's data; given by the route (the personalisation feature; docs/decisions/0270). */
export type RenderPersonalisation = (data: Record<string, unknown>) => React.ReactNode;

function Contents({ order, personalisation }: { order: Order; personalisation: RenderPersonalisation }) {
  const { t, i18n } = useLingui();
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        <Trans>Contents</Trans>
      </Title>
      <Stack gap="md">
        {order.meta.contents.map((line) => (
          <Stack key={line.variantGuid} gap="xs">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              {line.image && <Image src={line.image} alt="" w={56} h={56} radius="sm" />}
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {line.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {`${line.quantity} × ${i18n.number(line.price)}`}
                </Text>
              </Stack>
              <Text fw={700}>{i18n.number(line.price * line.quantity)}</Text>
            </Group>
            {line.inputData && typeof line.inputData.subtype === 'string' && personalisation(line.inputData)}
            {line.inputData && typeof line.inputData.subtype !== 'string' && (
              <Stack gap={2}>
                <Text size="sm" fw={700}>
                  {t`Personalisation`}
                </Text>
                <InputList data={line.inputData} />
              </Stack>
            )}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

function Delivery({ order }: { order: Order }) {
  const c = order.customer;
  const lines = [
    c.delivery === 'company' ? c.company_name : '',
    `${c.name} ${c.surname}`,
    c.email,
    c.phone,
    [c.street, c.house_number].filter(Boolean).join(' '),
    [c.postal_code, c.city].filter(Boolean).join(' '),
    c.country,
  ].filter((line) => line.trim() !== '');
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        <Trans>Delivery</Trans>
      </Title>
      {lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
    </Card>
  );
}

/** The order's shape while it loads: the header card, then the contents. */
const ORDER_SKELETON = (
  <Stack gap="lg" maw={820}>
    <Skeleton h={150} radius="md" />
    <Skeleton h={220} radius="md" />
  </Stack>
);

export function OrderDetailScreen({ uuid, personalisation }: { uuid: string; personalisation: RenderPersonalisation }) {
  const { t } = useLingui();
  const query = useQuery(orderQuery(uuid));
  const number = query.data?.number ?? '';
  usePageTitle(query.data ? t`Order ${number}` : t`Order`);
  return (
    <Stack gap="md">
      <QueryState query={query} skeleton={ORDER_SKELETON} notFound={<Trans>This order was not found.</Trans>}>
        {(order) => <OrderView order={order} personalisation={personalisation} />}
      </QueryState>
      {!query.data && (
        <Anchor component={Link} to="/orders">
          <Trans>All orders</Trans>
        </Anchor>
      )}
    </Stack>
  );
}

function OrderView({ order, personalisation }: { order: Order; personalisation: RenderPersonalisation }) {
  const { t } = useLingui();
  const number = order.number;
  return (
    <Stack gap="lg" maw={820}>
      <Card withBorder padding="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={1} size="h2">
            {t`Order ${number}`}
          </Title>
          <OrderStatusBadge status={order.status} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} mt="md">
          <Fact label={t`Date`}>{formatDate(order.created_at)}</Fact>
          <Fact label={t`Points`}>
            <Plural value={order.points} one="# point" other="# points" />
          </Fact>
        </SimpleGrid>
        {order.meta.status_reason && (
          <Text mt="md">
            <Trans comment="reason: the club staff's own words, in the language they wrote them">
              The club's reason: {order.meta.status_reason}
            </Trans>
          </Text>
        )}
        {isInProgress(order.status) && (
          <Text mt="md" role="status">
            <Trans>Your order is being processed. We will let you know when it moves on.</Trans>
          </Text>
        )}
      </Card>
      {order.meta.type === 'voucher' && <Vouchers order={order} />}
      <Contents order={order} personalisation={personalisation} />
      <Delivery order={order} />
    </Stack>
  );
}
