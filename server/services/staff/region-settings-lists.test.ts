import { describe, expect, it } from 'vitest';
import { orderProblem } from './region-settings-lists.ts';

describe('orderProblem (decision 0291)', () => {
  const current = ['a', 'b', 'c'];
  it('accepts every behaviour once, in any order', () => {
    expect(orderProblem(current, ['c', 'a', 'b'])).toBeNull();
  });
  it('refuses a list missing one, repeating one or naming another region’s', () => {
    expect(orderProblem(current, ['c', 'a'])).toBe('Send every behaviour of the region.');
    expect(orderProblem(current, ['c', 'a', 'a'])).toBe('A behaviour is in the list twice.');
    expect(orderProblem(current, ['c', 'a', 'x'])).toBe('One of the behaviours is not the region’s.');
  });
});
