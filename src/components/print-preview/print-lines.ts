import type { MessageDescriptor } from '@lingui/core';
import { FIELD_LABELS } from './field-labels.ts';
import type { PreviewContent, PreviewFile } from './preview-content.ts';
import { FILE_FIELDS, type FieldName, TEXT_FIELDS } from './print-fields.ts';

/**
 * What an ordered print holds, line by line under the labels the form gave them: the texts as typed, the address,
 * the services, the files by name; empty ones left out. The installer's order view and the staff console list it.
 */
export function printLines(
  { content, files }: { content: PreviewContent; files: Partial<Record<(typeof FILE_FIELDS)[number], PreviewFile>> },
  label: (m: MessageDescriptor) => string,
  { addressSeparator }: { addressSeparator: string },
): { field: FieldName; label: string; value: string }[] {
  const lines: { field: FieldName; label: string; value: string }[] = [];
  const add = (field: FieldName, value: string) => lines.push({ field, label: label(FIELD_LABELS[field]), value });
  for (const field of TEXT_FIELDS) {
    const value = content[field].trim();
    if (value !== '') add(field, value);
  }
  if (content.address.length > 0) add('address', content.address.join(addressSeparator));
  const services = content.services.map((s) => s.text.trim()).filter(Boolean);
  if (services.length > 0) add('services', services.join(', '));
  for (const field of FILE_FIELDS) {
    const file = files[field];
    if (file) add(field, file.name || '—');
  }
  return lines;
}
