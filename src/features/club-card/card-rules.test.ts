import { describe, expect, it } from 'vitest';
import { affordable, cardOrderBlock, csnProblem, moneyOf, normaliseCsn } from './card-rules.ts';

const owner = { roleId: 3, hasCard: false, pending: false, windowScans: 12 };

describe('ordering the club card', () => {
  it('is open to an owner with 10 window scans this year and no card', () => {
    expect(cardOrderBlock(owner)).toBeNull();
    expect(cardOrderBlock({ ...owner, windowScans: 10 })).toBeNull();
  });

  it('is blocked under 10 window scans, for a card owned or on its way, and for team members', () => {
    expect(cardOrderBlock({ ...owner, windowScans: 9 })).toBe('scans');
    expect(cardOrderBlock({ ...owner, pending: true })).toBe('pending');
    expect(cardOrderBlock({ ...owner, hasCard: true, pending: true })).toBe('has-card');
    expect(cardOrderBlock({ ...owner, roleId: 4, windowScans: 0 })).toBe('not-owner');
  });

  it('leaves unknown scans to the server rather than blocking', () => {
    expect(cardOrderBlock({ ...owner, windowScans: undefined })).toBeNull();
  });
});

describe('topping up', () => {
  it('turns 1 point into 2 zł', () => {
    expect(moneyOf(100, { currency: 'PLN', per_point: 2 })).toBe(200);
    expect(moneyOf(25, { currency: 'RON', per_point: 2.5 })).toBe(62.5);
  });

  it('offers the amounts the company can pay, within the issuer limits', () => {
    expect(affordable(100, 100)).toBe(true);
    expect(affordable(250, 100)).toBe(false);
    expect(affordable(5, 100)).toBe(false);
    expect(affordable(25, undefined)).toBe(false);
  });
});

describe('the card serial number', () => {
  it('needs exactly 10 digits; spaces between groups are fine', () => {
    expect(csnProblem('')).toBe('required');
    expect(csnProblem('   ')).toBe('required');
    expect(csnProblem('123456789')).toBe('digits');
    expect(csnProblem('12345678901')).toBe('digits');
    expect(csnProblem('12345abcde')).toBe('digits');
    expect(csnProblem('1234 5678 90')).toBeNull();
    expect(normaliseCsn(' 1234 5678 90 ')).toBe('1234567890');
  });
});
