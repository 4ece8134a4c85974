import type { PersonalisationData } from '#contract/orders.ts';
import type { ProductSettings, Subtype } from '#contract/shop.ts';
import type { Queryable } from '#server/db/db.ts';
import { claimOrderFile } from './unused-order-files.ts';

/** Services a layout has room for (spec section 9); other materials need at least one if they print any. */
export const SERVICES_NEEDED: Partial<Record<Subtype, number>> = {
  flyer: 6,
  business_card_horizontal: 4,
  business_card_vertical: 5,
};
export const SHORT_DESCRIPTION_MAX = 80;
export const LONG_DESCRIPTION_MAX = 100;
const FILE_FIELDS = new Set(['logo', 'coverImage', 'image', 'contentImage']);

const LABELS: Record<string, string> = {
  name: 'Name',
  surname: 'Surname',
  companyName: 'Company name',
  link: 'Link',
  phone: 'Phone',
  email: 'E-mail',
  shortDescription: 'Short description',
  longDescription: 'Long description',
  logo: 'Logo',
  coverImage: 'Cover image',
  image: 'Image',
  contentImage: 'Content image',
  address: 'Address',
  services: 'Services',
};

function filled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.values(value).some((x) => typeof x === 'string' && x.trim() !== '');
  return true;
}

/**
 * Checks one personalised item against its product's settings (spec section 5) and answers the data to
 * store: only the fields the product prints, uploaded files resolved from the company's own uploads and marked
 * as used at `at` (in the order's transaction; unused files are removed a day after upload).
 */
export async function checkPersonalisation(
  db: Queryable,
  companyId: number,
  settings: ProductSettings,
  data: PersonalisationData,
  at: Date,
): Promise<{ errors: Record<string, string[]>; stored: Record<string, unknown> }> {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const record = data as Record<string, unknown>;
  const stored: Record<string, unknown> = { subtype: settings.subtype };
  const names = new Set(settings.fields.map((f) => f.name));
  for (const field of settings.fields) {
    const value = record[field.name];
    const label = LABELS[field.name] ?? field.name;
    if (field.group === 'required' && !filled(value)) fail(field.name, `${label} is required.`);
    else if (field.group === 'optional' && value !== undefined && !filled(value))
      fail(field.name, `${label} must not be empty once added.`);
    if (value !== undefined) stored[field.name] = value;
  }
  if ((names.has('phone') || names.has('email')) && !filled(record.phone) && !filled(record.email)) {
    fail('contact', 'Enter a phone number or an e-mail address.');
  }
  if (typeof record.email === 'string' && filled(record.email) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(record.email)) {
    fail('email', 'Enter a valid e-mail address.');
  }
  if (settings.subtype === 'flyer' && !filled(record.shortDescription) && !filled(record.longDescription)) {
    fail('description', 'Enter a short or a long description.');
  }
  if ((data.shortDescription ?? '').length > SHORT_DESCRIPTION_MAX)
    fail('shortDescription', `Short description must be at most ${SHORT_DESCRIPTION_MAX} characters.`);
  if ((data.longDescription ?? '').length > LONG_DESCRIPTION_MAX)
    fail('longDescription', `Long description must be at most ${LONG_DESCRIPTION_MAX} characters.`);
  if (names.has('services')) {
    const count = data.services?.length ?? 0;
    const needed = SERVICES_NEEDED[settings.subtype];
    if (needed !== undefined && count !== needed) fail('services', `Choose exactly ${needed} services.`);
    else if (needed === undefined && count === 0) fail('services', 'Choose at least one service.');
  }
  for (const field of FILE_FIELDS) {
    const ref = record[field] as { uuid?: string } | undefined;
    if (!names.has(field) || !ref?.uuid) continue;
    const file = await claimOrderFile(db, ref.uuid, companyId, at);
    if (!file) fail(field, `${LABELS[field]}: upload the file again.`);
    else stored[field] = file;
  }
  return { errors, stored };
}
