import { describe, expect, it } from 'vitest';
import { readSeenMarkers, shouldShowExpiringModal, shouldShowWelcome } from './expiring-points.ts';

const at = (iso: string) => new Date(iso);

describe('the expiring-points modal', () => {
  it('shows from October on, with points to expire, when never seen', () => {
    expect(shouldShowExpiringModal(at('2026-11-10T09:00:00'), 300, undefined)).toBe(true);
    expect(shouldShowExpiringModal(at('2026-10-01T00:00:00'), 1, undefined)).toBe(true);
    expect(shouldShowExpiringModal(at('2026-09-30T23:00:00'), 300, undefined)).toBe(false);
    expect(shouldShowExpiringModal(at('2026-06-15T09:00:00'), 300, undefined)).toBe(false);
    expect(shouldShowExpiringModal(at('2026-11-10T09:00:00'), 0, undefined)).toBe(false);
  });

  it('waits six months after it was last seen', () => {
    const now = at('2026-11-10T09:00:00');
    expect(shouldShowExpiringModal(now, 300, '2026-10-02T09:00:00')).toBe(false);
    expect(shouldShowExpiringModal(now, 300, '2026-05-11T09:00:00')).toBe(false);
    expect(shouldShowExpiringModal(now, 300, '2026-05-10T09:00:00')).toBe(true);
    expect(shouldShowExpiringModal(now, 300, '2025-11-01T09:00:00')).toBe(true);
    // Older clients stored the month only; an unreadable marker counts as never seen.
    expect(shouldShowExpiringModal(now, 300, '2026-01')).toBe(true);
    expect(shouldShowExpiringModal(now, 300, 'soon')).toBe(true);
  });
});

describe('the seen markers', () => {
  it('reads them from the options text, ignoring anything else', () => {
    expect(readSeenMarkers('{"firstTime":false,"expPtsSeen":"2026-10-02","consentSeen":true}')).toEqual({
      firstTime: false,
      expPtsSeen: '2026-10-02',
    });
    expect(readSeenMarkers('not json')).toEqual({});
    expect(readSeenMarkers('{"firstTime":"no"}')).toEqual({ firstTime: undefined, expPtsSeen: undefined });
  });

  it('shows the welcome banner until it was marked', () => {
    expect(shouldShowWelcome({})).toBe(true);
    expect(shouldShowWelcome({ firstTime: true })).toBe(true);
    expect(shouldShowWelcome({ firstTime: false })).toBe(false);
  });
});
