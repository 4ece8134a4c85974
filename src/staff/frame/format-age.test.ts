import { describe, expect, it } from 'vitest';
import { formatAge } from './format-age.ts';

describe('formatAge', () => {
  it('says hours under two days, whole days from then', () => {
    expect(formatAge(0.4, 'en')).toBe('0 hr');
    expect(formatAge(47.9, 'en')).toBe('47 hr');
    expect(formatAge(50, 'en')).toBe('2 days');
    expect(formatAge(24 * 9 + 3, 'pl')).toBe('9 dni');
  });

  it('writes Serbian in Latin letters', () => {
    expect(formatAge(72, 'sr')).toMatch(/^3 [a-z]+$/);
  });
});
