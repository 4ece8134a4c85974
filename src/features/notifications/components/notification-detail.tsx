import '@mantine/core/styles/Skeleton.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { Notification } from '#contract/notifications.ts';
import { QueryState } from '#src/components/query-state.tsx';
import { formatDateTime } from '#src/lib/format/format-date.ts';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { notificationKeys, notificationQuery } from '../api/notification-queries.ts';
import { useMarkRead } from '../api/use-mark-read.ts';
import { notificationAction, notificationText, notificationTitle } from '../lib/notification-text.ts';
import { NotificationKind } from './notification-kind.tsx';

/** The notification as a list page already holds it, so the pane shows it at once while the detail loads. */
function fromLists(queryClient: ReturnType<typeof useQueryClient>, uuid: string): Notification | undefined {
  for (const [, page] of queryClient.getQueriesData<{ data: Notification[] }>({ queryKey: notificationKeys.all })) {
    const hit = page?.data?.find?.((n) => n.uuid === uuid);
    if (hit) return hit;
  }
  return undefined;
}

const NOTIFICATION_SKELETON = (
  <Stack>
    <Skeleton h={28} w={140} radius="xl" />
    <Skeleton h={36} w="80%" />
    <Skeleton h={96} />
  </Stack>
);

/**
 * One notification: its kind, date, title and text in the reader's language, and where it leads. Opening it
 * marks it read (once; the header count drops at the same moment).
 */
export function NotificationDetail({ uuid, headingLevel }: { uuid: string; headingLevel: 1 | 2 }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const query = useQuery({ ...notificationQuery(uuid), placeholderData: () => fromLists(queryClient, uuid) });
  const item = query.data;
  const markRead = useMarkRead();
  const marked = useRef<string | null>(null);
  const title = item ? notificationTitle(item, i18n) : undefined;
  usePageTitle(headingLevel === 1 ? (title ?? t`Notification`) : undefined);

  useEffect(() => {
    if (item?.mark === 'unread' && marked.current !== uuid) {
      marked.current = uuid;
      markRead.mutate(uuid);
    }
  }, [item?.mark, uuid, markRead]);

  return (
    <Stack gap="sm">
      <QueryState
        query={query}
        skeleton={NOTIFICATION_SKELETON}
        // Beside the list (wide screens) the list already says how old the copy is.
        copyAge={headingLevel === 1}
        notFound={<Trans>This notification is not there any more.</Trans>}
      >
        {(shown) => <NotificationView item={shown} uuid={uuid} headingLevel={headingLevel} />}
      </QueryState>
    </Stack>
  );
}

function NotificationView({ item, uuid, headingLevel }: { item: Notification; uuid: string; headingLevel: 1 | 2 }) {
  const { i18n } = useLingui();
  const title = notificationTitle(item, i18n);
  const action = notificationAction(item);
  const when = formatDateTime(item.created_at, i18n.locale);
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-labelledby={`notification-${uuid}`}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <NotificationKind kind={item.type} />
          <Text size="sm" c="dimmed">
            <time dateTime={item.created_at}>{when}</time>
          </Text>
        </Group>
        <Title order={headingLevel} size="h2" id={`notification-${uuid}`} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Text className="notif-body">{notificationText(item, i18n)}</Text>
        {action && (
          <Group>
            <Button
              h={48}
              rightSection={<IconArrowRight size={20} aria-hidden="true" />}
              renderRoot={(props) => <Link {...props} to={action.to as '/'} params={action.params as never} />}
            >
              {i18n._(action.label)}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
