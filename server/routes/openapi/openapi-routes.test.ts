import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { openApiText } from '#contract/openapi.ts';
import { TEST_OPERATOR_KEY, useTestApp } from '#server/test/test-app.ts';

const FILE = readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8');

describe('GET /api/openapi.json', () => {
  const t = useTestApp();

  it('answers the document of docs/openapi.json to anyone, as JSON', async () => {
    const res = await t.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    const text = await res.text();
    expect(text === FILE, 'the served document is docs/openapi.json').toBe(true);
    expect(text).toBe(openApiText());
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(JSON.parse(text).openapi).toMatch(/^3\.1\./);
  });

  it('sends the gzip it keeps, and 304 to a client that has it', async () => {
    const res = await t.app.request('/api/openapi.json', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const zipped = Buffer.from(await res.arrayBuffer());
    expect(zipped.byteLength).toBeLessThan(FILE.length / 4);
    expect(gunzipSync(zipped).toString('utf8') === FILE).toBe(true);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.request('/api/openapi.json', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const plain = await t.app.request('/api/openapi.json');
    expect(plain.headers.get('etag')).toBe(etag.slice(2));
    expect(plain.headers.get('cache-control')).toBe('no-cache');
  });

  it('carries the security headers of every answer and leaves the shared read cache alone', async () => {
    const clear = vi.spyOn(t.deps.sharedReads, 'clear');
    const res = await t.app.request('/api/openapi.json');
    const api = await t.app.request('/api/v1/config/public');
    for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy'])
      expect(res.headers.get(name), name).toBe(api.headers.get(name));
    expect(clear).not.toHaveBeenCalled();
    clear.mockRestore();
  });

  it('leaves the other routes as they were', async () => {
    expect((await t.call('GET', '/api/v1/config/public')).status).toBe(200);
    expect((await t.call('GET', '/api/openapi.yaml')).body).toEqual({ message: 'Not found.' });
    expect((await t.call('POST', '/api/openapi.json')).status).toBe(404);
    expect((await t.call('GET', '/api/v1/company/user/self')).status).toBe(401);
  });

  it('is an /api call: it answers 503 during maintenance like the others', async () => {
    const operator = { 'X-Operator-Key': TEST_OPERATOR_KEY };
    expect((await t.call('POST', '/api/operator/maintenance', { on: true }, operator)).status).toBe(200);
    expect((await t.app.request('/api/openapi.json')).status).toBe(503);
    expect((await t.call('POST', '/api/operator/maintenance', { on: false }, operator)).status).toBe(200);
    expect((await t.app.request('/api/openapi.json')).status).toBe(200);
  });
});
