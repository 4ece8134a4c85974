import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

// The staff console is a page of its own beside the installer's shell (docs/decisions/0277).
const dir = mkdtempSync(join(tmpdir(), 'club-public-staff-'));
mkdirSync(join(dir, 'staff-assets'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root">installer</div></body></html>');
writeFileSync(join(dir, 'staff.html'), '<!doctype html><html><body><div id="root">staff console</div></body></html>');
writeFileSync(join(dir, 'staff-assets', 'staff-abc123.js'), 'console.log("staff");');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the staff console page', () => {
  const t = useTestApp({ publicDir: dir });
  const get = (path: string) => t.app.request(path);

  it('answers /staff and every address below it with staff.html, revalidated each time', async () => {
    for (const path of ['/staff', '/staff/', '/staff/orders', '/staff/orders/123', '/staff/login']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(await res.text(), path).toContain('staff console');
    }
  });

  it('leaves the installer’s addresses to its shell, /staffing included', async () => {
    for (const path of ['/', '/login', '/staffing', '/orders/staff']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('installer');
    }
  });

  it('serves the console’s hashed files as immutable, and a missing one as 404', async () => {
    const res = await get('/staff-assets/staff-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/staff-assets/missing-000.js')).status).toBe(404);
  });
});
