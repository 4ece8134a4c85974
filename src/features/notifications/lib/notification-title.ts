import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Notification } from '../../../../contract/notifications.ts';

/**
 * The notification's title in the reader's language, from its event and meta (the server's parameters);
 * an event the app does not know, or one missing its parameters, keeps the English title the server stored.
 */
export function notificationTitle(item: Pick<Notification, 'event' | 'title' | 'meta'>, i18n: I18n): string {
  const meta = item.meta as Record<string, unknown>;
  switch (item.event) {
    case 'support.replied':
      return i18n._(msg`Support replied`);
    case 'points.expiring':
      return i18n._(msg`Points expiring`);
    case 'order.status_changed':
      return typeof meta.number === 'string' || typeof meta.number === 'number'
        ? i18n._(msg`Order ${String(meta.number)} changed its status`)
        : item.title;
    default:
      return item.title;
  }
}
