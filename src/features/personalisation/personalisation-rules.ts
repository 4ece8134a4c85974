import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { PersonalisationData } from '#contract/orders.ts';
import type { ProductSettings } from '#contract/shop.ts';
import { FILE_FIELDS, type FieldName, TEXT_FIELDS } from '#src/components/print-preview/print-fields.ts';
import { EMPTY_MESSAGES } from './field-labels.ts';
import {
  addressLines,
  type ErrorKey,
  isShown,
  LONG_DESCRIPTION_MAX,
  type PersonalisationValues,
  SERVICES_NEEDED,
  SHORT_DESCRIPTION_MAX,
} from './personalisation-model.ts';

export type PersonalisationErrors = Partial<Record<ErrorKey, MessageDescriptor>>;

/** The server's rules (server/services/orders/personalisation-rules.ts and the contract), in the same words. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LINK = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** The contract's LINK_MESSAGE, translated. */
export const INVALID_LINK = msg`Enter a web address that starts with http:// or https://.`;

function filled(values: PersonalisationValues, field: FieldName): boolean {
  if (field === 'address') return addressLines(values.address).length > 0;
  if (field === 'services') return values.services.length > 0;
  if ((FILE_FIELDS as readonly string[]).includes(field)) return !!values.files[field as keyof typeof values.files];
  return values[field as (typeof TEXT_FIELDS)[number]].trim() !== '';
}

/** The services rule of the flyer and the cards. */
export function exactServices(needed: number): MessageDescriptor {
  return msg`Choose exactly ${plural(needed, { one: '# service', other: '# services' })}.`;
}

export function linkError(link: string): MessageDescriptor | undefined {
  const text = link.trim();
  return text !== '' && !LINK.test(text) ? INVALID_LINK : undefined;
}

/** A typed address without its scheme ("www.firma.pl") gets https:// in front when the field is left. */
export function withScheme(link: string): string {
  const text = link.trim();
  if (text === '' || /^[a-z][a-z\d+.-]*:/i.test(text)) return text;
  return /^[^\s/]+\.[^\s/]{2,}/.test(text) ? `https://${text}` : text;
}

/**
 * Every rule of the spec's "Personalisation forms": required and added fields filled, a phone or an e-mail,
 * for flyers a short or a long description, the description limits, the services' count, a valid e-mail and
 * link. One message per field (the first that applies), each naming its field.
 */
export function checkPersonalisation(values: PersonalisationValues, settings: ProductSettings): PersonalisationErrors {
  const errors: PersonalisationErrors = {};
  const shown = (field: FieldName) => isShown(settings, values, field);
  const has = (field: FieldName) => settings.fields.some((f) => f.name === field);
  const fail = (key: ErrorKey, message: MessageDescriptor) => {
    errors[key] ??= message;
  };

  for (const { name, group } of settings.fields) {
    const field = name as FieldName;
    if (!(field in EMPTY_MESSAGES) || field === 'services') continue;
    const added = group === 'optional' && values.added.includes(field);
    if ((group === 'required' || added) && !filled(values, field)) fail(field, EMPTY_MESSAGES[field]);
  }
  if ((has('phone') || has('email')) && !filled(values, 'phone') && !filled(values, 'email')) {
    fail('contact', msg`Enter a phone number or an e-mail address.`);
  }
  if (shown('email') && filled(values, 'email') && !EMAIL.test(values.email.trim())) {
    fail('email', msg`Enter a valid e-mail address.`);
  }
  if (shown('link')) {
    const invalid = linkError(values.link);
    if (invalid) fail('link', invalid);
  }
  if (settings.subtype === 'flyer' && !filled(values, 'shortDescription') && !filled(values, 'longDescription')) {
    fail('description', msg`Enter a short or a long description.`);
  }
  if (shown('shortDescription') && values.shortDescription.trim().length > SHORT_DESCRIPTION_MAX) {
    fail(
      'shortDescription',
      msg`The short description can have at most ${plural(SHORT_DESCRIPTION_MAX, { one: '# character', other: '# characters' })}.`,
    );
  }
  if (shown('longDescription') && values.longDescription.trim().length > LONG_DESCRIPTION_MAX) {
    fail(
      'longDescription',
      msg`The long description can have at most ${plural(LONG_DESCRIPTION_MAX, { one: '# character', other: '# characters' })}.`,
    );
  }
  if (has('services')) {
    const needed = SERVICES_NEEDED[settings.subtype];
    const count = values.services.length;
    if (needed !== undefined && count !== needed) fail('services', exactServices(needed));
    else if (count === 0) fail('services', EMPTY_MESSAGES.services);
  }
  return errors;
}

/**
 * What the order sends: the fields on the form, trimmed; optional phone, e-mail and descriptions left empty are
 * left out (the server refuses an optional field sent empty).
 */
export function personalisationData(values: PersonalisationValues, settings: ProductSettings): PersonalisationData {
  const data: Record<string, unknown> = { subtype: settings.subtype };
  for (const field of TEXT_FIELDS) {
    const text = values[field].trim();
    if (isShown(settings, values, field) && text !== '') data[field] = text;
  }
  if (isShown(settings, values, 'address')) {
    const [line1 = '', line2 = '', line3 = ''] = addressLines(values.address);
    data.address = { line1, line2, line3 };
  }
  if (isShown(settings, values, 'services')) data.services = values.services.map(({ text, icon }) => ({ text, icon }));
  for (const field of FILE_FIELDS) {
    const file = values.files[field];
    if (isShown(settings, values, field) && file) data[field] = file;
  }
  return data as PersonalisationData;
}
