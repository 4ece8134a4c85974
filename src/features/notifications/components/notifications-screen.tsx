import './notifications.css';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { PageControls } from '#src/components/page-controls.tsx';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { notificationListQuery } from '../api/notification-queries.ts';
import { useUnreadInStep } from '../api/use-unread-in-step.ts';
import { NotificationDetail } from './notification-detail.tsx';
import { NotificationList } from './notification-list.tsx';

/**
 * The notifications: on a wide screen the list beside a pane with the open one; on a phone the list, and each
 * notification on a page of its own with a way back. Paged 20 at a time, newest first.
 */
export function NotificationsScreen({
  page,
  selected,
  onPage,
}: {
  page: number;
  selected?: string;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const list = useQuery(notificationListQuery(page));
  useUnreadInStep(list);
  usePageTitle(selected && !wide ? undefined : t`Notifications`);

  // On a phone the shell's page header already leads back to the list (its back arrow on detail screens).
  if (selected && !wide) return <NotificationDetail uuid={selected} headingLevel={1} />;

  const unread = list.data?.meta.unread ?? 0;
  const lastPage = list.data?.meta.last_page ?? 1;
  const listPart = (
    <Stack gap="md">
      <NotificationList query={list} page={page} selected={selected} />
      <PageControls page={page} lastPage={lastPage} onPage={onPage} />
    </Stack>
  );
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Notifications</Trans>
        </Title>
        {list.data && (
          <Text c="dimmed">
            {unread === 0 ? (
              <Trans>All read.</Trans>
            ) : (
              <Plural value={unread} one="# unread notification" other="# unread notifications" />
            )}
          </Text>
        )}
      </Stack>
      {wide ? (
        <div className="notif-split">
          {listPart}
          <section className="notif-pane" aria-label={t`Open notification`}>
            {selected ? (
              <NotificationDetail uuid={selected} headingLevel={2} />
            ) : (
              <Card withBorder padding="lg" radius="md">
                <Text c="dimmed">
                  <Trans>Choose a notification to read it here.</Trans>
                </Text>
              </Card>
            )}
          </section>
        </div>
      ) : (
        listPart
      )}
    </Stack>
  );
}
