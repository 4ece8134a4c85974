import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffRole } from '#contract/call.ts';

export type AreaId =
  | 'dashboard'
  | 'orders'
  | 'reviews'
  | 'cards'
  | 'support'
  | 'companies'
  | 'members'
  | 'audit'
  | 'catalogue'
  | 'content'
  | 'hero-slides'
  | 'resources'
  | 'settings';

export interface Area {
  id: AreaId;
  /** The address below /staff. */
  path: string;
  label: MessageDescriptor;
  /** The roles the server lets use the area's calls (contract/staff*.ts); empty: every staff member. */
  roles: readonly StaffRole[];
}

/** The console's areas in the sidebar's order; content's catalogue and news areas come with their calls (issue 28). */
export const AREAS: readonly Area[] = [
  { id: 'dashboard', path: '/', label: msg`Dashboard`, roles: [] },
  { id: 'orders', path: '/orders', label: msg`Orders`, roles: ['operations', 'admin'] },
  { id: 'reviews', path: '/reviews', label: msg`Project reviews`, roles: ['operations', 'admin'] },
  { id: 'cards', path: '/cards', label: msg`Club cards`, roles: ['operations', 'admin'] },
  { id: 'support', path: '/support', label: msg`Support inbox`, roles: ['support', 'admin'] },
  { id: 'companies', path: '/companies', label: msg`Companies`, roles: ['support', 'operations', 'admin'] },
  { id: 'catalogue', path: '/catalogue', label: msg`Catalogue`, roles: ['content', 'admin'] },
  { id: 'content', path: '/content', label: msg`News and tutorials`, roles: ['content', 'admin'] },
  { id: 'hero-slides', path: '/hero-slides', label: msg`Hero slides`, roles: ['content', 'admin'] },
  { id: 'resources', path: '/resources', label: msg`Resources`, roles: ['content', 'admin'] },
  { id: 'settings', path: '/settings', label: msg`Region settings`, roles: ['content', 'admin'] },
  { id: 'audit', path: '/audit', label: msg`Audit log`, roles: ['admin'] },
  { id: 'members', path: '/members', label: msg`Staff members`, roles: ['admin'] },
];

/** The areas a session may open: by the role it acts with (none for an admin before the passkey confirmation). */
export function areasFor(role: StaffRole | null): Area[] {
  return AREAS.filter((area) => area.roles.length === 0 || (role !== null && area.roles.includes(role)));
}

/** The area an address below /staff belongs to (its first segment), for the sidebar's current mark. */
export function areaOf(pathname: string): AreaId | null {
  const first = `/${
    pathname
      .replace(/^\/staff/, '')
      .split('/')
      .filter(Boolean)[0] ?? ''
  }`;
  return AREAS.find((area) => area.path === first)?.id ?? null;
}
