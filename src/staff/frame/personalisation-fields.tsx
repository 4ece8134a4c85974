import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';

const TEXT_FIELDS: [string, MessageDescriptor][] = [
  ['subtype', msg`Variant`],
  ['name', msg`Name`],
  ['surname', msg`Surname`],
  ['companyName', msg`Company name`],
  ['phone', msg`Phone`],
  ['email', msg`E-mail`],
  ['link', msg`Web address`],
  ['shortDescription', msg`Short description`],
  ['longDescription', msg`Long description`],
];
const FILE_FIELDS: [string, MessageDescriptor][] = [
  ['logo', msg`Logo`],
  ['coverImage', msg`Cover image`],
  ['image', msg`Image`],
  ['contentImage', msg`Content image`],
];

/** An order item's personalisation as the order keeps it (contract/orders.ts PersonalisationData, loosely read). */
type Data = Record<string, unknown>;
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** A description the installer typed in the rich editor, as plain text (the console never renders their HTML). */
export function plainText(html: string): string {
  // A parsed document runs no scripts; their text (and styles') is not what the installer wrote.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const node of doc.querySelectorAll('script, style, template')) node.remove();
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The personalisation's lines, each with its translated label, in the printed piece's order; empty ones left out. */
export function personalisationLines(data: Data, label: (m: MessageDescriptor) => string) {
  const lines: { label: string; value: string }[] = [];
  for (const [key, name] of TEXT_FIELDS) {
    const value = data[key];
    if (typeof value === 'string' && value.trim() !== '') lines.push({ label: label(name), value: plainText(value) });
  }
  const address = ['line1', 'line2', 'line3']
    .map((line) => textOf((data.address as Data | undefined)?.[line]).trim())
    .filter(Boolean)
    .join(', ');
  if (address) lines.push({ label: label(msg`Address`), value: address });
  const services = (Array.isArray(data.services) ? data.services : [])
    .map((service) => textOf((service as Data | null)?.text).trim())
    .filter(Boolean);
  if (services.length > 0) lines.push({ label: label(msg`Services`), value: services.join(', ') });
  for (const [key, name] of FILE_FIELDS) {
    const file = data[key] as Data | undefined;
    if (file && typeof file === 'object') {
      lines.push({ label: label(name), value: textOf(file.originalName) || textOf(file.name) || '—' });
    }
  }
  return lines;
}

/** What a personalised item prints, field by field (the uploaded files themselves download below the contents). */
export function PersonalisationFields({ data }: { data: Data }) {
  const { i18n, t } = useLingui();
  const lines = personalisationLines(data, (m) => i18n._(m));
  if (lines.length === 0) return null;
  return (
    <Table variant="vertical" withRowBorders={false} verticalSpacing={4} aria-label={t`Personalisation`}>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.label}>
            <Table.Th w={180}>{line.label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
