/** Runtime cache names; bump the suffix to drop a cache's content on the next activation. */
export const RUNTIME_CACHES = {
  files: 'club-public-files-v1',
  images: 'club-images-v1',
  fonts: 'club-fonts-v1',
  /** The build's language catalogs and screens, outside the precache (decision 0299). */
  lazy: 'club-lazy-files-v1',
} as const;

/** The API is never answered from any cache of the worker. */
export function isApiUrl(url: URL): boolean {
  return url.pathname === '/api' || url.pathname.startsWith('/api/');
}

export function isPublicFileUrl(url: URL): boolean {
  return url.pathname.startsWith('/pv/app/public/files/');
}

/** The staff console's addresses and page (decision 0277): never answered with the installer's shell. */
export const STAFF_CONSOLE_PATH = /^\/staff(\.html|\/|$)/;
