import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { fakeClock } from '../test/fake-clock.ts';
import { testEnv } from '../test/test-app.ts';
import { openTestDb } from '../test/test-db.ts';

describe('request logs (request-log.ts)', () => {
  it('one JSON line per request with its id, and no token, code or query in it', async () => {
    const testDb = await openTestDb();
    const lines: Record<string, unknown>[] = [];
    const { app } = await buildApp({
      env: testEnv(),
      db: testDb.db,
      clock: fakeClock(),
      transport: { deliver: async () => undefined },
      log: (entry) => lines.push(entry),
    });
    try {
      const res = await app.request('/api/v2/installer/login/verify?code=48213&to=owner.pl@example.com', {
        method: 'POST',
        headers: { authorization: 'Bearer secret.token.value', 'content-type': 'application/json' },
        body: JSON.stringify({ userId: '00000000-0000-4000-8000-000000000000', code: '48213' }),
      });
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(/^[\w-]{8,}$/);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        req: id,
        method: 'POST',
        path: '/api/v2/installer/login/verify',
        status: res.status,
      });
      const text = JSON.stringify(lines);
      for (const secret of ['48213', 'secret.token.value', 'owner.pl@example.com', 'Bearer']) {
        expect(text).not.toContain(secret);
      }
      // A proxy's request id is kept, so one id follows the request through the proxy's logs and ours.
      const proxied = await app.request('/api/v1/config/public', { headers: { 'x-request-id': 'proxy-abc-123' } });
      expect(proxied.headers.get('x-request-id')).toBe('proxy-abc-123');
      expect(lines[1]).toMatchObject({ req: 'proxy-abc-123', status: 200 });
    } finally {
      await testDb.drop();
    }
  });
});
