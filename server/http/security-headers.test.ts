import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

const publicDir = mkdtempSync(join(tmpdir(), 'club-headers-'));
const inline = "document.documentElement.dataset.scheme='dark';";
writeFileSync(join(publicDir, 'index.html'), `<!doctype html><script>${inline}</script><script src="/a.js"></script>`);

describe('security headers', () => {
  const t = useTestApp({ publicDir });
  afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

  it('the app shell carries a strict CSP that allows exactly its own inline script, and may not be framed', async () => {
    const res = await t.app.request('/projects');
    const csp = res.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    expect(csp).toContain('report-uri /api/v1/csp-report');
    // The page may read its own object and data: URLs, and nothing off its origin.
    expect(csp).toContain("connect-src 'self' blob: data:;");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=(self)');
  });

  it("API answers carry a data answer's own: nothing may run in, frame or sniff them, nor another site read them", async () => {
    const answers = [
      await t.app.request('/api/v1/config/public'),
      // An error and an answer built outside the contract calls (the OpenAPI document) carry the same.
      await t.app.request('/api/v1/company/user/self'),
      await t.app.request('/api/openapi.json'),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 401, 200]);
    for (const res of answers) {
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-request-id')).toBeTruthy();
      // The pages' policy is not repeated on every call.
      expect(res.headers.get('permissions-policy')).toBeNull();
    }
  });

  it('takes violation reports and, outside production, lists them', async () => {
    const report = { 'csp-report': { 'document-uri': 'http://localhost/x', 'blocked-uri': 'inline' } };
    expect((await t.call('POST', '/api/v1/csp-report', report)).status).toBe(204);
    expect((await t.call('POST', '/api/v1/csp-report', { nope: 1 })).status).toBe(400);
    const listed = await t.call('GET', '/api/dev/csp-reports');
    expect(listed.body).toEqual([report]);
  });
});

describe('security headers before the app is built', () => {
  const laterDir = mkdtempSync(join(tmpdir(), 'club-headers-later-'));
  const t = useTestApp({ publicDir: join(laterDir, 'dist') });
  afterAll(() => rmSync(laterDir, { recursive: true, force: true }));

  it('answers with the CSP without the shell, and allows its inline script once it is built', async () => {
    const before = await t.app.request('/projects');
    expect(before.headers.get('content-security-policy')).toMatch(/script-src 'self' *;/);
    mkdirSync(join(laterDir, 'dist'));
    writeFileSync(join(laterDir, 'dist', 'index.html'), `<!doctype html><script>${inline}</script>`);
    const after = await t.app.request('/projects');
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(after.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}'`);
  });
});
