import { describe, expect, it } from 'vitest';
import { AREAS, areaOf, areasFor } from './areas.ts';

describe('the console’s areas', () => {
  it('shows an admin every area, operations the orders, and other roles the dashboard', () => {
    expect(areasFor('admin').map((a) => a.id)).toEqual(AREAS.map((a) => a.id));
    expect(areasFor('operations').map((a) => a.id)).toEqual(['dashboard', 'orders', 'reviews', 'cards', 'companies']);
    expect(areasFor('support').map((a) => a.id)).toEqual(['dashboard', 'support', 'companies']);
    expect(areasFor('content').map((a) => a.id)).toEqual(
      expect.arrayContaining(['dashboard', 'content', 'hero-slides', 'resources']),
    );
    expect(areasFor('support').map((a) => a.id)).not.toContain('content');
  });

  it('shows a session without a role (an admin before the passkey) only what every session may see', () => {
    expect(areasFor(null).map((a) => a.id)).toEqual(['dashboard']);
  });

  it('knows the area of an address', () => {
    expect(areaOf('/staff')).toBe('dashboard');
    expect(areaOf('/staff/')).toBe('dashboard');
    expect(areaOf('/staff/members')).toBe('members');
    expect(areaOf('/staff/orders/8c5f0a3e-0000-4000-8000-000000000001')).toBe('orders');
    expect(areaOf('/staff/audit/123')).toBe('audit');
    expect(areaOf('/staff/cards')).toBe('cards');
    expect(areaOf('/staff/settings/2')).toBe('settings');
    expect(areaOf('/staff/companies/8c5f0a3e-0000-4000-8000-000000000001')).toBe('companies');
    expect(areaOf('/staff/content/new')).toBe('content');
    expect(areaOf('/staff/unknown')).toBeNull();
  });
});
