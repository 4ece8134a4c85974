import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_SNAPSHOT_CHARS, type ScreenSnapshot, storeScreenSnapshot, takeScreenSnapshot } from './screen-snapshot.ts';
import { SCREEN_SNAPSHOT_KEY } from './screen-snapshot-keys.ts';
import { screenSnapshotScript } from './screen-snapshot-script.ts';

const BUILD = '/assets/index-B1.js';
const FRAME = '<div class="boot"><div class="boot-bar">Installer Club</div></div>';
const SCREEN = '<div class="signed-in-frame"><main><a href="/projects/p1">ul. Dachowa 1</a></main></div>';

/** A signed-in session's token: a JWT whose subject is the user's uuid. */
function signIn(sub: string): void {
  const payload = btoa(JSON.stringify({ sub })).replace(/=+$/, '');
  localStorage.setItem('token', JSON.stringify({ token: `h.${payload}.s`, refresh_token: 'r', expiresAt: '' }));
}

function page(root: string, path = '/projects'): void {
  // The same stylesheet twice, as Vite's loader adds one while the shell's preload of it is still on its way.
  document.head.innerHTML = `<script type="module" src="${BUILD}"></script>${'<link rel="stylesheet" href="/assets/ui-1.css">'.repeat(2)}`;
  document.body.innerHTML = `<div id="root">${root}</div>`;
  document.title = 'Projects · Installer Club';
  document.documentElement.setAttribute('lang', 'pl');
  document.documentElement.setAttribute('data-mantine-color-scheme', 'dark');
  window.history.replaceState(null, '', path);
}

function controlledByWorker(controlled: boolean): void {
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: controlled ? {} : null } });
}

const kept = (overrides: Partial<ScreenSnapshot> = {}): ScreenSnapshot => ({
  build: BUILD,
  owner: 'user-1',
  path: '/projects',
  title: 'Projects · Installer Club',
  html: SCREEN,
  stylesheets: [],
  attributes: { lang: 'pl', 'data-mantine-color-scheme': 'dark' },
  ...overrides,
});

const runScript = (build = BUILD) => new Function(screenSnapshotScript(build))();
const shown = () => document.querySelector('#root [data-screen-snapshot]');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});

describe('keeping the screen that was left', () => {
  it('keeps what the root shows with its build, address, stylesheets, title and look', () => {
    page(SCREEN, '/projects?status=2');
    expect(takeScreenSnapshot('user-1')).toEqual({
      build: BUILD,
      owner: 'user-1',
      path: '/projects?status=2',
      title: 'Projects · Installer Club',
      html: SCREEN,
      stylesheets: ['/assets/ui-1.css'],
      attributes: { lang: 'pl', 'data-mantine-color-scheme': 'dark' },
    });
  });

  it('keeps nothing without a session, before the app has rendered, or of a screen too large to be worth it', () => {
    page(SCREEN);
    expect(takeScreenSnapshot(null)).toBeNull();
    page(FRAME);
    expect(takeScreenSnapshot('user-1')).toBeNull();
    page(`<div data-screen-snapshot="">${SCREEN}</div>`);
    expect(takeScreenSnapshot('user-1')).toBeNull();
    page(`<p>${'x'.repeat(MAX_SNAPSHOT_CHARS)}</p>`);
    expect(takeScreenSnapshot('user-1')).toBeNull();
  });

  it('a screen that cannot be kept removes the one kept before', () => {
    storeScreenSnapshot(kept());
    storeScreenSnapshot(null);
    expect(localStorage.getItem(SCREEN_SNAPSHOT_KEY)).toBeNull();
  });
});

describe('showing the kept screen at the next start', () => {
  beforeEach(() => {
    signIn('user-1');
    controlledByWorker(true);
    page(FRAME);
    document.documentElement.setAttribute('lang', 'en');
    document.title = 'Installer Club';
  });

  it('replaces the frame with the screen, inert and hidden from assistive technology, in its language and title', () => {
    storeScreenSnapshot(kept());
    runScript();
    const view = shown();
    expect(view?.innerHTML).toBe(SCREEN);
    expect(view).toHaveAttribute('inert');
    expect(view).toHaveAttribute('aria-hidden', 'true');
    expect(document.querySelector('.boot')).toBeNull();
    expect(document.documentElement).toHaveAttribute('lang', 'pl');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(document.title).toBe('Projects · Installer Club');
  });

  it('shows what takeScreenSnapshot kept', () => {
    page(SCREEN);
    storeScreenSnapshot(takeScreenSnapshot('user-1'));
    page(FRAME);
    runScript();
    document.querySelector('link[href="/assets/ui-1.css"]')?.dispatchEvent(new Event('load'));
    expect(shown()?.innerHTML).toBe(SCREEN);
  });

  it.each([
    ['the page is not the installed app (no service worker controls it)', () => controlledByWorker(false)],
    ['it was taken in another build', () => storeScreenSnapshot(kept({ build: '/assets/index-OLD.js' }))],
    ['it shows another address', () => storeScreenSnapshot(kept({ path: '/projects?status=2' }))],
    ['it belongs to another account', () => signIn('user-2')],
    ['nobody is signed in', () => localStorage.removeItem('token')],
    ['the app has rendered already', () => page(SCREEN)],
    [
      'the page was reloaded',
      () =>
        vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'reload' } as unknown as PerformanceEntry]),
    ],
  ])('is not shown when %s', (_case, arrange) => {
    storeScreenSnapshot(kept());
    arrange();
    runScript();
    expect(shown()).toBeNull();
  });

  it('waits for its stylesheets, turning the page’s own preload into a stylesheet', () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="preload" as="style" href="/assets/ui-2.css">');
    storeScreenSnapshot(kept({ stylesheets: ['/assets/ui-2.css', '/assets/route-3.css'] }));
    runScript();
    expect(shown()).toBeNull();
    const preload = document.querySelector('link[href="/assets/ui-2.css"]');
    const added = document.querySelector('link[href="/assets/route-3.css"]');
    expect(preload).toHaveAttribute('rel', 'stylesheet');
    expect(added).toHaveAttribute('rel', 'stylesheet');
    preload?.dispatchEvent(new Event('load'));
    expect(shown()).toBeNull();
    added?.dispatchEvent(new Event('error'));
    expect(shown()?.innerHTML).toBe(SCREEN);
  });

  it('ignores a stored value it cannot read', () => {
    localStorage.setItem(SCREEN_SNAPSHOT_KEY, '{not json');
    expect(() => runScript()).not.toThrow();
    expect(document.querySelector('.boot')).not.toBeNull();
  });
});
