import { useLingui } from '@lingui/react/macro';
import { Button, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { staffCardActivate, staffCardBlock, type staffCardDesk } from '#contract/staff-cards.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { formatDateTime } from '#src/lib/format/format-date.ts';
import type { CallOutput } from '#src/lib/http/call-api.ts';
import { ActionDialog } from '../frame/action-dialog.tsx';
import { groupCsn } from '../frame/card-desk.ts';
import { retrySafe } from '../frame/retry-safe.ts';
import { callStaff } from '../session/call-staff.ts';
import { staffKeys } from '../session/staff-me.ts';
import { staffErrorMessages } from '../staff-errors.ts';
import { DeskSection, RowCard, useAge } from './cards-section.tsx';

type Card = CallOutput<typeof staffCardDesk>['to_activate'][number];

/**
 * Cards linked by their companies and waiting for the issuer's activation: staff record the activation, or block a
 * card (lost, stolen, closed) with a reason in a dialog.
 */
export function ActivationSection({ rows, regionName }: { rows: Card[]; regionName: (id: number) => string }) {
  const { t, i18n } = useLingui();
  const age = useAge();
  const queryClient = useQueryClient();
  const [blocking, setBlocking] = useState<Card | null>(null);
  const [done, setDone] = useState('');
  const refresh = () => void queryClient.invalidateQueries({ queryKey: staffKeys.all });
  const activate = useMutation({
    mutationFn: (card: Card) => callStaff(staffCardActivate, { params: { company: card.company.uuid } }),
    onSuccess: (_, card) => {
      const company = card.company.name;
      const last = card.csn.slice(-4);
      setDone(t`The card of ${company} ending in ${last} is active now.`);
      refresh();
    },
    // Refused: someone else changed the card meanwhile; the desk shows what is left.
    onError: () => {
      setDone('');
      refresh();
    },
  });

  const actions = (card: Card) => {
    const company = card.company.name;
    return (
      <>
        <Button
          size="md"
          aria-label={t`Activate the card of ${company}`}
          loading={activate.isPending && activate.variables?.company.uuid === card.company.uuid}
          onClick={() => activate.mutate(card)}
        >
          {t`Activate`}
        </Button>
        <Button
          size="md"
          variant="default"
          aria-label={t`Block the card of ${company}`}
          onClick={() => {
            activate.reset();
            setBlocking(card);
          }}
        >
          {t`Block`}
        </Button>
      </>
    );
  };
  const blockedCompany = blocking?.company.name ?? '';

  return (
    <DeskSection
      title={t`Cards waiting for activation`}
      count={rows.length}
      empty={t`No card waits for activation.`}
      actions={
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t`Cards the companies have linked. Activate one when the issuer has activated it; the owner can then top it up.`}
          </Text>
          <Text role="status" fw={600}>
            {done}
          </Text>
          <ErrorAlert messages={activate.isError ? staffErrorMessages(activate.error) : []} />
        </Stack>
      }
    >
      <Table className="console-wide-only" striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Company`}</Table.Th>
            <Table.Th>{t`Region`}</Table.Th>
            <Table.Th>{t`Card number`}</Table.Th>
            <Table.Th>{t`Linked`}</Table.Th>
            <Table.Th>{t`Waiting`}</Table.Th>
            <Table.Th>{t`Actions`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((card) => (
            <Table.Tr key={card.company.uuid}>
              <Table.Td>{card.company.name}</Table.Td>
              <Table.Td>{regionName(card.company.region_id)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{groupCsn(card.csn)}</Table.Td>
              <Table.Td>{formatDateTime(card.verified_at, i18n.locale)}</Table.Td>
              <Table.Td>{age(card.waiting_hours)}</Table.Td>
              <Table.Td>
                <div style={{ display: 'flex', gap: 8 }}>{actions(card)}</div>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <div className="console-narrow-only" style={{ flexDirection: 'column', gap: 12 }}>
        {rows.map((card) => {
          const waited = age(card.waiting_hours);
          const linked = formatDateTime(card.verified_at, i18n.locale);
          return (
            <RowCard
              key={card.company.uuid}
              title={card.company.name}
              lines={[
                `${regionName(card.company.region_id)} · ${groupCsn(card.csn)}`,
                t`Linked ${linked}, waited ${waited}`,
              ]}
              actions={actions(card)}
            />
          );
        })}
      </div>
      {blocking && (
        <ActionDialog
          opened
          onClose={() => setBlocking(null)}
          title={t`Block the card of ${blockedCompany}`}
          description={
            <Text>
              {t`The card stays linked to the company but shows as inactive in the app and takes no more top-ups. Use it for a lost, stolen or closed card.`}
            </Text>
          }
          confirmLabel={t`Block the card`}
          reason="required"
          danger
          action={(reason, key) =>
            callStaff(staffCardBlock, {
              params: { company: blocking.company.uuid },
              body: { reason },
              headers: retrySafe(key),
            })
          }
          onDone={() => {
            const last = blocking.csn.slice(-4);
            setDone(t`The card of ${blockedCompany} ending in ${last} is blocked.`);
            refresh();
          }}
        />
      )}
    </DeskSection>
  );
}
