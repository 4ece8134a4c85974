import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date.ts';

describe('formatDate', () => {
  it('writes d. M. yyyy without leading zeros', () => {
    expect(formatDate(new Date(2026, 0, 5, 12))).toBe('5. 1. 2026');
    expect(formatDate(new Date(2026, 10, 23))).toBe('23. 11. 2026');
  });

  it('answers an empty string for a date it cannot read', () => {
    expect(formatDate('not a date')).toBe('');
  });

  it('adds the time in the language’s own clock', () => {
    expect(formatDateTime(new Date(2026, 10, 23, 14, 5), 'pl')).toBe('23. 11. 2026 14:05');
    expect(formatDateTime(new Date(2026, 10, 23, 14, 5), 'en-US')).toMatch(/^23\. 11\. 2026 2:05\sPM$/);
  });
});
