import { useLingui } from '@lingui/react/macro';
import { type Tone, ToneBadge } from '#src/components/tone-badge.tsx';

/** Project status -> tone: open info, closed success, lost neutral, rejected danger, in review warning. */
const STATUS_TONE: Record<number, Tone> = { 1: 'info', 2: 'success', 3: 'neutral', 4: 'danger', 5: 'warning' };

/** The project's status, or 'Waiting to sync' while it exists only on this device. */
export function StatusBadge({ statusId, queued, refused }: { statusId: number; queued?: boolean; refused?: boolean }) {
  const { t } = useLingui();
  if (refused) return <ToneBadge tone="danger">{t`Not sent`}</ToneBadge>;
  if (queued) return <ToneBadge tone="warning">{t`Waiting to sync`}</ToneBadge>;
  const names: Record<number, string> = {
    1: t({ message: 'Open', context: 'project status' }),
    2: t({ message: 'Closed', context: 'project status' }),
    3: t({ message: 'Lost', context: 'project status' }),
    4: t({ message: 'Rejected', context: 'project status' }),
    5: t({ message: 'In review', context: 'project status' }),
  };
  return <ToneBadge tone={STATUS_TONE[statusId] ?? 'neutral'}>{names[statusId] ?? ''}</ToneBadge>;
}
