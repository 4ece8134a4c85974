import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { STATUS_COLOR } from '../project-rules.ts';

/** The project's status, or 'Waiting to sync' while it exists only on this device. */
export function StatusBadge({ statusId, queued, refused }: { statusId: number; queued?: boolean; refused?: boolean }) {
  const { t } = useLingui();
  if (refused)
    return (
      <Badge color="red" variant="light" size="lg">
        {t`Not sent`}
      </Badge>
    );
  if (queued)
    return (
      <Badge color="yellow" variant="light" size="lg">
        {t`Waiting to sync`}
      </Badge>
    );
  const names: Record<number, string> = {
    1: t`Open`,
    2: t`Closed`,
    3: t`Lost`,
    4: t`Rejected`,
    5: t`In review`,
  };
  return (
    <Badge color={STATUS_COLOR[statusId] ?? 'gray'} variant="light" size="lg">
      {names[statusId] ?? ''}
    </Badge>
  );
}
