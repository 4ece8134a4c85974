import { useLingui } from '@lingui/react/macro';
import { Button, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Scan } from '#contract/scans.ts';
import { type Tone, ToneBadge } from '#src/components/tone-badge.tsx';
import { flagsHighlighted, formatDate } from '../project-rules.ts';
import { refusalMessage } from '../refusal-messages.ts';

/** A row of the table: a registered product, or a scan still on this device (waiting or refused). */
export interface ProductRow {
  uuid: string;
  serial: string;
  scan: Scan | null;
  queuedAt?: string;
  refused?: unknown;
}

interface ProductsTableProps {
  rows: ProductRow[];
  statusId: number;
  canRemove: boolean;
  onRemove: (row: ProductRow) => void;
}

const FLAG_TONE: Record<number, Tone> = { 1: 'success', 2: 'warning', 3: 'danger' };

/** Wide screens: the products as a table (decision 0102); phones get compact rows (scan-rows.tsx, decision 0279). */
export function ProductsTable({ rows, statusId, canRemove, onRemove }: ProductsTableProps) {
  const { t, i18n } = useLingui();
  const flagNames: Record<number, string> = {
    1: t({ message: 'Normal', context: 'scan flag' }),
    2: t({ message: 'In review', context: 'scan flag' }),
    3: t({ message: 'Rejected', context: 'scan flag' }),
  };
  const highlight = flagsHighlighted(statusId);

  function flagCell(row: ProductRow) {
    if (row.refused)
      return (
        <Text c="red" fw={600}>
          {t`Not sent: ${i18n._(refusalMessage(row.refused))}`}
        </Text>
      );
    if (!row.scan) return <ToneBadge tone="warning">{t`Waiting to sync`}</ToneBadge>;
    const name = flagNames[row.scan.flag] ?? '';
    const flag = highlight ? (
      <ToneBadge tone={FLAG_TONE[row.scan.flag] ?? 'neutral'}>{name}</ToneBadge>
    ) : (
      <Text>{name}</Text>
    );
    const reason = row.scan.review_reason;
    if (!reason) return flag;
    return (
      <>
        {flag}
        <Text size="sm" mt={4}>
          {t({
            message: `Reason: ${reason}`,
            comment: "reason: the club staff's own words (a refused scan, order or project)",
          })}
        </Text>
      </>
    );
  }

  const removeButton = (row: ProductRow) => (
    <Button
      variant="subtle"
      color="red"
      className="danger-subtle"
      leftSection={<IconTrash size={18} aria-hidden />}
      onClick={() => onRemove(row)}
      aria-label={t`Remove ${row.serial}`}
    >
      {t`Remove`}
    </Button>
  );

  return (
    <Table verticalSpacing="sm" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t`Serial number`}</Table.Th>
          <Table.Th>{t`Type`}</Table.Th>
          <Table.Th>{t`Size`}</Table.Th>
          <Table.Th>{t`Variant`}</Table.Th>
          <Table.Th>{t`Date`}</Table.Th>
          <Table.Th>{t`Flag`}</Table.Th>
          {canRemove && (
            <Table.Th>
              <span className="visually-hidden">{t`Actions`}</span>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.uuid}>
            <Table.Td fw={600} className="nowrap">
              {row.serial}
            </Table.Td>
            <Table.Td>{row.scan?.type ?? '–'}</Table.Td>
            <Table.Td>{row.scan?.size ?? '–'}</Table.Td>
            <Table.Td>{row.scan?.variant ?? '–'}</Table.Td>
            <Table.Td className="nowrap">{formatDate(row.scan?.created_at ?? row.queuedAt ?? '')}</Table.Td>
            <Table.Td>{flagCell(row)}</Table.Td>
            {canRemove && <Table.Td>{removeButton(row)}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
