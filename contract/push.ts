import * as v from 'valibot';
import { defineCall } from './call.ts';
import { CLUB_LANGUAGES } from './common.ts';

/** The kinds of pushes a person may switch off, each on its own (decision 0293). */
export const PUSH_KINDS = ['orders', 'projects', 'support', 'expiring', 'news'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

const Base64Url = (what: string, min: number, max: number) =>
  v.pipe(
    v.string(`${what} must be text.`),
    v.regex(/^[A-Za-z0-9_-]+=*$/, `${what} must be base64url.`),
    v.minLength(min, `${what} is too short.`),
    v.maxLength(max, `${what} is too long.`),
  );

/**
 * The push services a subscription may point at (decision 0293): the server POSTs to the endpoint, so only the
 * browsers' own services, never an address of the club's network; and this machine over HTTP, which the server
 * accepts outside production only (the tests' stand-in push service).
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^(.+\.)?push\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
];
const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

export function isLocalPushEndpoint(endpoint: string): boolean {
  return (
    URL.canParse(endpoint) && new URL(endpoint).protocol === 'http:' && LOCAL_HOSTS.includes(new URL(endpoint).hostname)
  );
}

export function isPushServiceEndpoint(endpoint: string): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (isLocalPushEndpoint(endpoint)) return true;
  return url.protocol === 'https:' && !url.port && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}

/** What PushSubscription.toJSON() gives: the push service's endpoint and the keys the payload is encrypted to. */
export const PushSubscriptionBody = v.object({
  endpoint: v.pipe(
    v.string('The endpoint must be a URL.'),
    v.maxLength(2000, 'The endpoint is too long.'),
    v.url('The endpoint must be a URL.'),
    v.check(isPushServiceEndpoint, 'This push service is not supported.'),
  ),
  keys: v.object({
    p256dh: Base64Url('The p256dh key', 80, 100),
    auth: Base64Url('The auth secret', 16, 30),
  }),
  /** The app's language on this device: the pushes' texts are in it. */
  language: v.optional(v.picklist(CLUB_LANGUAGES, 'The language must be one of the club languages.')),
});
export type PushSubscriptionBody = v.InferOutput<typeof PushSubscriptionBody>;

export const PushPreferences = v.object({
  orders: v.boolean(),
  projects: v.boolean(),
  support: v.boolean(),
  expiring: v.boolean(),
  news: v.boolean(),
});
export type PushPreferences = v.InferOutput<typeof PushPreferences>;

/**
 * What the service worker receives (the encrypted payload's JSON): the notification's words in the device's
 * language, the screen it opens, its tag (a newer push of the same topic replaces it) and the unread count.
 */
export const PushPayload = v.object({
  title: v.string(),
  body: v.string(),
  url: v.string(),
  tag: v.string(),
  badge: v.number(),
});
export type PushPayload = v.InferOutput<typeof PushPayload>;

export const pushKey = defineCall({
  method: 'GET',
  path: '/v1/push/key',
  auth: 'user',
  summary: "The server's VAPID public key (base64url): the applicationServerKey a device subscribes with.",
  response: v.object({ public_key: v.string() }),
});

export const pushSubscribe = defineCall({
  method: 'PUT',
  path: '/v1/push/subscription',
  auth: 'user',
  status: 204,
  summary: "Stores this device's push subscription for the caller (a known endpoint moves to the caller).",
  body: PushSubscriptionBody,
  response: v.null(),
});

export const pushUnsubscribe = defineCall({
  method: 'POST',
  path: '/v1/push/subscription/remove',
  auth: 'user',
  status: 204,
  summary: "Removes the caller's subscription of this endpoint (on sign-out or when pushes are switched off here).",
  body: v.object({ endpoint: v.pipe(v.string('The endpoint must be a URL.'), v.maxLength(2000)) }),
  response: v.null(),
});

export const pushPreferences = defineCall({
  method: 'GET',
  path: '/v1/push/preferences',
  auth: 'user',
  summary: 'Which kinds of pushes the caller wants (every device of theirs); all of them until changed.',
  response: PushPreferences,
});

export const pushPreferencesUpdate = defineCall({
  method: 'PUT',
  path: '/v1/push/preferences',
  auth: 'user',
  summary: 'Sets which kinds of pushes the caller wants: orders, projects and points, support, expiring points, news.',
  body: PushPreferences,
  response: PushPreferences,
});
