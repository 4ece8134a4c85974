import { describe, expect, it } from 'vitest';
import { appUrl, clickTarget, readPushPayload } from './notification-click.ts';

const ORIGIN = 'https://club.example.com';

describe('a push and a click on its notification (decision 0293)', () => {
  it('reads the server’s payload, and makes a plain notice of anything else', () => {
    const payload = { title: 'Zamówienie ZAM-7 zatwierdzone', body: 'B', url: '/orders/x', tag: 't', badge: 3 };
    expect(readPushPayload(JSON.stringify(payload))).toEqual(payload);
    expect(readPushPayload('not json')).toMatchObject({ url: '/notifications', badge: 0 });
    expect(readPushPayload(JSON.stringify({ title: 1 }))).toMatchObject({ title: 'Installer Club' });
    expect(readPushPayload(null)).toMatchObject({ tag: 'club' });
  });

  it('opens only pages of the app', () => {
    expect(appUrl('/projects/abc?tab=scans', ORIGIN)).toBe('/projects/abc?tab=scans');
    expect(appUrl(`${ORIGIN}/shop`, ORIGIN)).toBe('/shop');
    expect(appUrl('https://evil.example/phish', ORIGIN)).toBe('/notifications');
    expect(appUrl(undefined, ORIGIN)).toBe('/notifications');
  });

  it('shows the screen in the focused window of the app, else another of its windows, else a new one', () => {
    const staff = { url: `${ORIGIN}/staff/`, focused: true };
    const home = { url: `${ORIGIN}/`, focused: false };
    const shop = { url: `${ORIGIN}/shop`, focused: true };
    expect(clickTarget('/orders/1', ORIGIN, [home, shop])).toEqual({ window: shop, path: '/orders/1' });
    expect(clickTarget('/orders/1', ORIGIN, [staff, home])).toEqual({ window: home, path: '/orders/1' });
    expect(clickTarget('/orders/1', ORIGIN, [staff])).toEqual({ open: '/orders/1' });
    expect(clickTarget('/orders/1', ORIGIN, [])).toEqual({ open: '/orders/1' });
  });
});
