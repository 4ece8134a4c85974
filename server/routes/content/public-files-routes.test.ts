import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/test-app.ts';

const BASE = '/pv/app/public/files';

describe('public files', () => {
  const t = useTestApp();

  it('serves the seeded pictures as SVG with caching headers and a revalidating ETag', async () => {
    const res = await t.app.request(`${BASE}/content/spring-promo-l.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1280" height="720"/);
    expect(svg).not.toMatch(/<script|on\w+=/i);
    const etag = res.headers.get('etag')!;
    const again = await t.app.request(`${BASE}/content/spring-promo-l.svg`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const gzip = await t.app.request(`${BASE}/content/spring-promo-l.svg`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const weak = gzip.headers.get('etag')!;
    expect(weak).toBe(`W/${etag}`);
    const revalidated = await t.app.request(`${BASE}/content/spring-promo-l.svg`, {
      headers: { 'if-none-match': `"other", ${weak}`, 'accept-encoding': 'gzip' },
    });
    expect(revalidated.status).toBe(304);
    const head = await t.app.request(`${BASE}/content/spring-promo-s.svg`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('serves every picture the seeded content and hero images name', async () => {
    const rows = await t.deps.db.query<{ url: string }>(
      `SELECT media->>'thumbnail' AS url FROM content_items WHERE media IS NOT NULL
       UNION SELECT media->>'l' FROM content_items WHERE media IS NOT NULL
       UNION SELECT g->>'s' FROM content_items, jsonb_array_elements(other_images) g
       UNION SELECT image FROM hero_images`,
    );
    expect(rows.length).toBeGreaterThan(20);
    for (const { url } of rows) expect((await t.app.request(url)).status, url).toBe(200);
  });

  it("serves each region's linked legal documents as PDF", async () => {
    const res = await t.app.request(`${BASE}/pl/terms.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect((await t.app.request(`${BASE}/cz/decor-terms.pdf`)).status).toBe(200);
    expect((await t.app.request(`${BASE}/pl/decor-terms.pdf`)).status).toBe(404);
  });

  it('answers 404 (never the app shell) for unknown names and traversal tricks', async () => {
    const tricks = [
      `${BASE}/content/unknown-l.svg`,
      `${BASE}/content/spring-promo-xl.svg`,
      `${BASE}/content/constructor-l.svg`,
      `${BASE}/content/..%2f..%2f..%2fetc%2fpasswd`,
      `${BASE}/..%2f..%2fpackage.json`,
      `${BASE}/content/..%5c..%5cpackage.json`,
      `${BASE}/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc/passwd`,
      `${BASE}/content/spring-promo-l.svg%00.png`,
      `${BASE}/content/%E0%A4%A`,
      `${BASE}/.hidden`,
      `${BASE}/`,
    ];
    for (const path of tricks) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not found.' });
    }
    // URL parsing folds an encoded '..' segment before routing: the path leaves this route altogether.
    const folded = await t.app.request(`${BASE}/content/%2e%2e/%2e%2e/package.json`);
    expect(await folded.text()).not.toContain('"devDependencies"');
  });

  it('serves files other modules keep in DATA_DIR/files, and nothing beside them', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'club-files-'));
    mkdirSync(join(dataDir, 'files', 'avatars'), { recursive: true });
    writeFileSync(join(dataDir, 'files', 'avatars', 'a1.png'), new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(join(dataDir, 'jwt-secret'), 'secret');
    const app = await t.variant({ dataDir });
    const res = await app.app.request(`${BASE}/avatars/a1.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    for (const path of [`${BASE}/..%2fjwt-secret`, `${BASE}/avatars/..%2f..%2fjwt-secret`, `${BASE}/avatars`]) {
      expect((await app.app.request(path)).status, path).toBe(404);
    }
  });
});
