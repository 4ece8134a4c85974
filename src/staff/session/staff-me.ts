import { queryOptions } from '@tanstack/react-query';
import { staffMe } from '#contract/staff.ts';
import { callStaff } from './call-staff.ts';

export const staffKeys = {
  all: ['staff'] as const,
  me: () => ['staff', 'me'] as const,
  members: () => ['staff', 'members'] as const,
  dashboard: () => ['staff', 'dashboard'] as const,
  tickets: (filters: object) => ['staff', 'tickets', filters] as const,
  ticket: (uuid: string) => ['staff', 'ticket', uuid] as const,
  audit: (filters: object) => ['staff', 'audit', filters] as const,
  orders: (filters: object) => ['staff', 'orders', filters] as const,
  order: (uuid: string) => ['staff', 'order', uuid] as const,
  orderFile: (order: string, file: string) => ['staff', 'order', order, 'file', file] as const,
  reviews: (filters: object) => ['staff', 'reviews', filters] as const,
  project: (uuid: string) => ['staff', 'project', uuid] as const,
};

/** The signed-in staff member, their session and the role it acts with. */
export function staffMeQuery() {
  return queryOptions({
    queryKey: staffKeys.me(),
    queryFn: ({ signal }) => callStaff(staffMe, { signal }),
    staleTime: 60_000,
  });
}
