import { useLingui } from '@lingui/react/macro';
import { IconCircleCheck, IconCircleDot, IconProgress } from '@tabler/icons-react';
import type { Ticket } from '#contract/support.ts';

type Status = Ticket['status'];
const TONE: Record<Status, 'info' | 'warning' | 'success'> = { 1: 'info', 2: 'warning', 3: 'success' };
const ICON = { 1: IconCircleDot, 2: IconProgress, 3: IconCircleCheck } as const;

/** The spec's ticket states, each with its own icon and its name (never colour alone). */
export function TicketStatusBadge({ status }: { status: Status }) {
  const { t } = useLingui();
  const names: Record<Status, string> = {
    1: t({ message: 'Open', context: 'support ticket status' }),
    2: t({ message: 'In progress', context: 'support ticket status' }),
    3: t({ message: 'Resolved', context: 'support ticket status' }),
  };
  const Icon = ICON[status];
  return (
    <span className="tone-badge" data-tone={TONE[status]} data-status={status}>
      <Icon size={16} stroke={2.2} aria-hidden />
      {names[status]}
    </span>
  );
}
