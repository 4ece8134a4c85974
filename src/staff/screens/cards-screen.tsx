import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { staffCardDesk } from '#contract/staff-cards.ts';
import type { StaffOrderRow } from '#contract/staff-orders.ts';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { publicConfigQuery } from '#src/lib/config/public-config-query.ts';
import { formatDateTime } from '#src/lib/format/format-date.ts';
import { cardDeskKey } from '../frame/card-desk.ts';
import { ConsoleLink } from '../frame/console-link.tsx';
import { useConsoleTitle } from '../frame/console-title.ts';
import { callStaff } from '../session/call-staff.ts';
import { ActivationSection } from './cards-activation.tsx';
import { DeskSection, RowCard, useAge } from './cards-section.tsx';
import { TopUpsSection } from './cards-top-ups.tsx';

/** Card orders waiting for approval: each links to the order's page, where staff approve or reject it. */
function CardOrdersSection({ rows, regionName }: { rows: StaffOrderRow[]; regionName: (id: number) => string }) {
  const { t, i18n } = useLingui();
  const age = useAge();
  const orderLabel = (number: string) => t`Order ${number}`;
  return (
    <DeskSection
      title={t`Card orders waiting`}
      count={rows.length}
      empty={t`No card order waits for approval.`}
      actions={
        <Text size="sm" c="dimmed">
          {t`Club cards ordered in the shop. Open an order to approve or reject it.`}
        </Text>
      }
    >
      <Table className="console-wide-only" striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Order`}</Table.Th>
            <Table.Th>{t`Company`}</Table.Th>
            <Table.Th>{t`Region`}</Table.Th>
            <Table.Th>{t`Placed`}</Table.Th>
            <Table.Th>{t`Waiting`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.uuid}>
              <Table.Td>
                <ConsoleLink to={`/orders/${row.uuid}`}>{orderLabel(row.number)}</ConsoleLink>
              </Table.Td>
              <Table.Td>
                {row.company.name}
                <Text size="sm" c="dimmed">
                  {row.customer}
                </Text>
              </Table.Td>
              <Table.Td>{regionName(row.company.region_id)}</Table.Td>
              <Table.Td>{formatDateTime(row.created_at, i18n.locale)}</Table.Td>
              <Table.Td>{age(row.age_hours)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <div className="console-narrow-only" style={{ flexDirection: 'column', gap: 12 }}>
        {rows.map((row) => {
          const waited = age(row.age_hours);
          return (
            <RowCard
              key={row.uuid}
              title={<ConsoleLink to={`/orders/${row.uuid}`}>{orderLabel(row.number)}</ConsoleLink>}
              lines={[
                `${row.company.name} · ${regionName(row.company.region_id)}`,
                t`${row.customer}, waited ${waited}`,
              ]}
            />
          );
        })}
      </div>
    </DeskSection>
  );
}

/**
 * Club cards (operations): what waits at the card desk, oldest first: card orders, cards to activate (or block),
 * top-ups to settle with the issuer.
 */
export function CardsScreen() {
  const { t } = useLingui();
  useConsoleTitle(t`Club cards`);
  const desk = useQuery({
    queryKey: cardDeskKey,
    queryFn: ({ signal }) => callStaff(staffCardDesk, { signal }),
    refetchInterval: 60_000,
  });
  const config = useQuery(publicConfigQuery());
  const regionName = (id: number) => config.data?.countries.find((c) => c.id === id)?.name ?? String(id);

  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Club cards</Trans>
      </Title>
      <Text>
        <Trans>What waits at the card desk, oldest first.</Trans>
      </Text>
      <QueryState query={desk} skeleton={<CardsSkeleton count={3} height={160} />}>
        {(answer) => (
          <Stack gap={48}>
            <CardOrdersSection rows={answer.card_orders} regionName={regionName} />
            <ActivationSection rows={answer.to_activate} regionName={regionName} />
            <TopUpsSection rows={answer.top_ups} regionName={regionName} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
