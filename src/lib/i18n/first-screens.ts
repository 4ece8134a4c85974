/**
 * The screens a start most often opens, which start with a part of the catalog (decision 0308): the installed app's
 * start (`/`: the club's home, or the login for a visitor), the login, and the project list. The build puts in that
 * part every message of these screens' route files, of the frame around them and of what they import (also on
 * demand: menus, dialogs, the scanner's shortcut); every other screen waits for the whole catalog.
 */
export const FIRST_SCREENS = [
  { path: '/', routeFile: 'src/routes/_signed-in/index.tsx' },
  { path: '/login', routeFile: 'src/routes/_anonymous/login.tsx' },
  { path: '/projects', routeFile: 'src/routes/_signed-in/projects/index.tsx' },
] as const;

/** The routes around every screen: their messages are in the part too. */
export const FRAME_ROUTE_FILES = [
  'src/routes/__root.tsx',
  'src/routes/_anonymous.tsx',
  'src/routes/_signed-in.tsx',
  'src/routes/-signed-in-frame.tsx',
] as const;

/** Whether an address (its path) is one of the first screens. */
export function isFirstScreen(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return FIRST_SCREENS.some((screen) => screen.path === path);
}
