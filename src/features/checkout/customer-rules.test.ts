import { describe, expect, it } from 'vitest';
import { type CustomerForm, checkCustomer, INVALID_PHONE, PREFIX_MISMATCH } from './customer-rules.ts';

const form: CustomerForm = {
  delivery: 'personal',
  name: 'Piotr',
  surname: 'Kowalski',
  company_name: '',
  email: 'owner.pl@example.com',
  phone_prefix: '+48',
  phone_number: '500 000 001',
  country: 'PL',
  street: 'ul. Dekarska',
  house_number: '12',
  city: 'Kraków',
  postal_code: '30-001',
};

describe('checkout customer rules', () => {
  it('accepts a full Polish address and asks vouchers only for a name', () => {
    expect(checkCustomer(form, 'product')).toEqual({});
    expect(checkCustomer({ ...form, street: '', phone_number: '' }, 'voucher')).toEqual({});
  });

  it('needs the company name for company delivery and every address field for shipped goods', () => {
    const errors = checkCustomer({ ...form, delivery: 'company', house_number: ' ' }, 'product');
    expect(Object.keys(errors).sort()).toEqual(['company_name', 'house_number']);
  });

  it('checks the phone against the country, with the prefix mismatch and the test-number bypass', () => {
    expect(checkCustomer({ ...form, phone_prefix: '+420' }, 'product').phone_prefix).toBe(PREFIX_MISMATCH);
    expect(checkCustomer({ ...form, phone_number: '12' }, 'product').phone_number).toBe(INVALID_PHONE);
    expect(checkCustomer({ ...form, phone_prefix: '+420', phone_number: '999999999912' }, 'product')).toEqual({});
  });
});
