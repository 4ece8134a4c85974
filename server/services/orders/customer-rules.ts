import type { Customer } from '../../../contract/orders.ts';
import type { ProductType } from '../../../contract/shop.ts';
import type { Queryable } from '../../db/db.ts';

/** National number lengths per country (ITU plans, mobile and landline), enough to catch typos. */
const NATIONAL_DIGITS: Record<string, [number, number]> = {
  pl: [9, 9],
  ro: [9, 9],
  hr: [8, 9],
  hu: [8, 9],
  si: [8, 8],
  bg: [8, 9],
  me: [8, 8],
  rs: [8, 9],
  ba: [8, 8],
  ua: [9, 9],
  sk: [9, 9],
  cz: [9, 9],
  ee: [7, 8],
  mk: [8, 8],
  lt: [8, 8],
  lv: [8, 8],
};
/** Test numbers the app lets through whatever the country (spec section 5). */
const BYPASS = /^9999999999\d{2}$/;

const REQUIRED_FOR_DELIVERY = [
  'name',
  'surname',
  'phone_prefix',
  'phone_number',
  'street',
  'house_number',
  'city',
  'postal_code',
  'country',
] as const;
const LABELS: Record<string, string> = {
  name: 'Enter the name.',
  surname: 'Enter the surname.',
  phone_prefix: 'Choose the phone prefix.',
  phone_number: 'Enter the phone number.',
  street: 'Enter the street.',
  house_number: 'Enter the house number.',
  city: 'Enter the city.',
  postal_code: 'Enter the postal code.',
  country: 'Choose the country.',
  company_name: 'Enter the company name for delivery to the company.',
};

export interface CheckedCustomer {
  customer: Customer;
  errors: Record<string, string[]>;
}

/**
 * Section 5's checkout form, enforced on the server: everything shipped (products, personalised
 * materials, the club card) needs the full address and a phone valid for the chosen country; vouchers are
 * delivered in the order itself, so they need only a name. Company delivery needs the company name.
 */
export async function checkCustomer(db: Queryable, type: ProductType, input: Customer): Promise<CheckedCustomer> {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => {
    errors[`customer.${field}`] = [...(errors[`customer.${field}`] ?? []), message];
  };
  const c = {
    ...input,
    phone_number: input.phone_number.replace(/[\s\-().]/g, ''),
    country: input.country.toLowerCase(),
  };
  const required = type === 'voucher' ? (['name', 'surname'] as const) : REQUIRED_FOR_DELIVERY;
  for (const field of required) if (c[field] === '') fail(field, LABELS[field]!);
  if (c.delivery === 'company' && c.company_name === '') fail('company_name', LABELS.company_name!);

  let phone = c.phone;
  if (c.phone_number !== '' || c.country !== '') {
    const [region] = await db.query<{ slug: string; code: string }>(
      'SELECT slug, phone_country_code AS code FROM regions WHERE slug = $1',
      [c.country],
    );
    if (c.country !== '' && !region) fail('country', 'We do not deliver to this country.');
    if (region && c.phone_number !== '') {
      const prefix = `+${c.phone_prefix.replace(/^\+|^00/, '')}`;
      if (c.phone_prefix !== '' && prefix !== region.code)
        fail('phone_prefix', 'The phone prefix does not match the country.');
      const [min, max] = NATIONAL_DIGITS[region.slug] ?? [6, 12];
      const national = c.phone_number.replace(/^0/, '');
      const valid =
        BYPASS.test(c.phone_number) || (/^\d+$/.test(national) && national.length >= min && national.length <= max);
      if (!valid) fail('phone_number', 'The phone number is not valid for this country.');
      phone = BYPASS.test(c.phone_number) ? c.phone_number : `${region.code}${national}`;
    }
  }
  return { customer: { ...c, country: c.country.toUpperCase(), phone }, errors };
}
