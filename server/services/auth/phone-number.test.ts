import { describe, expect, it } from 'vitest';
import { toE164 } from './phone-number.ts';

describe('toE164', () => {
  it.each([
    ['500000001', '+48', '+48500000001'],
    ['+48500000001', '+48', '+48500000001'],
    ['0048500000001', '+48', '+48500000001'],
    ['0712000001', '+40', '+40712000001'],
    ['601000001', '+420', '+420601000001'],
  ])('%s in %s is %s', (typed, code, expected) => {
    expect(toE164(typed, code)).toBe(expected);
  });
});
