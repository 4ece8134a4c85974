import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import { FIELD_LABELS } from '#src/components/print-preview/field-labels.ts';
import { contentFromOrder } from '#src/components/print-preview/preview-content.ts';
import { FILE_FIELDS, TEXT_FIELDS } from '#src/components/print-preview/print-fields.ts';

/**
 * What an ordered print holds, line by line under the labels the installer's form gave them (the texts as typed,
 * the address, the services, the files by name); empty ones left out, nothing for an item that is not a print.
 */
export function personalisationLines(data: Record<string, unknown>, label: (m: MessageDescriptor) => string) {
  const parsed = contentFromOrder(data);
  if (!parsed) return [];
  const { content, files } = parsed;
  const lines: { label: string; value: string }[] = [];
  for (const field of TEXT_FIELDS) {
    const value = content[field].trim();
    if (value !== '') lines.push({ label: label(FIELD_LABELS[field]), value });
  }
  if (content.address.length > 0) lines.push({ label: label(FIELD_LABELS.address), value: content.address.join(', ') });
  const services = content.services.map((s) => s.text.trim()).filter(Boolean);
  if (services.length > 0) lines.push({ label: label(FIELD_LABELS.services), value: services.join(', ') });
  for (const field of FILE_FIELDS) {
    const file = files[field];
    if (file) lines.push({ label: label(FIELD_LABELS[field]), value: file.name || '—' });
  }
  return lines;
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
