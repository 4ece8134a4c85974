import { notificationUnreadCount } from '#contract/notifications.ts';
import { hasSession } from '#src/lib/auth/token-store.ts';
import { callApi } from '#src/lib/http/call-api.ts';

interface BadgeNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/** The home-screen icon shows the unread notifications, where the platform has app badges. */
export async function refreshAppBadge(): Promise<void> {
  const nav = navigator as Navigator & BadgeNavigator;
  if (!nav.setAppBadge || !hasSession()) return;
  try {
    const { unread } = await callApi(notificationUnreadCount);
    if (unread > 0) await nav.setAppBadge(unread);
    else await nav.clearAppBadge?.();
  } catch {
    // A badge is a nicety: no signal or no permission changes nothing else.
  }
}
