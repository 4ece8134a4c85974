import '@mantine/core/styles/Indicator.css';
import './notifications.css';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Indicator, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { MenuOnDemand } from '#src/components/shell/menu-on-demand.tsx';
import { formatDate } from '#src/lib/format/format-date.ts';
import { setAppBadge } from '#src/lib/pwa/app-badge.ts';
import { latestNotificationsQuery, unreadCountQuery } from '../api/notification-queries.ts';
import { useUnreadInStep } from '../api/use-unread-in-step.ts';
import { notificationTitle } from '../lib/notification-text.ts';

/**
 * The header's bell: the unread count (kept in step with the app icon's badge and with the lists) and a
 * dropdown with the newest notifications, each opening its page (which marks it read), and a link to them all.
 */
export function HeaderNotifications() {
  const { t, i18n } = useLingui();
  const [opened, setOpened] = useState(false);
  const count = useQuery(unreadCountQuery());
  const latest = useQuery({ ...latestNotificationsQuery(), enabled: opened });
  useUnreadInStep(latest);
  const unread = count.data?.unread ?? 0;

  useEffect(() => {
    if (count.data) void setAppBadge(count.data.unread);
  }, [count.data]);

  return (
    <MenuOnDemand
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={320}
      withinPortal
      // The button itself is the menu's target: aria-expanded and aria-haspopup belong on it, not on a wrapper.
      target={
        <ActionIcon variant="subtle" size={44} aria-label={t`Notifications, ${unread} unread`}>
          <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} offset={2}>
            <IconBell aria-hidden="true" />
          </Indicator>
        </ActionIcon>
      }
    >
      {(Menu) => (
        <Menu.Dropdown>
          <Menu.Label>
            <Plural value={unread} one="# unread notification" other="# unread notifications" />
          </Menu.Label>
          {/* The items bring their own padding; the loading, offline and failed states get the same. */}
          <Box px={latest.data ? 0 : 'sm'} py={latest.data ? 0 : 'xs'}>
            <QueryState query={latest} inline skeleton={<CardsSkeleton count={3} height={44} radius="sm" />}>
              {({ data: items }) =>
                items.length > 0 ? (
                  items.map((item) => (
                    <Menu.Item
                      key={item.uuid}
                      mih={44}
                      className="notif-menu-item"
                      data-kind={item.type}
                      renderRoot={(props) => <Link {...props} to="/notifications/$uuid" params={{ uuid: item.uuid }} />}
                    >
                      <Text span fw={item.mark === 'unread' ? 800 : 400} size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {notificationTitle(item, i18n)}
                      </Text>
                      <Text span size="xs" c="dimmed" display="block">
                        {formatDate(item.created_at)}
                        {item.mark === 'unread' && (
                          <>
                            {' · '}
                            <Trans context="notification state">Unread</Trans>
                          </>
                        )}
                      </Text>
                    </Menu.Item>
                  ))
                ) : (
                  <Text size="sm" px="sm" py="xs">
                    <Trans>No notifications yet.</Trans>
                  </Text>
                )
              }
            </QueryState>
          </Box>
          <Menu.Divider />
          <Menu.Item mih={44} fw={700} renderRoot={(props) => <Link {...props} to="/notifications" />}>
            <Trans>All notifications</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      )}
    </MenuOnDemand>
  );
}
