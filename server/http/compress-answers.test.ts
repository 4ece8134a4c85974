import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('compression of answers (compress-answers.ts)', () => {
  const t = useTestApp();

  it('sends a small answer as it is, with its length', async () => {
    const res = await t.app.request('/api/v1/no-such-call', { headers: BROWSER });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBeNull();
    const body = await res.text();
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(body));
    expect(JSON.parse(body)).toHaveProperty('message');
  });

  it('gzips an answer over 1 KiB for a browser, and nothing for a client that does not ask', async () => {
    const plain = await t.app.request('/api/v1/config/public');
    const text = await plain.text();
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const zipped = await t.app.request('/api/v1/config/public', { headers: BROWSER });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(text);
  });
});
