import { describe, expect, it } from 'vitest';
import { isRemovedReference } from './database-conflict.ts';

describe('a write referring to a row just removed', () => {
  it('is told apart from other database errors', () => {
    expect(isRemovedReference(Object.assign(new Error('fk'), { code: '23503' }))).toBe(true);
    expect(isRemovedReference(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false);
    expect(isRemovedReference(new Error('other'))).toBe(false);
    expect(isRemovedReference(null)).toBe(false);
  });
});
