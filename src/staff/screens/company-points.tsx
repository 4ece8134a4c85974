import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type * as v from 'valibot';
import { type StaffLedgerLine, staffCompanyPoints } from '#contract/staff-companies.ts';
import { type Tone, ToneBadge } from '#src/components/tone-badge.tsx';
import { formatDate, formatDateTime } from '#src/lib/format/format-date.ts';
import { ActionDialog } from '../frame/action-dialog.tsx';
import { COMPANY_REASON_MAX } from '../frame/company-labels.ts';
import { retrySafe } from '../frame/retry-safe.ts';
import { callStaff } from '../session/call-staff.ts';
import { staffKeys } from '../session/staff-me.ts';

type Line = v.InferOutput<typeof StaffLedgerLine>;
type Kind = 'credit' | 'debit';

const VARIATION_TONE: Record<string, Tone> = {
  positive: 'success',
  negative: 'danger',
  reserved: 'warning',
  expired: 'neutral',
};

function Variation({ variation }: { variation: string }) {
  const { t } = useLingui();
  const names: Record<string, string> = {
    positive: t({ message: 'Earned', context: 'points variation' }),
    negative: t({ message: 'Spent', context: 'points variation' }),
    reserved: t({ message: 'Reserved', context: 'points variation' }),
    expired: t({ message: 'Expired', context: 'points variation' }),
  };
  return <ToneBadge tone={VARIATION_TONE[variation] ?? 'neutral'}>{names[variation] ?? variation}</ToneBadge>;
}

function PointsDialog({
  kind,
  company,
  onClose,
}: {
  kind: Kind;
  company: { uuid: string; name: string };
  onClose: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [points, setPoints] = useState('');
  const name = company.name;
  return (
    <ActionDialog
      onClose={onClose}
      title={kind === 'credit' ? t`Credit points to ${name}` : t`Debit points from ${name}`}
      description={
        <Text>
          {kind === 'credit' ? (
            <Trans>A promotion: the points are added to the company’s balance at once.</Trans>
          ) : (
            <Trans>The points are taken from the company’s balance; it cannot go below zero.</Trans>
          )}
        </Text>
      }
      confirmLabel={kind === 'credit' ? t`Credit the points` : t`Debit the points`}
      reason="required"
      reasonMax={COMPANY_REASON_MAX}
      reasonDescription={t`The installers see it as the line’s name in their points history.`}
      incomplete={points.trim() === ''}
      danger={kind === 'debit'}
      fields={points.trim()}
      action={(reason, key) => {
        const amount = Number(points.trim());
        return callStaff(staffCompanyPoints, {
          params: { uuid: company.uuid },
          body: { points: kind === 'credit' ? amount : -amount, reason },
          headers: retrySafe(key),
        });
      }}
      onDone={() => void queryClient.invalidateQueries({ queryKey: staffKeys.all })}
    >
      <TextInput
        label={t`Points`}
        required
        inputMode="numeric"
        autoComplete="off"
        value={points}
        onChange={(event) => setPoints(event.currentTarget.value)}
      />
    </ActionDialog>
  );
}

const signed = (n: number, format: (n: number) => string) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${format(Math.abs(n))}`;

/** A company's points: the balance, what expires next, the ledger with each line's running balance; admins credit or debit. */
export function CompanyPoints({
  company,
  canChange,
}: {
  company: {
    uuid: string;
    name: string;
    points: { balance: number; expiring: number; expires_at: string };
    ledger: Line[];
  };
  canChange: boolean;
}) {
  const { t, i18n } = useLingui();
  const [kind, setKind] = useState<Kind | null>(null);
  const { balance, expiring, expires_at } = company.points;
  const expiresOn = formatDate(expires_at);
  const number = (n: number) => i18n.number(n);
  return (
    <Stack gap="md" component="section" aria-labelledby="company-points">
      <Group justify="space-between" align="center">
        <Title order={2} id="company-points">
          <Trans>Points</Trans>
        </Title>
        {canChange && (
          <Group gap="sm">
            <Button onClick={() => setKind('credit')}>
              <Trans>Credit points</Trans>
            </Button>
            <Button variant="default" onClick={() => setKind('debit')}>
              <Trans>Debit points</Trans>
            </Button>
          </Group>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            <Trans>Balance</Trans>
          </Text>
          <Text fz="xl" fw={700} data-testid="company-balance">
            <Plural value={balance} one="# point" other="# points" />
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            <Trans>Expiring next</Trans>
          </Text>
          <Text fz="xl" fw={700}>
            {expiring > 0 ? (
              <Trans>
                <Plural value={expiring} one="# point" other="# points" /> on {expiresOn}
              </Trans>
            ) : (
              <Trans>None before {expiresOn}</Trans>
            )}
          </Text>
        </Paper>
      </SimpleGrid>
      {company.ledger.length === 0 ? (
        <Text>
          <Trans>No points yet.</Trans>
        </Text>
      ) : (
        <>
          <Table className="console-wide-only" striped verticalSpacing="sm" aria-label={t`Ledger`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`When`}</Table.Th>
                <Table.Th>{t`Line`}</Table.Th>
                <Table.Th>{t`Type`}</Table.Th>
                <Table.Th style={{ textAlign: 'end' }}>{t`Points`}</Table.Th>
                <Table.Th style={{ textAlign: 'end' }}>{t`Balance after`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {company.ledger.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(line.at, i18n.locale)}</Table.Td>
                  <Table.Td className="console-change">{line.reason}</Table.Td>
                  <Table.Td>
                    <Variation variation={line.variation} />
                  </Table.Td>
                  <Table.Td style={{ textAlign: 'end' }}>{signed(line.points, number)}</Table.Td>
                  <Table.Td style={{ textAlign: 'end' }}>{number(line.balance)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack className="console-narrow-only" gap="sm" component="ul" aria-label={t`Ledger`} p={0} m={0}>
            {company.ledger.map((line) => {
              const after = number(line.balance);
              return (
                <Paper key={line.id} component="li" withBorder radius="md" p="md" style={{ listStyle: 'none' }}>
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <Stack gap={4} align="flex-start">
                      <Text fw={700} className="console-change">
                        {line.reason}
                      </Text>
                      <Text size="sm">{formatDateTime(line.at, i18n.locale)}</Text>
                      <Variation variation={line.variation} />
                    </Stack>
                    <Stack gap={4} align="flex-end">
                      <Text fw={700}>{signed(line.points, number)}</Text>
                      <Text size="sm">
                        <Trans>Balance after: {after}</Trans>
                      </Text>
                    </Stack>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        </>
      )}
      {kind !== null && <PointsDialog kind={kind} company={company} onClose={() => setKind(null)} />}
    </Stack>
  );
}
