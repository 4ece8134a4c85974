import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Table, Text } from '@mantine/core';
import type { Scan } from '../../../../contract/scans.ts';
import { refusalMessage } from '../../../lib/outbox/refusal-messages.ts';
import { flagsHighlighted, formatDate } from '../project-rules.ts';

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

const FLAG_COLOR: Record<number, string> = { 1: 'green', 2: 'orange', 3: 'red' };

export function ProductsTable({ rows, statusId, canRemove, onRemove }: ProductsTableProps) {
  const { t, i18n } = useLingui();
  const flagNames: Record<number, string> = { 1: t`Normal`, 2: t`In review`, 3: t`Rejected` };
  const highlight = flagsHighlighted(statusId);

  function flagCell(row: ProductRow) {
    if (row.refused)
      return (
        <Text c="red" fw={600}>
          {t`Not sent: ${i18n._(refusalMessage(row.refused))}`}
        </Text>
      );
    if (!row.scan)
      return (
        <Badge color="yellow" variant="light" size="lg">
          {t`Waiting to sync`}
        </Badge>
      );
    const name = flagNames[row.scan.flag] ?? '';
    return highlight ? (
      <Badge color={FLAG_COLOR[row.scan.flag]} variant="filled" size="lg">
        {name}
      </Badge>
    ) : (
      <Text>{name}</Text>
    );
  }

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Serial number`}</Table.Th>
            <Table.Th>{t`Type`}</Table.Th>
            <Table.Th>{t`Size`}</Table.Th>
            <Table.Th>{t`Variant`}</Table.Th>
            <Table.Th>{t`Date`}</Table.Th>
            <Table.Th>{t`Flag`}</Table.Th>
            {canRemove && <Table.Th aria-label={t`Actions`} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.uuid}>
              <Table.Td fw={600}>{row.serial}</Table.Td>
              <Table.Td>{row.scan?.type ?? '–'}</Table.Td>
              <Table.Td>{row.scan?.size ?? '–'}</Table.Td>
              <Table.Td>{row.scan?.variant ?? '–'}</Table.Td>
              <Table.Td>{formatDate(row.scan?.created_at ?? row.queuedAt ?? '')}</Table.Td>
              <Table.Td>{flagCell(row)}</Table.Td>
              {canRemove && (
                <Table.Td>
                  <Button
                    variant="subtle"
                    color="red"
                    onClick={() => onRemove(row)}
                    aria-label={t`Remove ${row.serial}`}
                  >
                    {t`Remove`}
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
