import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  IconBooks,
  IconClipboardList,
  IconCoins,
  IconCreditCard,
  IconGift,
  IconHome,
  IconMessageCircle,
  IconNews,
  IconPackage,
  IconShoppingBag,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

export interface NavItem {
  /** A route path; some are built by other issues and answer the in-frame 404 until then. */
  to: string;
  label: MessageDescriptor;
  icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean; className?: string }>;
  /** Shown only when the company has the club card flag. */
  clubCard?: boolean;
}

/** The bottom bar on phones and the header links on wide screens, in this order. */
export const PRIMARY_NAV: NavItem[] = [
  { to: '/', label: msg`Home`, icon: IconHome },
  { to: '/projects', label: msg`Projects`, icon: IconClipboardList },
  { to: '/shop', label: msg`Shop`, icon: IconShoppingBag },
  { to: '/balance', label: msg`Balance`, icon: IconCoins },
];

/** Behind "More": the sheet on phones, a menu in the wide header. */
export const MORE_NAV: NavItem[] = [
  { to: '/news', label: msg`News`, icon: IconNews },
  { to: '/rewards', label: msg`Rewards`, icon: IconGift },
  { to: '/resources', label: msg`Resources`, icon: IconBooks },
  { to: '/team', label: msg`Team`, icon: IconUsers },
  { to: '/orders', label: msg`Orders`, icon: IconPackage },
  { to: '/support/chat', label: msg`Support`, icon: IconMessageCircle },
  { to: '/user', label: msg`Profile`, icon: IconUser },
  { to: '/club-card', label: msg`Club card`, icon: IconCreditCard, clubCard: true },
];

/** Whether a link is the current destination: home only on "/", the others for their whole subtree. */
export function isCurrent(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
