import '@mantine/core/styles/Skeleton.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Notification } from '#contract/notifications.ts';
import { formatDate } from '#src/lib/format/format-date.ts';
import { notificationText, notificationTitle } from '../lib/notification-text.ts';
import { NotificationKind } from './notification-kind.tsx';

/** One notification as a card that opens it; the open one is marked as the current page. */
function NotificationCard({ item, page, current }: { item: Notification; page: number; current: boolean }) {
  const { i18n } = useLingui();
  const unread = item.mark === 'unread';
  return (
    <Link
      to="/notifications/$uuid"
      params={{ uuid: item.uuid }}
      search={{ page: page > 1 ? page : undefined }}
      className="notif-card"
      data-kind={item.type}
      data-unread={unread || undefined}
      aria-current={current ? 'page' : undefined}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <NotificationKind kind={item.type} />
        <Group gap="sm" wrap="nowrap">
          {unread && (
            <span className="notif-new">
              <Trans context="notification state">Unread</Trans>
            </span>
          )}
          <Text size="sm" c="dimmed" component="span">
            <time dateTime={item.created_at}>{formatDate(item.created_at)}</time>
          </Text>
        </Group>
      </Group>
      <Text className="notif-card-title" fw={unread ? 800 : 600} mt={8}>
        {notificationTitle(item, i18n)}
      </Text>
      <Text size="sm" c="dimmed" mt={2} className="notif-snippet">
        {notificationText(item, i18n)}
      </Text>
    </Link>
  );
}

export interface ListQuery {
  data?: { data: Notification[] };
  isError: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  refetch: () => unknown;
}

/** The page's notifications as cards, with the list's loading, offline, error and empty states. */
export function NotificationList({ query, page, selected }: { query: ListQuery; page: number; selected?: string }) {
  const { t } = useLingui();
  const items = query.data?.data;
  if (!items) {
    if (query.fetchStatus === 'fetching')
      return (
        <Stack role="status" aria-label={t`Loading notifications`} gap="sm">
          {[1, 2, 3, 4].map((i) => (
            <Skeleton key={i} h={96} radius="md" />
          ))}
        </Stack>
      );
    if (query.fetchStatus === 'paused')
      return (
        <Text role="status">
          <Trans>Your notifications are not saved on this device yet. They will load when the signal is back.</Trans>
        </Text>
      );
    return (
      <Stack gap="xs" align="flex-start" role="alert">
        <Text>
          <Trans>The notifications could not be loaded.</Trans>
        </Text>
        <Button variant="light" h={44} onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    );
  }
  if (items.length === 0)
    return (
      <Stack gap="xs" align="flex-start">
        <Text>
          <Trans>No notifications yet.</Trans>
        </Text>
        <Text c="dimmed">
          <Trans>
            Replies from support, changes to your orders and projects, and points about to expire will appear here.
          </Trans>
        </Text>
      </Stack>
    );
  return (
    <ul className="notif-list" aria-label={t`Notifications`}>
      {items.map((item) => (
        <li key={item.uuid}>
          <NotificationCard item={item} page={page} current={item.uuid === selected} />
        </li>
      ))}
    </ul>
  );
}
