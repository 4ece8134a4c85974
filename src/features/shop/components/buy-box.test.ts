import { describe, expect, it } from 'vitest';
import { quantityLimits } from './buy-box.tsx';
import { shownDescription } from './product-screen.tsx';

describe('buying rules', () => {
  it('allows 1 up to the stock less the cart, and 0 when nothing is left', () => {
    expect(quantityLimits(8, 0)).toEqual({ min: 1, max: 8 });
    expect(quantityLimits(8, 5)).toEqual({ min: 1, max: 3 });
    expect(quantityLimits(8, 8)).toEqual({ min: 0, max: 0 });
    expect(quantityLimits(0, 0)).toEqual({ min: 0, max: 0 });
  });

  it('cuts voucher descriptions at 300 characters only', () => {
    const long = 'a'.repeat(400);
    expect(shownDescription({ type: 'voucher', description: long })).toHaveLength(301);
    expect(shownDescription({ type: 'product', description: long })).toBe(long);
  });
});
