import { i18n } from '@lingui/core';
import { CLUB_LANGUAGES, type ClubLanguage } from '#contract/common.ts';
import { pushKey, pushSubscribe, pushUnsubscribe } from '#contract/push.ts';
import { callApi } from '#src/lib/http/call-api.ts';

/**
 * This device's push subscription (decision 0293): whether the browser can have one, asking the person's permission,
 * subscribing with the server's VAPID key and telling the server, and the reverse.
 */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

const canPush = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The service worker's registration; none in development (it is registered in production builds only). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!canPush()) return undefined;
  return navigator.serviceWorker.getRegistration();
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await registration())?.pushManager.getSubscription() ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!canPush() || !(await registration())) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return Notification.permission === 'granted' && (await currentSubscription()) ? 'on' : 'off';
}

const keyBytes = (base64url: string) => {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
};

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

const language = (): ClubLanguage | undefined =>
  (CLUB_LANGUAGES as readonly string[]).includes(i18n.locale) ? (i18n.locale as ClubLanguage) : undefined;

/** Asks for permission (the browser's prompt, from the person's tap) and subscribes; answers the new state. */
export async function switchPushOn(): Promise<PushState> {
  const found = await registration();
  if (!found) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const { public_key } = await callApi(pushKey);
  const key = keyBytes(public_key);
  let subscription = await found.pushManager.getSubscription();
  // A subscription made with another key (the server's pair was replaced) cannot carry this server's pushes.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await found.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  await callApi(pushSubscribe, {
    body: {
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      language: language(),
    },
  });
  return 'on';
}

/**
 * Removes this device's subscription on the server, then in the browser. On sign-out `token` is the session's, taken
 * before it is dropped; the browser's subscription goes even when the server cannot be told (it answers 404/410 then).
 */
export async function switchPushOff(token?: string): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    await callApi(pushUnsubscribe, { body: { endpoint: subscription.endpoint }, ...(token ? { token } : {}) });
  } finally {
    await subscription.unsubscribe();
  }
}
