import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from '#server/test/test-app.ts';
import { seedTestSerials } from './seed-test-serials.ts';

describe('extra test serials', () => {
  const t = useTestApp();

  it('adds free serials that scan like any product, once however often it runs', async () => {
    await seedTestSerials(t.deps.db, 3);
    await seedTestSerials(t.deps.db, 3);
    const [row] = await t.deps.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM products WHERE serial_number LIKE 'RW-CHAOS-%'",
    );
    expect(row?.n).toBe(3);
    const h = bearer((await signIn(t, 'owner.pl@example.com')).token);
    const project = await t.call<{ uuid: string }>(
      'POST',
      '/api/v1/project',
      { streetName: 'ul. Losowa 1', postalCode: '00-001' },
      h,
    );
    const scan = await t.call(
      'POST',
      '/api/v2/scans',
      { project_uuid: project.body.uuid, code: 'RW-CHAOS-00002', uuid: randomUUID() },
      h,
    );
    expect(scan.status).toBe(201);
  });
});
