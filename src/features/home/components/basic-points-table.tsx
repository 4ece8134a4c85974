import { Trans, useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import type { BasicPointsRow } from '#contract/points.ts';

/** Points per product type in the region (decor users get only the decor rows from the server). */
export function BasicPointsTable({ rows }: { rows: BasicPointsRow[] }) {
  const { t, i18n } = useLingui();
  return (
    <Table verticalSpacing="sm" striped aria-label={t`Basic points per product`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Trans>Product</Trans>
          </Table.Th>
          <Table.Th style={{ textAlign: 'end' }}>
            <Trans>Points per product</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.product_type_id}>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td style={{ textAlign: 'end' }} fw={700}>
              {i18n.number(row.points)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
