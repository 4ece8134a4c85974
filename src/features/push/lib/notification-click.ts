import * as v from 'valibot';
import { PushPayload } from '#contract/push.ts';

/**
 * What the service worker does with a push and a click on its notification (decision 0293), as pure functions so
 * unit tests cover them; sw/push-handlers.ts wires them to the worker's events.
 */

/** The push's JSON, or a plain notice when it is not one the club's server made (never throws on a bad push). */
export function readPushPayload(text: string | null | undefined, fallbackTitle = 'Installer Club'): PushPayload {
  try {
    const parsed = v.safeParse(PushPayload, JSON.parse(text ?? ''));
    if (parsed.success) return parsed.output;
  } catch {
    // Not JSON: the plain notice below.
  }
  return { title: fallbackTitle, body: '', url: '/notifications', tag: 'club', badge: 0 };
}

/** A path of the app to open: the push's own when it is one of this origin's, else the notifications' list. */
export function appUrl(url: unknown, origin: string): string {
  if (typeof url !== 'string') return '/notifications';
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? `${resolved.pathname}${resolved.search}${resolved.hash}` : '/notifications';
  } catch {
    return '/notifications';
  }
}

export interface AppWindow {
  url: string;
  focused?: boolean;
}

/** Paths of the app's own pages; the staff console (its own page, /staff) is not the installer app. */
const isInstallerPage = (url: string, origin: string) => {
  const u = new URL(url);
  return u.origin === origin && !/^\/staff(\.html|\/|$)/.test(u.pathname);
};

/**
 * Where a click on a notification goes: an open window of the app (the focused one first) shows `url`, or, with
 * none open, a new window opens at it.
 */
export function clickTarget<W extends AppWindow>(
  url: unknown,
  origin: string,
  windows: readonly W[],
): { window: W; path: string } | { open: string } {
  const path = appUrl(url, origin);
  const open = windows.filter((w) => isInstallerPage(w.url, origin));
  const window = open.find((w) => w.focused) ?? open[0];
  return window ? { window, path } : { open: path };
}
