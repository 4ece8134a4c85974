import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAppBadge } from './app-badge.ts';

const nav = navigator as Navigator & { setAppBadge?: unknown; clearAppBadge?: unknown };

afterEach(() => {
  Reflect.deleteProperty(nav, 'setAppBadge');
  Reflect.deleteProperty(nav, 'clearAppBadge');
});

describe('setAppBadge', () => {
  it('does nothing where the Badging API is missing', async () => {
    expect(await setAppBadge(3)).toBe(false);
  });

  it('sets a count and clears on zero', async () => {
    const set = vi.fn(async () => {});
    const clear = vi.fn(async () => {});
    Object.assign(nav, { setAppBadge: set, clearAppBadge: clear });
    expect(await setAppBadge(4)).toBe(true);
    expect(set).toHaveBeenCalledWith(4);
    await setAppBadge(0);
    expect(clear).toHaveBeenCalledOnce();
  });

  it('reports a refusal instead of throwing', async () => {
    Object.assign(nav, { setAppBadge: vi.fn(async () => Promise.reject(new Error('NotAllowed'))) });
    expect(await setAppBadge(1)).toBe(false);
  });
});
