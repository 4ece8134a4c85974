import { describe, expect, it } from 'vitest';
import { knownMessage } from '#src/lib/http/error-messages.ts';
import { checkPhone } from './phone-validation.ts';

describe('phone numbers', () => {
  it('accepts a valid Polish number and keeps its national part', () => {
    expect(checkPhone('500 000 001', 'PL')).toEqual({ ok: true, national: '500000001' });
    expect(checkPhone('+48 500-000-001', 'PL')).toEqual({ ok: true, national: '500000001' });
  });

  it('accepts the 12-character test number starting 9999999999 in any country', () => {
    expect(checkPhone('999999999912', 'PL')).toEqual({ ok: true, national: '999999999912' });
    expect(checkPhone('9999999999 01', 'LV')).toEqual({ ok: true, national: '999999999901' });
  });

  it('rejects fewer than 5 digits', () => {
    expect(checkPhone('1234', 'PL')).toEqual({ ok: false, message: knownMessage('Enter at least 5 digits.') });
  });

  it('rejects letters', () => {
    expect(checkPhone('500 abc 001', 'PL')).toEqual({ ok: false, message: knownMessage('Letters are not allowed.') });
  });

  it('rejects a number that is not valid for the chosen country', () => {
    expect(checkPhone('12345', 'PL')).toEqual({ ok: false, message: knownMessage('Invalid phone number.') });
    expect(checkPhone('500 000 01', 'PL')).toEqual({ ok: false, message: knownMessage('Invalid phone number.') });
  });

  it('rejects a valid number of another country', () => {
    expect(checkPhone('+420 601 123 456', 'PL').ok).toBe(false);
    expect(checkPhone('601 123 456', 'CZ').ok).toBe(true);
  });
});
