import { onSigningOut } from '#src/lib/auth/session.ts';
import { switchPushOff } from './push-device.ts';
import { PUSH_MESSAGES } from './push-messages.ts';

interface PushHooks {
  /** A push arrived while the app is open: its notifications (list and badge) are refetched. */
  onPushReceived: () => void;
  /** A click on a notification: the app shows its screen (a path of the app). */
  navigate: (path: string) => void;
}

/** Wires the app to the service worker's pushes, and removes this device's subscription on sign-out (decision 0293). */
export function startPush(hooks: PushHooks): void {
  onSigningOut((token) => void switchPushOff(token ?? undefined).catch(() => undefined));
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string; url?: unknown } | null;
    if (data?.type === PUSH_MESSAGES.received) hooks.onPushReceived();
    if (data?.type === PUSH_MESSAGES.navigate && typeof data.url === 'string' && data.url.startsWith('/'))
      hooks.navigate(data.url);
  });
}
