import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Indicator.css';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Indicator, Menu, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { setAppBadge } from '../../../lib/pwa/app-badge.ts';
import { latestNotificationsQuery, unreadCountQuery } from '../api/notification-queries.ts';
import { useMarkRead } from '../api/use-mark-read.ts';
import { notificationTitle } from '../lib/notification-title.ts';

/**
 * The header's bell: the unread count (kept in step with the app icon's badge) and a dropdown with the
 * newest notifications. Self-contained; the lead plugs it into the top bar's notifications slot.
 */
export function HeaderNotifications() {
  const { t, i18n } = useLingui();
  const [opened, setOpened] = useState(false);
  const count = useQuery(unreadCountQuery());
  const latest = useQuery({ ...latestNotificationsQuery(), enabled: opened });
  const unread = count.data?.unread ?? 0;
  const markRead = useMarkRead();

  useEffect(() => {
    if (count.data) void setAppBadge(count.data.unread);
  }, [count.data]);

  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={300} withinPortal>
      <Menu.Target>
        <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} offset={6}>
          <ActionIcon variant="subtle" size={44} aria-label={t`Notifications, ${unread} unread`}>
            <IconBell aria-hidden="true" />
          </ActionIcon>
        </Indicator>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Plural value={unread} one="# unread notification" other="# unread notifications" />
        </Menu.Label>
        {latest.isPending && opened ? (
          <Text size="sm" px="sm" py="xs">
            <Trans>Loading…</Trans>
          </Text>
        ) : latest.data?.data.length ? (
          latest.data.data.map((item) => (
            <Menu.Item
              key={item.uuid}
              mih={44}
              fw={item.mark === 'unread' ? 700 : 400}
              onClick={() => item.mark === 'unread' && markRead.mutate(item.uuid)}
            >
              {notificationTitle(item, i18n)}
              {item.mark === 'unread' && (
                <Text span size="xs" ml={6}>
                  <Trans context="notification state">(unread)</Trans>
                </Text>
              )}
            </Menu.Item>
          ))
        ) : (
          <Text size="sm" px="sm" py="xs">
            <Trans>No notifications yet.</Trans>
          </Text>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
