import type { Subtype } from '#contract/shop.ts';
import { SUBTYPES } from '#contract/shop.ts';
import { FILE_FIELDS, type FileField, TEXT_FIELDS, type TextField } from './print-fields.ts';

/** What the preview draws: the texts on the form (empty when not typed or not printed), services and files. */
export interface PreviewContent extends Record<TextField, string> {
  subtype: Subtype;
  address: string[];
  services: { text: string; icon: string }[];
  /** Fields the product prints: the preview marks the empty ones with their label. */
  fields: string[];
}

/** A file as the preview shows it: drawn from its bytes when the device has them, else by its name. */
export interface PreviewFile {
  uuid: string;
  name: string;
  type: string;
  url: string | null;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** An order's stored inputs (inputData) as the preview's content and files; null when it is not a print item. */
export function contentFromOrder(
  input: Record<string, unknown>,
): { content: PreviewContent; files: Partial<Record<FileField, PreviewFile>> } | null {
  const subtype = SUBTYPES.find((s) => s === input.subtype);
  if (!subtype) return null;
  const address = (input.address ?? {}) as Record<string, unknown>;
  const services = Array.isArray(input.services) ? input.services : [];
  const files: Partial<Record<FileField, PreviewFile>> = {};
  for (const field of FILE_FIELDS) {
    const file = input[field] as Record<string, unknown> | undefined;
    if (file && typeof file === 'object')
      files[field] = {
        uuid: str(file.uuid),
        name: str(file.originalName) || str(file.name),
        type: str(file.type),
        url: null,
      };
  }
  return {
    content: {
      ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, str(input[field])])) as Record<TextField, string>),
      subtype,
      address: [address.line1, address.line2, address.line3].map(str).filter(Boolean),
      services: services.map((s: { text?: unknown; icon?: unknown }) => ({ text: str(s?.text), icon: str(s?.icon) })),
      fields: Object.keys(input).filter((key) => key !== 'subtype'),
    },
    files,
  };
}
