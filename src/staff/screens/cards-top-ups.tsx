import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, List, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type staffCardDesk, staffTopUpsSettle } from '#contract/staff-cards.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { formatDateTime } from '#src/lib/format/format-date.ts';
import type { CallOutput } from '#src/lib/http/call-api.ts';
import { callStaff } from '../session/call-staff.ts';
import { staffKeys } from '../session/staff-me.ts';
import { staffErrorMessages } from '../staff-errors.ts';
import { DeskSection, RowCard, useAge } from './cards-section.tsx';

type TopUp = CallOutput<typeof staffCardDesk>['top_ups'][number];
type Settled = CallOutput<typeof staffTopUpsSettle>;

/** What the issuer answered for the top-ups just settled, counted by outcome. */
function SettledCounts({ settled }: { settled: Settled }) {
  const { t, i18n } = useLingui();
  const total = settled.succeeded + settled.refused + settled.rejected;
  if (total === 0) {
    return (
      <Alert color="gray" variant="light" title={t`Nothing was settled`}>
        <Trans>No top-up was waiting any more.</Trans>
      </Alert>
    );
  }
  const count = i18n.number(total);
  const succeeded = i18n.number(settled.succeeded);
  const refused = i18n.number(settled.refused);
  const rejected = i18n.number(settled.rejected);
  return (
    <Alert color="green" variant="light" title={t`Top-ups settled: ${count}`}>
      <List>
        <List.Item>{t`Succeeded: ${succeeded}`}</List.Item>
        <List.Item>{t`Refused by the issuer: ${refused}`}</List.Item>
        <List.Item>{t`Rejected over the load limit: ${rejected}`}</List.Item>
      </List>
      {settled.refused + settled.rejected > 0 && (
        <Text size="sm" mt="xs">
          <Trans>The points of refused and rejected top-ups went back to their companies.</Trans>
        </Text>
      )}
    </Alert>
  );
}

/** Top-ups the owners asked for, waiting for the issuer: settled all at once, with the issuer's result. */
export function TopUpsSection({ rows, regionName }: { rows: TopUp[]; regionName: (id: number) => string }) {
  const { t, i18n } = useLingui();
  const age = useAge();
  const queryClient = useQueryClient();
  const settle = useMutation({
    mutationFn: () => callStaff(staffTopUpsSettle),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
  const money = (row: TopUp) => i18n.number(row.value, { style: 'currency', currency: row.currency });
  const count = i18n.number(rows.length);
  const total = rows.reduce((sum, row) => sum + row.points, 0);

  return (
    <DeskSection
      title={t`Top-ups to settle`}
      count={rows.length}
      empty={t`No top-up waits to be settled.`}
      actions={
        <>
          <Text size="sm" c="dimmed">
            {t`Settling asks the issuer about every waiting top-up at once. Each company is told the outcome.`}
          </Text>
          {rows.length > 0 && (
            <Group gap="sm">
              <Button size="md" loading={settle.isPending} onClick={() => settle.mutate()}>
                {t`Settle every top-up (${count})`}
              </Button>
              <Text size="sm">{t`${plural(total, { one: '# point in all', other: '# points in all' })}`}</Text>
            </Group>
          )}
          <div role="status">{settle.data && <SettledCounts settled={settle.data} />}</div>
          <ErrorAlert messages={settle.isError ? staffErrorMessages(settle.error) : []} />
        </>
      }
    >
      <Table className="console-wide-only" striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Company`}</Table.Th>
            <Table.Th>{t`Region`}</Table.Th>
            <Table.Th>{t`Points`}</Table.Th>
            <Table.Th>{t`Value`}</Table.Th>
            <Table.Th>{t`Asked for`}</Table.Th>
            <Table.Th>{t`Waiting`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.uuid}>
              <Table.Td>{row.company.name}</Table.Td>
              <Table.Td>{regionName(row.company.region_id)}</Table.Td>
              <Table.Td>{i18n.number(row.points)}</Table.Td>
              <Table.Td>{money(row)}</Table.Td>
              <Table.Td>{formatDateTime(row.created_at, i18n.locale)}</Table.Td>
              <Table.Td>{age(row.waiting_hours)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <div className="console-narrow-only" style={{ flexDirection: 'column', gap: 12 }}>
        {rows.map((row) => {
          const value = money(row);
          const waited = age(row.waiting_hours);
          return (
            <RowCard
              key={row.uuid}
              title={row.company.name}
              lines={[
                regionName(row.company.region_id),
                t`${plural(row.points, { one: '# point', other: '# points' })} (${value}), waited ${waited}`,
              ]}
            />
          );
        })}
      </div>
    </DeskSection>
  );
}
