import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The ledger's reasons the server writes, in the app's languages; promotions keep the name they were given. */
export const LEDGER_EVENTS: Record<string, MessageDescriptor> = {
  'Welcome points': msg`Welcome points`,
  Survey: msg({ message: 'Project survey', context: 'points history event' }),
  'Filling out the profile': msg`Filling out the profile`,
  'Order Reservation': msg`Points reserved for an order`,
  'Order complete': msg`Order completed`,
  'Order reject': msg`Order rejected: points returned`,
  'Points expired': msg`Points expired`,
  'Club card top-up': msg`Club card top-up`,
  'Club card top-up refund': msg`Club card top-up refunded`,
};

/** Where a ledger row came from, read from its options: an order or a project. */
export function ledgerSource(
  options: Record<string, unknown>,
): { kind: 'order'; uuid: string; number: string } | { kind: 'project'; uuid: string; id: number } | null {
  const order = options.order as { uuid?: unknown; order_number?: unknown } | undefined;
  if (order && typeof order.uuid === 'string')
    return { kind: 'order', uuid: order.uuid, number: String(order.order_number ?? '') };
  const project = options.project as { uuid?: unknown; id?: unknown } | undefined;
  if (project && typeof project.uuid === 'string')
    return { kind: 'project', uuid: project.uuid, id: Number(project.id ?? 0) };
  return null;
}
