import type { Customer } from '#contract/orders.ts';
import { isTestNumber, phoneOfCountry } from '#contract/phone-rules.ts';
import type { ProductType } from '#contract/shop.ts';
import type { Queryable } from '#server/db/db.ts';

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
 * materials, the club card) needs the full address and a phone valid for the chosen country (the club's one
 * phone rule, contract/phone-rules.ts, the checkout form's too; test numbers pass whatever the prefix); vouchers are
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
      const testNumber = isTestNumber(c.phone_number);
      const prefix = `+${c.phone_prefix.replace(/^\+|^00/, '')}`;
      if (!testNumber && c.phone_prefix !== '' && prefix !== region.code)
        fail('phone_prefix', 'The phone prefix does not match the country.');
      const number = testNumber ? null : phoneOfCountry(c.phone_number, region.slug);
      if (!testNumber && !number) fail('phone_number', 'The phone number is not valid for this country.');
      phone = testNumber ? c.phone_number : (number?.e164 ?? phone);
    }
  }
  return { customer: { ...c, country: c.country.toUpperCase(), phone }, errors };
}
