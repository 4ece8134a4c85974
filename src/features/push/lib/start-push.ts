import { onSigningOut } from '#src/lib/auth/session.ts';
import { PUSH_MESSAGES } from './push-messages.ts';

interface PushHooks {
  /** A push arrived while the app is open: its notifications (list and badge) are refetched. */
  onPushReceived: () => void;
  /** A click on a notification: the app shows its screen (a path of the app). */
  navigate: (path: string) => void;
}

/**
 * Wires the app to the service worker's pushes, and removes this device's subscription on sign-out (decision 0293).
 * The subscription's code (./push-device.ts, the push contract) loads only then: the login screen does without it
 * (decision 0301); a signed-in screen has it already (the offer to switch pushes on).
 */
export function startPush(hooks: PushHooks): void {
  onSigningOut(
    (token) =>
      void import('./push-device.ts')
        .then(({ switchPushOff }) => switchPushOff(token ?? undefined))
        .catch(() => undefined),
  );
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string; url?: unknown } | null;
    if (data?.type === PUSH_MESSAGES.received) hooks.onPushReceived();
    if (data?.type === PUSH_MESSAGES.navigate && typeof data.url === 'string' && data.url.startsWith('/'))
      hooks.navigate(data.url);
  });
}
