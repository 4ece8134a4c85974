import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getFreshToken } from '#src/lib/auth/fresh-token.ts';
import { writeToken } from '#src/lib/auth/token-store.ts';
import { ApiError, CANCELLED, OFFLINE, toApiError } from './api-error.ts';
import { sendAsUser, setAccessTokenSource } from './call-api.ts';
import { postWithProgress, type UploadProgress } from './upload-with-progress.ts';

type Outcome =
  | { kind: 'answer'; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'error' }
  | { kind: 'timeout' }
  | { kind: 'hang' };

/** A stand-in for the browser's XMLHttpRequest: sends in two steps, then answers as the test says. */
class FakeXhr {
  static outcomes: Outcome[] = [];
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  timeout = 0;
  responseType = '';
  status = 0;
  statusText = '';
  response: Blob | null = null;
  requestHeaders: Record<string, string> = {};
  responseHeaders: Record<string, string> = {};
  upload = {
    onprogress: null as ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name] = value;
  }
  getAllResponseHeaders() {
    return Object.entries(this.responseHeaders)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
  }
  abort() {
    queueMicrotask(() => this.onabort?.());
  }
  send(_body: FormData) {
    FakeXhr.sent.push(this);
    const outcome = FakeXhr.outcomes.shift() ?? { kind: 'hang' };
    setTimeout(() => {
      this.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
      this.upload.onprogress?.({ loaded: 100, total: 100, lengthComputable: true });
      if (outcome.kind === 'answer') {
        this.status = outcome.status;
        this.statusText = outcome.status === 200 ? 'OK' : 'Error';
        this.responseHeaders = { 'content-type': 'application/json', ...outcome.headers };
        // jsdom's Blob cannot make a Node Response: the browser's is one and the same.
        this.response = new NodeBlob([JSON.stringify(outcome.body)], { type: 'application/json' }) as unknown as Blob;
        this.onload?.();
      } else if (outcome.kind === 'error') this.onerror?.();
      else if (outcome.kind === 'timeout') this.ontimeout?.();
    }, 0);
  }
}

const form = () => {
  const body = new FormData();
  body.append('file', new Blob(['png']), 'me.png');
  return body;
};

describe('an upload that tells its progress', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.outcomes = [];
    FakeXhr.sent = [];
  });

  it('posts below /api with the token and the language, reports the bytes sent and answers the response', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    localStorage.setItem('language', 'pl');
    FakeXhr.outcomes = [{ kind: 'answer', status: 200, body: { ok: true } }];
    const seen: UploadProgress[] = [];
    const response = await postWithProgress('v1/company/user/u/avatar', form(), {
      headers: { Authorization: 'Bearer a' },
      timeout: 1000,
      onProgress: (progress) => seen.push(progress),
    });
    expect(await response.json()).toEqual({ ok: true });
    expect(seen).toEqual([
      { loaded: 50, total: 100 },
      { loaded: 100, total: 100 },
    ]);
    const [xhr] = FakeXhr.sent;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe(`${location.origin}/api/v1/company/user/u/avatar`);
    expect(xhr?.requestHeaders).toEqual({ Authorization: 'Bearer a', 'Accept-Language': 'pl' });
    localStorage.removeItem('language');
  });

  it('refused with 401, renews the token once through sendAsUser and sends again', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ token: 'new-access', refresh_token: 'new-refresh', expiresAt: '2099-01-01T00:00:00Z' }),
      ),
    );
    setAccessTokenSource(getFreshToken);
    writeToken({
      token: 'access',
      refresh_token: 'refresh',
      expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    });
    FakeXhr.outcomes = [
      { kind: 'answer', status: 401, body: { message: 'Unauthenticated.' } },
      { kind: 'answer', status: 200, body: { saved: true } },
    ];
    const response = await sendAsUser((headers) =>
      postWithProgress('v1/shop/order/files', form(), { headers, timeout: 1000, onProgress: () => {} }),
    );
    expect(await response.json()).toEqual({ saved: true });
    expect(FakeXhr.sent.map((x) => x.requestHeaders.Authorization)).toEqual(['Bearer access', 'Bearer new-access']);
  });

  it("fails as the app's other calls do: the server's message, no network, a timeout, a cancel", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const options = { headers: {}, timeout: 1000, onProgress: () => {} };
    const failure = (promise: Promise<unknown>) => promise.then(() => null, toApiError);

    FakeXhr.outcomes = [
      { kind: 'answer', status: 415, body: { message: 'Upload a PNG or JPEG image.' } },
      { kind: 'answer', status: 429, body: { message: 'Too many uploads.' }, headers: { 'retry-after': '60' } },
      { kind: 'error' },
      { kind: 'timeout' },
    ];
    const refused = await failure(postWithProgress('x', form(), options));
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 415, messages: ['Upload a PNG or JPEG image.'] });
    expect(await failure(postWithProgress('x', form(), options))).toMatchObject({ status: 429, retryAfterSeconds: 60 });
    expect(await failure(postWithProgress('x', form(), options))).toMatchObject({ status: OFFLINE });
    expect(await failure(postWithProgress('x', form(), options))).toMatchObject({ status: OFFLINE });

    const controller = new AbortController();
    const cancelled = failure(postWithProgress('x', form(), { ...options, signal: controller.signal }));
    controller.abort();
    expect(await cancelled).toMatchObject({ status: CANCELLED });
    expect(await failure(postWithProgress('x', form(), { ...options, signal: controller.signal }))).toMatchObject({
      status: CANCELLED,
    });
  });
});
