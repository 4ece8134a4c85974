import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  endStaffSession,
  onStaffSessionEnded,
  readStaffSession,
  watchSessionExpiry,
  writeStaffSession,
} from './staff-session.ts';

const at = (iso: string) => Date.parse(iso);

describe('the staff session', () => {
  afterEach(() => {
    localStorage.clear();
    vi.useRealTimers();
  });

  it('is kept until it runs out', () => {
    writeStaffSession({ token: 'staff_abc', expires_at: '2026-11-26T18:00:00.000Z' });
    expect(readStaffSession(at('2026-11-26T17:59:59Z'))?.token).toBe('staff_abc');
    expect(readStaffSession(at('2026-11-26T18:00:00Z'))).toBeNull();
  });

  it('ignores what is not a session', () => {
    localStorage.setItem('staff-session', '{"token":1}');
    expect(readStaffSession()).toBeNull();
    localStorage.setItem('staff-session', 'not json');
    expect(readStaffSession()).toBeNull();
  });

  it('is not the installer’s token', () => {
    localStorage.setItem('token', JSON.stringify({ token: 'jwt', expiresAt: '2099-01-01T00:00:00Z' }));
    expect(readStaffSession()).toBeNull();
  });

  it('tells the console when it ends, and why', () => {
    const ended = vi.fn();
    const stop = onStaffSessionEnded(ended);
    writeStaffSession({ token: 'staff_abc', expires_at: '2099-01-01T00:00:00.000Z' });
    endStaffSession('signed-out');
    expect(ended).toHaveBeenCalledWith('signed-out');
    expect(readStaffSession()).toBeNull();
    // Signing out again with nothing stored says nothing more.
    endStaffSession('signed-out');
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });

  it('expires on time while the console stays open', () => {
    vi.useFakeTimers();
    vi.setSystemTime(at('2026-11-26T10:00:00Z'));
    const ended = vi.fn();
    const stop = onStaffSessionEnded(ended);
    const session = { token: 'staff_abc', expires_at: '2026-11-26T18:00:00.000Z' };
    writeStaffSession(session);
    const unwatch = watchSessionExpiry(session);
    vi.advanceTimersByTime(8 * 3600_000 - 1);
    expect(ended).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ended).toHaveBeenCalledWith('expired');
    unwatch();
    stop();
  });
});
