import examples from 'libphonenumber-js/examples.mobile.json';
import { describe, expect, it } from 'vitest';
import { REGIONS } from '#server/db/seed/reference-data.ts';
import { checkCustomer as orderRule } from '#server/services/orders/customer-rules.ts';
import { type CustomerForm, checkCustomer as formRule } from '#src/features/checkout/customer-rules.ts';

/** The regions table as the order's rule reads it: `SELECT slug, phone_country_code AS code … WHERE slug = $1`. */
const regionsDb = {
  query: async <T>(_sql: string, params?: readonly unknown[]) =>
    REGIONS.filter((region) => region.slug === params?.[0]).map((region) => ({
      slug: region.slug,
      code: region.phone,
    })) as T[],
};

const form = (country: string, prefix: string, phone: string): CustomerForm => ({
  delivery: 'personal',
  name: 'Piotr',
  surname: 'Kowalski',
  company_name: '',
  email: '',
  phone_prefix: prefix,
  phone_number: phone,
  country,
  street: 'ul. Dekarska',
  house_number: '12',
  city: 'Kraków',
  postal_code: '30-001',
});

/** Both verdicts for one number: does the checkout form accept it, does the order? */
async function verdicts(country: string, prefix: string, phone: string) {
  const app = formRule(form(country, prefix, phone), 'product');
  const { errors } = await orderRule(regionsDb, 'product', { ...form(country, prefix, phone), phone: '' });
  return {
    form: !app.phone_number && !app.phone_prefix,
    order: !errors['customer.phone_number'] && !errors['customer.phone_prefix'],
  };
}

/** Numbers on both sides of a country's rule: its example mobile number, that number too short and too long, with the trunk zero, and landline-like lengths. */
function probes(example: string): string[] {
  const lengths = [5, 6, 7, 8, 9, 10, 11, 12];
  return [
    example,
    `0${example}`,
    `06${example}`,
    example.slice(0, -1),
    `${example}1`,
    `${example}12`,
    `${example}123`,
    example.replace(/\d/g, '1'),
    example.replace(/(\d{3})(?=\d)/g, '$1 '),
    ...lengths.map((n) => `2${'1234567890123'.slice(0, n - 1)}`),
    ...lengths.map((n) => `3${'8765432109876'.slice(0, n - 1)}`),
    '999999999912',
    '9999999999 01',
    '99999999991',
  ];
}

describe('the checkout form and the order accept the same phone numbers', () => {
  for (const region of REGIONS) {
    const country = region.slug.toUpperCase();
    const example = (examples as Record<string, string>)[country]!;

    it(`${region.name} (${region.phone})`, async () => {
      const disagreements: string[] = [];
      for (const phone of probes(example)) {
        const { form: app, order } = await verdicts(country, region.phone, phone);
        if (app !== order)
          disagreements.push(`${phone}: form ${app ? 'accepts' : 'refuses'}, order ${order ? 'accepts' : 'refuses'}`);
      }
      expect(disagreements).toEqual([]);
      expect(await verdicts(country, region.phone, example)).toEqual({ form: true, order: true });
      expect(await verdicts(country, region.phone, `${example}123`)).toEqual({ form: false, order: false });
    });
  }

  it('lets the staff test numbers through whatever the prefix, on both sides', async () => {
    expect(await verdicts('PL', '+420', '999999999912')).toEqual({ form: true, order: true });
    expect(await verdicts('LV', '+371', '99999999991')).toEqual({ form: false, order: false });
  });
});
