import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { dialCodeOf, isTestNumber } from '#contract/phone-rules.ts';
import type { ProductType } from '#contract/shop.ts';
import type { CurrentUser } from '#contract/user.ts';
import { isDialCountry } from '#src/lib/phone/dial-countries.ts';
import { checkPhone } from '#src/lib/phone/phone-validation.ts';

export type Delivery = 'personal' | 'company';

/** The checkout's customer form: the contract's Customer, with the prefix as a dial code ("+48"). */
export interface CustomerForm {
  delivery: Delivery;
  name: string;
  surname: string;
  company_name: string;
  email: string;
  phone_prefix: string;
  phone_number: string;
  country: string;
  street: string;
  house_number: string;
  city: string;
  postal_code: string;
}

export type CustomerField = Exclude<keyof CustomerForm, 'delivery'>;
export type CustomerErrors = Partial<Record<CustomerField, MessageDescriptor>>;

/** Vouchers arrive inside the order: only a name is needed. Everything else is shipped. */
export const isShipped = (type: ProductType) => type !== 'voucher';

/** The form filled from the profile and the company (the person checks and completes it). */
export function prefillCustomer(user: CurrentUser): CustomerForm {
  const country = user.region.slug.toUpperCase();
  const parsed = user.phone ? parsePhoneNumberFromString(user.phone) : undefined;
  return {
    delivery: 'personal',
    name: user.name,
    surname: user.surname,
    company_name: user.company.name,
    email: user.email ?? '',
    phone_prefix: parsed ? `+${parsed.countryCallingCode}` : isDialCountry(country) ? dialCodeOf(country) : '',
    phone_number: parsed ? String(parsed.nationalNumber) : '',
    country: isDialCountry(country) ? country : '',
    street: user.company.address,
    house_number: '',
    city: user.company.city,
    postal_code: user.company.postal_code,
  };
}

const REQUIRED: Record<CustomerField, MessageDescriptor> = {
  name: msg`Enter the name.`,
  surname: msg`Enter the surname.`,
  company_name: msg`Enter the company name for delivery to the company.`,
  email: msg`Enter a valid e-mail address.`,
  phone_prefix: msg`Choose the phone prefix.`,
  phone_number: msg`Enter the phone number.`,
  country: msg`Choose the country.`,
  street: msg`Enter the street.`,
  house_number: msg`Enter the house number.`,
  city: msg`Enter the city.`,
  postal_code: msg`Enter the postal code.`,
};
export const PREFIX_MISMATCH = msg`The phone prefix does not match the country.`;
export const INVALID_PHONE = msg`The phone number is not valid for this country.`;

const SHIPPED_FIELDS: CustomerField[] = [
  'name',
  'surname',
  'phone_prefix',
  'phone_number',
  'country',
  'street',
  'house_number',
  'city',
  'postal_code',
];

/**
 * Section 5's checkout rules; the server checks the same (server/services/orders/customer-rules.ts), the phone with
 * the same rule (contract/phone-rules.ts, through checkPhone).
 */
export function checkCustomer(form: CustomerForm, type: ProductType): CustomerErrors {
  const errors: CustomerErrors = {};
  const required: CustomerField[] = isShipped(type) ? [...SHIPPED_FIELDS] : ['name', 'surname'];
  if (isShipped(type) && form.delivery === 'company') required.push('company_name');
  for (const field of required) if (form[field].trim() === '') errors[field] = REQUIRED[field];
  if (form.email.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) errors.email = REQUIRED.email;
  if (isShipped(type) && form.phone_number.trim() !== '' && form.country !== '') {
    const testNumber = isTestNumber(form.phone_number.replace(/[\s\-().]/g, ''));
    if (!testNumber && form.phone_prefix !== dialCodeOf(form.country)) errors.phone_prefix = PREFIX_MISMATCH;
    const phone = checkPhone(form.phone_number, form.country as CountryCode);
    if (!phone.ok) errors.phone_number = INVALID_PHONE;
  }
  return errors;
}

/** The body's customer: only what applies to the checkout type, the prefix as the server wants it. */
export function customerBody(form: CustomerForm, type: ProductType) {
  const base = { name: form.name.trim(), surname: form.surname.trim(), email: form.email.trim(), phone: '' };
  const none = {
    company_name: '',
    phone_prefix: '',
    phone_number: '',
    country: '',
    street: '',
    house_number: '',
    city: '',
    postal_code: '',
  };
  if (!isShipped(type)) return { ...base, ...none, delivery: 'personal' as const };
  return {
    ...base,
    delivery: form.delivery,
    company_name: form.delivery === 'company' ? form.company_name.trim() : '',
    phone_prefix: form.phone_prefix,
    phone_number: form.phone_number.replace(/[\s\-().]/g, ''),
    country: form.country,
    street: form.street.trim(),
    house_number: form.house_number.trim(),
    city: form.city.trim(),
    postal_code: form.postal_code.trim(),
  };
}
