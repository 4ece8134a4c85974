import { useLingui } from '@lingui/react/macro';

export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** Project status -> tone: open info, closed success, lost neutral, rejected danger, in review warning. */
const STATUS_TONE: Record<number, Tone> = { 1: 'info', 2: 'success', 3: 'neutral', 4: 'danger', 5: 'warning' };

/** A badge in the theme's tones (app.css), which pass 4.5:1 in every scheme; it never truncates. */
export function ToneBadge({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span className="tone-badge" data-tone={tone}>
      {children}
    </span>
  );
}

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
