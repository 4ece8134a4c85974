import { describe, expect, it } from 'vitest';
import { auditQuery, describeValue, NO_FILTERS } from './audit-filters.ts';

describe('the audit log’s filters', () => {
  it('sends only what was filled in, trimmed', () => {
    expect(auditQuery(NO_FILTERS)).toEqual({});
    expect(auditQuery({ ...NO_FILTERS, action: ' staff.invited ', staff: 'operator' })).toEqual({
      action: 'staff.invited',
      staff: 'operator',
    });
  });

  it('includes the whole last day and pages with before', () => {
    const query = auditQuery({ ...NO_FILTERS, from: '2026-11-01', to: '2026-11-26' }, 42);
    expect(new Date(query.from!).getDate()).toBe(1);
    expect(new Date(query.to!).getTime() - new Date(2026, 10, 26).getTime()).toBe(24 * 3600_000);
    expect(query.before).toBe('42');
    expect(auditQuery({ ...NO_FILTERS, from: 'not a day' })).toEqual({});
  });

  it('says a change in one line', () => {
    expect(describeValue(null)).toBe('—');
    expect(describeValue({ role: 'admin', active: true })).toBe('role: admin, active: true');
    expect(describeValue({ points: { before: 1 } })).toBe('points: {"before":1}');
    expect(describeValue(5)).toBe('5');
  });
});
