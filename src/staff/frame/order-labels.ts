import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Tone } from '#src/components/tone-badge.tsx';

export const ORDER_STATUSES = [1, 2, 3, 4, 5] as const;
export type OrderStatusId = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS: Record<OrderStatusId, { label: MessageDescriptor; tone: Tone }> = {
  1: { label: msg({ message: 'Pending', comment: 'An order waiting for staff' }), tone: 'warning' },
  2: { label: msg({ message: 'Approved', comment: 'An order staff approved' }), tone: 'info' },
  3: { label: msg({ message: 'Completed', comment: 'An order delivered' }), tone: 'success' },
  4: { label: msg({ message: 'Rejected', comment: 'An order staff rejected (points refunded)' }), tone: 'danger' },
  5: { label: msg({ message: 'Failed', comment: 'An order that could not be fulfilled' }), tone: 'danger' },
};

export const PRODUCT_TYPE: Record<string, MessageDescriptor> = {
  voucher: msg({ message: 'Voucher', comment: 'An order type' }),
  product: msg({ message: 'Product', comment: 'An order type' }),
  personalised: msg({ message: 'Personalised', comment: 'An order type: personalised marketing materials' }),
  card: msg({ message: 'Club card', comment: 'An order type: a club card top-up' }),
};
