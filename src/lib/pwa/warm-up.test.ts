import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WarmUpReply, WarmUpRequest } from './warm-up-messages.ts';

/** A worker that answers every warm-up on its port, as sw/sw.ts does. */
function stubWorker(reply: Omit<WarmUpReply, 'type'>) {
  const requests: WarmUpRequest[] = [];
  const active = {
    postMessage: vi.fn((request: WarmUpRequest, [port]: MessagePort[]) => {
      requests.push(request);
      port!.postMessage({ type: 'WARMED', ...reply });
    }),
  };
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { ready: Promise.resolve({ active }) } });
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
  return requests;
}

beforeEach(() => {
  vi.resetModules();
  vi.stubEnv('MODE', 'production');
  document.documentElement.removeAttribute('data-offline-ready');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('warmUpOfflineScreens', () => {
  it('asks the worker once per page with the built files loaded, and marks the page ready offline', async () => {
    const requests = stubWorker({ fetched: 12, failed: 0 });
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: `${location.origin}/assets/messages-Abc.js` },
      { name: `${location.origin}/api/v1/me` },
      { name: 'https://elsewhere.example/assets/x.js' },
    ] as PerformanceEntry[]);
    const { warmUpOfflineScreens } = await import('./warm-up.ts');
    expect(await warmUpOfflineScreens()).toEqual({ type: 'WARMED', fetched: 12, failed: 0 });
    await warmUpOfflineScreens();
    expect(requests).toEqual([{ type: 'WARM_UP', loaded: ['/assets/messages-Abc.js'] }]);
    expect(document.documentElement.hasAttribute('data-offline-ready')).toBe(true);
  });

  it('does not mark the page ready when a file could not be cached', async () => {
    stubWorker({ fetched: 3, failed: 1 });
    const { warmUpOfflineScreens } = await import('./warm-up.ts');
    await warmUpOfflineScreens();
    expect(document.documentElement.hasAttribute('data-offline-ready')).toBe(false);
  });
});
