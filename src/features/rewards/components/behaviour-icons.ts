import {
  IconAward,
  IconCamera,
  IconCertificate,
  IconClipboardList,
  IconGift,
  IconHome,
  IconQrcode,
  IconScan,
  IconSchool,
  IconShare,
  IconStar,
  IconTrophy,
  IconUserCircle,
  IconUserPlus,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;

/** Behaviour icons are names staff pick on the server (Tabler's names); an unknown one gets a star. */
const ICONS: Record<string, Icon> = {
  gift: IconGift,
  clipboard: IconClipboardList,
  'clipboard-list': IconClipboardList,
  user: IconUserCircle,
  'user-circle': IconUserCircle,
  home: IconHome,
  scan: IconScan,
  qrcode: IconQrcode,
  'user-plus': IconUserPlus,
  school: IconSchool,
  trophy: IconTrophy,
  award: IconAward,
  certificate: IconCertificate,
  camera: IconCamera,
  share: IconShare,
  star: IconStar,
};

export function behaviourIcon(name: string): Icon {
  return ICONS[name.trim().toLowerCase()] ?? IconStar;
}
