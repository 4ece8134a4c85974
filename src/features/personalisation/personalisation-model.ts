import type { OrderFile, ProductSettings, Subtype } from '#contract/shop.ts';
import type { FieldName, FileField, TextField } from '#src/components/print-preview/print-fields.ts';

/** Where a rule's error shows: a field, or the pairs where one of two is needed. */
export type ErrorKey = FieldName | 'contact' | 'description';

/** The services a layout has room for (spec section 5); other products with services need at least one. */
export const SERVICES_NEEDED: Partial<Record<Subtype, number>> = {
  flyer: 6,
  business_card_horizontal: 4,
  business_card_vertical: 5,
};
export const SHORT_DESCRIPTION_MAX = 80;
export const LONG_DESCRIPTION_MAX = 100;

/** The contract's length limits (contract/orders.ts), kept by the inputs' maxLength. */
export const TEXT_MAX: Record<Exclude<TextField, 'shortDescription' | 'longDescription'>, number> = {
  name: 100,
  surname: 100,
  companyName: 200,
  phone: 30,
  email: 200,
  link: 300,
};
export const ADDRESS_LINE_MAX = 200;

export interface ChosenService {
  id: number;
  text: string;
  icon: string;
}

export interface PersonalisationValues extends Record<TextField, string> {
  address: { line1: string; line2: string; line3: string };
  services: ChosenService[];
  /** Uploaded files, as the server answered them. */
  files: Partial<Record<FileField, OrderFile>>;
  /** Optional fields the person added: only these (and the required ones) are checked and sent. */
  added: FieldName[];
}

export function emptyValues(): PersonalisationValues {
  return {
    name: '',
    surname: '',
    companyName: '',
    phone: '',
    email: '',
    link: '',
    shortDescription: '',
    longDescription: '',
    address: { line1: '', line2: '', line3: '' },
    services: [],
    files: {},
    added: [],
  };
}

/**
 * Optional fields that are always on the form: phone and e-mail (one of them is needed), the flyer's two
 * descriptions (one of them is needed) and the services (the server wants at least one whenever a product
 * prints them). Left empty, they are not sent. Other optional fields are added on request.
 */
const ALWAYS_SHOWN = new Set<FieldName>(['phone', 'email', 'shortDescription', 'longDescription', 'services']);

export function fieldGroup(settings: ProductSettings, field: FieldName): 'required' | 'optional' | undefined {
  return settings.fields.find((f) => f.name === field)?.group;
}

/** Whether the field is on the form now. */
export function isShown(settings: ProductSettings, values: PersonalisationValues, field: FieldName): boolean {
  const group = fieldGroup(settings, field);
  if (group === undefined) return false;
  return group === 'required' || ALWAYS_SHOWN.has(field) || values.added.includes(field);
}

/** Optional fields the person may still add. */
export function addableFields(settings: ProductSettings, values: PersonalisationValues): FieldName[] {
  return settings.fields
    .map((f) => f.name as FieldName)
    .filter((name) => !isShown(settings, values, name) && fieldGroup(settings, name) === 'optional');
}

export function addressLines(address: PersonalisationValues['address']): string[] {
  return [address.line1, address.line2, address.line3].map((line) => line.trim()).filter(Boolean);
}
