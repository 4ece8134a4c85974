import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import { contentFromOrder } from '#src/components/print-preview/preview-content.ts';
import { printLines } from '#src/components/print-preview/print-lines.ts';

/** The lines of an ordered print (printLines), with the address on one line; nothing for an item that is not a print. */
export function personalisationLines(data: Record<string, unknown>, label: (m: MessageDescriptor) => string) {
  const parsed = contentFromOrder(data);
  if (!parsed) return [];
  return printLines(parsed, label, { addressSeparator: ', ' }).map(({ label, value }) => ({ label, value }));
}

/** An ordered print's fields as a table beside its preview (the uploaded files themselves download below). */
export function PersonalisationFields({ data }: { data: Record<string, unknown> }) {
  const { i18n, t } = useLingui();
  const lines = personalisationLines(data, (m) => i18n._(m));
  if (lines.length === 0) return null;
  return (
    <Table variant="vertical" withRowBorders={false} verticalSpacing={4} aria-label={t`Personalisation`}>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.label}>
            <Table.Th w={160}>{line.label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{line.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
