import { describe, expect, it } from 'vitest';
import { keyboardInset } from './use-keyboard-inset.ts';

describe('keyboardInset', () => {
  it('is the part of the page the keyboard covers', () => {
    expect(keyboardInset(844, { height: 508, offsetTop: 0, scale: 1 })).toBe(336);
    expect(keyboardInset(844, { height: 508, offsetTop: 100, scale: 1 })).toBe(236);
  });
  it('is 0 with no keyboard, a shrinking URL bar, or a pinch zoom', () => {
    expect(keyboardInset(844, { height: 844, offsetTop: 0, scale: 1 })).toBe(0);
    expect(keyboardInset(844, { height: 800, offsetTop: 0, scale: 1 })).toBe(0);
    expect(keyboardInset(844, { height: 422, offsetTop: 0, scale: 2 })).toBe(0);
  });
});
