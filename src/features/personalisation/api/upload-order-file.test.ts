import { File as NodeFile } from 'node:buffer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getFreshToken } from '#src/lib/auth/fresh-token.ts';
import { writeToken } from '#src/lib/auth/token-store.ts';
import { setAccessTokenSource } from '#src/lib/http/call-api.ts';
import { uploadPrintFile } from './upload-order-file.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const stored = {
  uuid: '7c1e4b52-3f0a-4d6e-9b1a-5a1d2c3e4f03',
  path: 'orders/logo.png',
  originalName: 'logo.png',
  name: 'logo.png',
  size: 4,
  type: 'image/png',
};

describe('uploading a print file', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refused with 401, renews the token once and sends the same file again', async () => {
    // jsdom's FormData cannot be sent by Node's fetch, as a browser's is: the test uses Node's own.
    const NodeFormData = (
      await new Response('a=b', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()
    ).constructor;
    vi.stubGlobal('FormData', NodeFormData);
    const sent: { auth: string | null; file: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        if (new URL(request.url).pathname === '/api/v2/installer/refresh') {
          return json({ token: 'new-access', refresh_token: 'new-refresh', expiresAt: '2099-01-01T00:00:00Z' });
        }
        const file = (await request.formData()).get('file') as File;
        sent.push({ auth: request.headers.get('Authorization'), file: `${file.name} ${await file.text()}` });
        return request.headers.get('Authorization') === 'Bearer new-access'
          ? json(stored, 201)
          : json({ message: 'Unauthenticated.' }, 401);
      }),
    );
    setAccessTokenSource(getFreshToken);
    writeToken({
      token: 'access',
      refresh_token: 'refresh',
      expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    });

    const answer = await uploadPrintFile(new NodeFile(['logo'], 'logo.png', { type: 'image/png' }) as unknown as File);

    expect(answer).toEqual(stored);
    expect(sent).toEqual([
      { auth: 'Bearer access', file: 'logo.png logo' },
      { auth: 'Bearer new-access', file: 'logo.png logo' },
    ]);
  });
});
