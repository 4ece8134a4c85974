import { useLingui } from '@lingui/react/macro';
import { IconAlertOctagon, IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { Notification } from '#contract/notifications.ts';

type Kind = Notification['type'];

const ICONS = { info: IconInfoCircle, warning: IconAlertTriangle, important: IconAlertOctagon } as const;

/** The kind of a notification in colour, shape and word, so it never rests on colour alone. */
export function NotificationKind({ kind }: { kind: Kind }) {
  const { t } = useLingui();
  const names: Record<Kind, string> = {
    info: t({ message: 'Information', context: 'notification type' }),
    warning: t({ message: 'Warning', context: 'notification type' }),
    important: t({ message: 'Important', context: 'notification type' }),
  };
  const Icon = ICONS[kind] ?? IconInfoCircle;
  return (
    <span className="notif-kind" data-kind={kind}>
      <Icon size={18} aria-hidden="true" />
      {names[kind] ?? names.info}
    </span>
  );
}
