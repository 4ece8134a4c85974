import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface Crumb {
  to: string;
  label: MessageDescriptor | string;
}

/** Names of the path segments the club knows; a segment not listed is an id or a slug of its parent. */
const SEGMENTS: Record<string, MessageDescriptor> = {
  projects: msg`Projects`,
  add: msg`New`,
  survey: msg`Survey`,
  shop: msg`Shop`,
  'club-card': msg`Club card`,
  balance: msg`Balance`,
  news: msg`News`,
  rewards: msg`Rewards`,
  resources: msg`Resources`,
  team: msg`Team`,
  orders: msg`Orders`,
  support: msg`Support`,
  chat: msg`Conversations`,
  new: msg`New`,
  user: msg`Profile`,
  cart: msg`Cart`,
  checkout: msg`Checkout`,
  notifications: msg`Notifications`,
  'verify-email': msg`E-mail verification`,
};

/** What one item under a list is called, by the list's segment. */
const ITEM: Record<string, MessageDescriptor> = {
  projects: msg`Project`,
  news: msg`Article`,
  orders: msg`Order`,
  notifications: msg`Notification`,
  team: msg`Installer`,
  shop: msg`Product`,
  chat: msg`Conversation`,
  checkout: msg`Order`,
};

const home: Crumb = { to: '/', label: msg`Home` };

/** The first segments of the signed-in screens; any other path is the 404, which has no crumbs made of the path. */
const TOP = new Set([
  'projects',
  'shop',
  'club-card',
  'balance',
  'news',
  'rewards',
  'resources',
  'team',
  'orders',
  'support',
  'user',
  'cart',
  'checkout',
  'notifications',
  'verify-email',
]);

/**
 * Home, then one crumb per path segment, each linking to the path up to it (/projects/x/survey: 4 crumbs). A path
 * outside the club's screens (the 404) is only home: no "← such" made of /no/such/roof.
 */
export function crumbsFor(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs = [home];
  if (segments.length > 0 && !TOP.has(segments[0] ?? '')) return crumbs;
  segments.forEach((segment, index) => {
    const to = `/${segments.slice(0, index + 1).join('/')}`;
    const parent = segments[index - 1] ?? '';
    const label = SEGMENTS[segment] ?? ITEM[parent] ?? decodeURIComponent(segment);
    crumbs.push({ to, label });
  });
  return crumbs;
}

/** Where a phone's back arrow leads: the nearest crumb above that is a screen (support/chat, not support). */
export function backCrumb(pathname: string): Crumb | null {
  const crumbs = crumbsFor(pathname);
  if (crumbs.length < 3) return null;
  const parent = crumbs[crumbs.length - 2];
  return parent?.to === '/support' ? (crumbs[0] ?? null) : (parent ?? null);
}
