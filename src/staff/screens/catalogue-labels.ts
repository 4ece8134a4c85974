import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProductType, Subtype } from '#contract/shop.ts';
import type { PERSONALISATION_FIELDS, StaffProductRow } from '#contract/staff-catalogue.ts';
import type { Tone } from '#src/components/tone-badge.tsx';

export const PRODUCT_TYPE_LABEL: Record<ProductType, MessageDescriptor> = {
  voucher: msg`Voucher`,
  product: msg`Product with variants`,
  personalised: msg`Personalised print`,
  card: msg`Club card`,
};

export const SUBTYPE_LABEL: Record<Subtype, MessageDescriptor> = {
  business_card_horizontal: msg`Business card, horizontal`,
  business_card_vertical: msg`Business card, vertical`,
  banner: msg`Banner`,
  sticker: msg`Sticker`,
  billboard: msg`Billboard`,
  flyer: msg`Flyer`,
};

export const FIELD_LABEL: Record<(typeof PERSONALISATION_FIELDS)[number], MessageDescriptor> = {
  name: msg`First name`,
  surname: msg`Surname`,
  companyName: msg`Company name`,
  phone: msg`Phone`,
  email: msg`E-mail`,
  link: msg`Website`,
  shortDescription: msg`Short description`,
  longDescription: msg`Long description`,
  address: msg`Address`,
  services: msg`Services`,
  logo: msg`Logo`,
  coverImage: msg`Cover image`,
  image: msg`Image`,
  contentImage: msg`Content image`,
};

export const PRODUCT_STATES = ['current', 'on_sale', 'inactive', 'hidden', 'archived', 'all'] as const;
export type ProductState = (typeof PRODUCT_STATES)[number];

export const STATE_LABEL: Record<ProductState, MessageDescriptor> = {
  current: msg`All but archived`,
  on_sale: msg`On sale`,
  inactive: msg`Inactive`,
  hidden: msg`Hidden`,
  archived: msg`Archived`,
  all: msg`All`,
};

/** A product's state on the list, as a badge. */
export function rowState(row: Pick<StaffProductRow, 'active' | 'is_visible' | 'archived'>): {
  tone: Tone;
  label: MessageDescriptor;
} {
  if (row.archived) return { tone: 'neutral', label: msg`Archived` };
  if (!row.active) return { tone: 'warning', label: msg`Inactive` };
  if (!row.is_visible) return { tone: 'warning', label: msg`Hidden` };
  return { tone: 'success', label: msg`On sale` };
}
