import { describe, expect, it } from 'vitest';
import {
  canDeleteProject,
  canRemoveProducts,
  daysLeftText,
  flagsHighlighted,
  formatDate,
  pageRange,
} from './project-rules.ts';

const status = (id: 1 | 2 | 3 | 4 | 5) => ({ id, name: 'open' as const });

describe('project table rules', () => {
  it('shows days left for an open project and a dash otherwise', () => {
    expect(daysLeftText({ days_left: 42, status: status(1) })).toBe('42');
    expect(daysLeftText({ days_left: null, status: status(2) })).toBe('–');
    expect(daysLeftText({ days_left: null, status: status(3) })).toBe('–');
    expect(daysLeftText({ days_left: null, status: status(5) })).toBe('–');
  });

  it('highlights scan flags only when the project is closed or in review', () => {
    expect(flagsHighlighted(2)).toBe(true);
    expect(flagsHighlighted(5)).toBe(true);
    expect(flagsHighlighted(1)).toBe(false);
    expect(flagsHighlighted(3)).toBe(false);
    expect(flagsHighlighted(4)).toBe(false);
  });

  it('offers delete only for a project without products, removal only while open', () => {
    expect(canDeleteProject({ products_count: 0 })).toBe(true);
    expect(canDeleteProject({ products_count: 1 })).toBe(false);
    expect(canRemoveProducts(1)).toBe(true);
    expect(canRemoveProducts(5)).toBe(false);
    expect(canRemoveProducts(2)).toBe(false);
  });

  it('writes dates as d. M. yyyy', () => {
    expect(formatDate('2026-03-05T12:00:00')).toBe('5. 3. 2026');
  });

  it('shows 5 pages around the current one', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(1, 3)).toEqual([1, 2, 3]);
    expect(pageRange(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageRange(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageRange(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageRange(1, 0)).toEqual([]);
  });
});
