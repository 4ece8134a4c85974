import { BOOT_FRAME_SELECTOR, SCREEN_SNAPSHOT_KEY, SNAPSHOT_ATTRIBUTE } from './screen-snapshot-keys.ts';

/**
 * The screen a person left, kept on the device so that the installed app shows it again at once on its next start,
 * before its code has run: the inline script from screen-snapshot-script.ts puts it in place of the frame, inert and
 * hidden from assistive technology, and React's first render replaces it (decision 0210). Only the screen that was
 * left is kept, for the account, address and build it was taken in; sign-out forgets it (src/lib/auth/session.ts).
 */
/** A larger screen is not kept: it would cost more to store and parse than it saves. */
export const MAX_SNAPSHOT_CHARS = 400_000;
/** What of <html> the screen's look depends on (language, colour scheme, contrast). */
const HTML_ATTRIBUTES = ['lang', 'dir', 'data-mantine-color-scheme', 'data-contrast'];

export interface ScreenSnapshot {
  /** The build it was taken in (the entry script's address): another build's markup may not fit its styles. */
  build: string;
  /** The account it shows (sessionOwner()). */
  owner: string;
  /** pathname and search of the screen. */
  path: string;
  title: string;
  html: string;
  /** The app's stylesheets that were applied, same-origin paths. */
  stylesheets: string[];
  attributes: Record<string, string>;
}

/** The entry script's address in the document: it changes with every build. */
export function currentBuild(doc: Document = document): string | null {
  return doc.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
}

/** The screen as it is now, or null when there is nothing of the app's own to keep. */
export function takeScreenSnapshot(owner: string | null, doc: Document = document): ScreenSnapshot | null {
  const root = doc.getElementById('root');
  const build = currentBuild(doc);
  if (!owner || !root || !build) return null;
  if (root.querySelector(`${BOOT_FRAME_SELECTOR}, [${SNAPSHOT_ATTRIBUTE}]`)) return null;
  const html = root.innerHTML;
  if (html === '' || html.length > MAX_SNAPSHOT_CHARS) return null;
  const { pathname, search } = doc.location;
  const hrefs = [...doc.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href') ?? '');
  const stylesheets = [...new Set(hrefs)].filter((href) => href.startsWith('/') && !href.startsWith('//'));
  const attributes: Record<string, string> = {};
  for (const name of HTML_ATTRIBUTES) {
    const value = doc.documentElement.getAttribute(name);
    if (value !== null) attributes[name] = value;
  }
  return { build, owner, path: pathname + search, title: doc.title, html, stylesheets, attributes };
}

export function storeScreenSnapshot(snapshot: ScreenSnapshot | null): void {
  try {
    if (snapshot) localStorage.setItem(SCREEN_SNAPSHOT_KEY, JSON.stringify(snapshot));
    else localStorage.removeItem(SCREEN_SNAPSHOT_KEY);
  } catch {
    // Full storage or private mode: the next start shows the frame instead, as without a snapshot.
  }
}

/**
 * Keeps the screen whenever the app goes to the background or is closed: the moments after which it may be
 * started again from its icon. In builds only; a screen that cannot be kept removes the older one.
 */
export function keepScreenSnapshots(owner: () => string | null): void {
  if (import.meta.env.MODE !== 'production') return;
  const keep = () => storeScreenSnapshot(takeScreenSnapshot(owner()));
  addEventListener('pagehide', keep);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') keep();
  });
}
