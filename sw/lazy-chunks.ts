/// <reference lib="WebWorker" />
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import type { WarmUpReply } from '../src/lib/pwa/warm-up-messages.ts';
import { RUNTIME_CACHES } from './runtime-rules.ts';

declare const self: ServiceWorkerGlobalScope;

/** An entry of the build's list: the lazy ones are marked by scripts/vite/installer-pwa.ts (decision 0299). */
export type BuildEntry = PrecacheEntry & { lazy?: 'screen' | 'catalog' };

/** Splits the build's list into the precache (the shell) and the lazy files, as paths (/assets/x.js). */
export function splitBuildList(entries: (BuildEntry | string)[]) {
  const shell: (PrecacheEntry | string)[] = [];
  const screens: string[] = [];
  const lazy = new Set<string>();
  for (const entry of entries) {
    if (typeof entry === 'string' || !entry.lazy) {
      shell.push(entry);
      continue;
    }
    const path = new URL(entry.url, self.location.origin).pathname;
    lazy.add(path);
    if (entry.lazy === 'screen') screens.push(path);
  }
  return { shell, screens, lazy };
}

/**
 * The lazy files of this build (screens, catalogs) are hashed and immutable: served from the cache first, cached on
 * first use. Only files of this build's list: an old version's chunk is never kept by this worker.
 */
export function cacheLazyFiles(lazy: Set<string>): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && lazy.has(url.pathname),
    new CacheFirst({ cacheName: RUNTIME_CACHES.lazy }),
  );
}

/** Caches every file of `paths` not cached yet, a few at a time. */
export async function warmUp(paths: string[]): Promise<Omit<WarmUpReply, 'type'>> {
  const cache = await caches.open(RUNTIME_CACHES.lazy);
  const missing: string[] = [];
  for (const path of new Set(paths)) if (!(await cache.match(path))) missing.push(path);
  let failed = 0;
  const queue = [...missing];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift())
      await cache.add(path).catch(() => {
        failed++;
      });
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { fetched: missing.length - failed, failed };
}

/** Drops cached lazy files that are not this build's (an update's old chunks). */
export async function dropOtherBuilds(lazy: Set<string>): Promise<void> {
  const cache = await caches.open(RUNTIME_CACHES.lazy);
  for (const request of await cache.keys()) if (!lazy.has(new URL(request.url).pathname)) await cache.delete(request);
}
