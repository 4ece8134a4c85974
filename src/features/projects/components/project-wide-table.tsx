import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Row } from './project-table.tsx';

/** The list of projects on a wide screen (decision 0102), loaded by ProjectTable when the screen is wide (0306). */
export function ProjectWideTable({ rows, link }: { rows: Row[]; link: (row: Row) => ReactNode }) {
  const { t } = useLingui();
  return (
    <Table verticalSpacing="sm" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t`Address`}</Table.Th>
          <Table.Th>{t`Created`}</Table.Th>
          <Table.Th>{t`Days left`}</Table.Th>
          <Table.Th>{t`Points`}</Table.Th>
          <Table.Th>{t`Status`}</Table.Th>
          <Table.Th>
            <span className="visually-hidden">{t`Actions`}</span>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.uuid}>
            <Table.Td>
              {link(row)}
              {row.id !== null && (
                <Text size="sm" c="dimmed">
                  <Trans>ID {row.id}</Trans>
                </Text>
              )}
            </Table.Td>
            <Table.Td className="nowrap">{row.created}</Table.Td>
            <Table.Td>{row.daysLeft}</Table.Td>
            <Table.Td className="nowrap">{row.points}</Table.Td>
            <Table.Td>{row.badge}</Table.Td>
            <Table.Td>{row.action}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
