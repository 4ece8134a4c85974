import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicConfig } from '#contract/config.ts';
import { storeLocale } from '#src/lib/i18n/language-store.ts';
import { apiHttp, callApi } from './call-api.ts';

// Decision 0287: every request to the API names the language the interface speaks (the one chosen on this device),
// or `*` for the profile's, never the device's own list: the browser adds its own (`en-GB,en`) to a request that
// names none, and the server then answered product types, variants and the survey in English.

function fakeServer() {
  const fetch = vi.fn(async (_request: Request) => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.map(([request]) => request.headers.get('Accept-Language'));
}

describe('the language the app asks the API for', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('is the language chosen on this device, on contract calls and on requests built by hand', async () => {
    const sent = fakeServer();
    storeLocale('pl');
    await callApi(publicConfig).catch(() => undefined);
    await apiHttp.get('v1/behaviour/certificates/x/pdf');
    expect(sent()).toEqual(['pl', 'pl']);
  });

  it('is any (the profile’s) when nothing was chosen here, never the device’s languages', async () => {
    const sent = fakeServer();
    await callApi(publicConfig).catch(() => undefined);
    await apiHttp.get('v1/qr-code');
    expect(sent()).toEqual(['*', '*']);
  });
});
