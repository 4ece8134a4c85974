import { describe, expect, it } from 'vitest';
import { movedOrder } from './settings-behaviour-order.tsx';

describe('movedOrder', () => {
  it('swaps a behaviour with the one above or below, and leaves the ends as they are', () => {
    expect(movedOrder(['a', 'b', 'c'], 1, 'up')).toEqual(['b', 'a', 'c']);
    expect(movedOrder(['a', 'b', 'c'], 1, 'down')).toEqual(['a', 'c', 'b']);
    expect(movedOrder(['a', 'b', 'c'], 0, 'up')).toEqual(['a', 'b', 'c']);
    expect(movedOrder(['a', 'b', 'c'], 2, 'down')).toEqual(['a', 'b', 'c']);
  });
});
