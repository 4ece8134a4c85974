import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Notification } from '#contract/notifications.ts';
import { CardsSkeleton, QueryState, type StateQuery } from '#src/components/query-state.tsx';
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
      {/* The kind, the unread mark and the date wrap on a narrow phone in a language with long words. */}
      <Group justify="space-between" gap="xs" align="flex-start">
        <NotificationKind kind={item.type} />
        <Group gap="sm">
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

export type ListQuery = StateQuery<{ data: Notification[] }>;

/** The page's notifications as cards; the empty list says what will appear here. */
export function NotificationList({ query, page, selected }: { query: ListQuery; page: number; selected?: string }) {
  const { t } = useLingui();
  return (
    <QueryState query={query} skeleton={<CardsSkeleton count={4} height={96} />}>
      {({ data: items }) =>
        items.length === 0 ? (
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
        ) : (
          <ul className="notif-list" aria-label={t`Notifications`}>
            {items.map((item) => (
              <li key={item.uuid}>
                <NotificationCard item={item} page={page} current={item.uuid === selected} />
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
