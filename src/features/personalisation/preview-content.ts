import type { ProductSettings } from '#contract/shop.ts';
import type { PreviewContent } from '#src/components/print-preview/preview-content.ts';
import { TEXT_FIELDS, type TextField } from '#src/components/print-preview/print-fields.ts';
import { addressLines, isShown, type PersonalisationValues } from './personalisation-model.ts';

export function contentFromValues(values: PersonalisationValues, settings: ProductSettings): PreviewContent {
  const text = (field: TextField) => (isShown(settings, values, field) ? values[field].trim() : '');
  return {
    ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, text(field)])) as Record<TextField, string>),
    subtype: settings.subtype,
    address: isShown(settings, values, 'address') ? addressLines(values.address) : [],
    services: isShown(settings, values, 'services') ? values.services : [],
    fields: settings.fields.map((f) => f.name).filter((name) => isShown(settings, values, name as never)),
  };
}
