import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

const dir = mkdtempSync(join(tmpdir(), 'club-public-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(
  join(dir, 'index.html'),
  '<!doctype html><html><head><title>Installer Club</title><meta name="app-preloads" content="/assets/start-8.js /assets/start-9.css"></head><body><div id="root"></div></body></html>',
);
const route = (file: string, segments: string[], js: string[], css: string[] = []) => ({ file, segments, js, css });
writeFileSync(
  join(dir, 'route-preloads.json'),
  JSON.stringify({
    routes: [
      route('_anonymous/login.tsx', ['login'], ['assets/login-1.js', 'assets/Button-2.js'], ['assets/login-3.css']),
      route('_signed-in/index.tsx', [], ['assets/home-4.js']),
      route('_signed-in/projects/$uuid.tsx', ['projects', ':'], ['assets/project-layout-5.js']),
      route('_signed-in/projects/$uuid/index.tsx', ['projects', ':'], ['assets/project-6.js']),
      route('_signed-in/projects/add.tsx', ['projects', 'add'], ['assets/add-7.js']),
    ],
  }),
);
writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Installer Club"}');
writeFileSync(join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
writeFileSync(join(dir, 'icon.png'), 'png');
const bigScript = `console.log(${JSON.stringify('y'.repeat(4000))});`;
writeFileSync(join(dir, 'assets', 'app-def456.js'), bigScript);
writeFileSync(join(dir, 'assets', 'app-def456.js.br'), brotliCompressSync(bigScript));
writeFileSync(join(dir, 'assets', 'app-def456.js.gz'), gzipSync(bigScript));
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

  it('serves hashed assets as immutable; one the build did not compress goes as it is, with its length', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(Number(res.headers.get('content-length'))).toBe((await res.arrayBuffer()).byteLength);
    expect((await get('/assets/missing-000.js')).status).toBe(404);
  });

  it('serves the precompressed file the browser accepts: brotli first, then gzip, else the plain file', async () => {
    const browser = await get('/assets/app-def456.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(browser.headers.get('content-encoding')).toBe('br');
    expect(browser.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(browser.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(brotliDecompressSync(Buffer.from(await browser.arrayBuffer())).toString()).toBe(bigScript);
    const noBrotli = await get('/assets/app-def456.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBrotli.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/assets/app-def456.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(bigScript);
    // Each encoding has its own validator, so a cache never gets brotli bytes for a gzip request.
    expect(browser.headers.get('etag')).not.toBe(noBrotli.headers.get('etag'));
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

  it("lists the files of the address's screen in the shell, so they load with the app's", async () => {
    const listed = async (path: string) =>
      (await (await get(path)).text()).match(/<meta name="route-preloads" content="([^"]*)">/)?.[1]?.split(' ') ?? [];
    expect(await listed('/login')).toEqual(['/assets/login-1.js', '/assets/Button-2.js', '/assets/login-3.css']);
    expect(await listed('/')).toEqual(['/assets/home-4.js']);
    // The deeper file of the same address, and a named segment over a parameter.
    expect(await listed('/projects/0b6a2f9e-8c1d-4a57-9e3b-2f4d6c8a1b0e')).toEqual(['/assets/project-6.js']);
    expect(await listed('/projects/add')).toEqual(['/assets/add-7.js']);
    expect(await listed('/some/unknown/route')).toEqual([]);
    // The list goes into the head, and each variant of the shell has its own validator.
    expect(await (await get('/login')).text()).toMatch(/login-3\.css"><link /);
    expect((await get('/login')).headers.get('etag')).not.toBe((await get('/')).headers.get('etag'));
    const login = await get('/login');
    expect((await get('/login', { 'if-none-match': login.headers.get('etag')! })).status).toBe(304);
    // The service worker's copy of the shell stays plain.
    expect(await (await get('/index.html')).text()).not.toContain('route-preloads');
  });

  it("preloads the first screen's files from the shell, not a language catalog", async () => {
    const links = async (path: string, host?: string) =>
      [
        ...(await (await get(path, host ? { host } : {})).text()).matchAll(
          /<link rel="(modulepreload|preload)"(?: as="style")? href="([^"]*)" crossorigin>/g,
        ),
      ].map((match) => `${match[1]} ${match[2]}`);
    expect(await links('/login')).toEqual([
      'modulepreload /assets/start-8.js',
      'preload /assets/start-9.css',
      'modulepreload /assets/login-1.js',
      'modulepreload /assets/Button-2.js',
      'preload /assets/login-3.css',
    ]);
    // The catalog is the person's language, which only the boot script knows (decision 0306): not the host's.
    expect(await links('/', 'club.example.pl')).toEqual([
      'modulepreload /assets/start-8.js',
      'preload /assets/start-9.css',
      'modulepreload /assets/home-4.js',
    ]);
    expect((await get('/', { host: 'club.example.pl' })).headers.get('etag')).toBe(
      (await get('/', { host: 'localhost' })).headers.get('etag'),
    );
    // The service worker's copy of the shell stays plain: an installed app has the files already.
    expect(await (await get('/index.html')).text()).not.toContain('modulepreload');
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
