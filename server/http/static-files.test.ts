import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

const dir = mkdtempSync(join(tmpdir(), 'club-public-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Installer Club</title><div id="root"></div>');
writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Installer Club"}');
writeFileSync(join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
writeFileSync(join(dir, 'icon.png'), 'png');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('static PWA serving', () => {
  const t = useTestApp({ publicDir: dir });
  const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

  it('serves index.html and sw.js with no-cache', async () => {
    for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
    expect((await get('/sw.js')).headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await (await get('/')).text()).toContain('Installer Club');
  });

  it('serves hashed assets as immutable, compressed when asked', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect((await get('/assets/missing-000.js')).status).toBe(404);
  });

  it('answers client routes with the app shell, and revalidates with ETag', async () => {
    for (const path of ['/login', '/projects/123', '/some/unknown/route']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
    const first = await get('/');
    const again = await get('/', { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('does not serve files outside the public directory', async () => {
    const res = await get('/..%2F..%2Fetc%2Fpasswd');
    expect(await res.text()).not.toContain('root:');
  });

  it('tells to build the app when the public directory is missing', async () => {
    const bare = await t.variant({ publicDir: join(dir, 'nothing-here') });
    const res = await bare.app.request('/login');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('npm run build');
  });
});
