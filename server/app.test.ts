import { describe, expect, it } from 'vitest';
import { HOUR } from './test/fake-clock.ts';
import { TEST_OPERATOR_KEY, useTestApp } from './test/test-app.ts';

const MAINTENANCE = { status: 503, body: { message: 'The club is under maintenance. Please come back soon.' } };
const operator = { 'X-Operator-Key': TEST_OPERATOR_KEY };

describe('the API as a whole', () => {
  const t = useTestApp();

  it('answers unknown /api paths and methods with a JSON 404', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['DELETE', '/api/v1/config'],
      ['POST', '/api/v9/whatever/else'],
    ] as const) {
      expect(await t.call(method, path), `${method} ${path}`).toMatchObject({
        status: 404,
        body: { message: 'Not found.' },
      });
    }
  });

  it('lists the newest outbox messages first for an address, with "+" sent encoded or not', async () => {
    await t.call('POST', '/api/v2/installer/login', { phone: '500000001', region: 2 });
    t.clock.advance(1000);
    await t.call('POST', '/api/v2/installer/login', { phone: '500000001', region: 2 });
    const encoded = await t.call<{ code: string; created_at: string; to: string }[]>(
      'GET',
      '/api/dev/outbox?to=%2B48500000001',
    );
    const plain = await t.call<unknown[]>('GET', '/api/dev/outbox?to=+48500000001');
    expect(encoded.body).toHaveLength(2);
    expect(plain.body).toEqual(encoded.body);
    const [newest, older] = encoded.body;
    expect(newest!.to).toBe('+48500000001');
    expect(Date.parse(newest!.created_at)).toBeGreaterThan(Date.parse(older!.created_at));
    expect((await t.call('GET', '/api/dev/outbox')).status).toBe(400);
  });

  it('has no dev outbox in production', async () => {
    const production = await t.variant({ nodeEnv: 'production' });
    expect(await production.call('GET', '/api/dev/outbox?to=owner.pl@example.com')).toMatchObject({
      status: 404,
      body: { message: 'Not found.' },
    });
  });

  it('toggles maintenance only with the operator key; /api answers 503 while on, except operator calls', async () => {
    t.clock.advance(HOUR);
    expect(await t.call('POST', '/api/operator/maintenance', { on: true })).toMatchObject({
      status: 401,
      body: { message: 'A valid operator key is required.' },
    });
    const wrongKey = await t.call('POST', '/api/operator/maintenance', { on: true }, { 'X-Operator-Key': 'nope' });
    expect(wrongKey.status).toBe(401);
    expect((await t.call('GET', '/api/v1/config')).status).toBe(200);

    expect(await t.call('POST', '/api/operator/maintenance', { on: true }, operator)).toMatchObject({
      status: 200,
      body: { maintenance: true },
    });
    expect(await t.call('GET', '/api/v1/config')).toMatchObject(MAINTENANCE);
    expect(await t.call('POST', '/api/v2/installer/login', { email: 'owner.pl@example.com' })).toMatchObject(
      MAINTENANCE,
    );
    expect(await t.call('GET', '/api/nope')).toMatchObject(MAINTENANCE);
    expect((await t.call('GET', '/api/operator/maintenance', undefined, operator)).body).toEqual({ maintenance: true });

    const bad = await t.call('POST', '/api/operator/maintenance', { on: 'yes' }, operator);
    expect(bad).toMatchObject({ status: 400, body: { errors: { on: ['Send on: true or false.'] } } });
    expect((await t.call('POST', '/api/operator/maintenance', { on: false }, operator)).body).toEqual({
      maintenance: false,
    });
    expect((await t.call('GET', '/api/v1/config')).status).toBe(200);
  });

  it('starts in maintenance with MAINTENANCE=1', async () => {
    const down = await t.variant({ maintenance: true });
    expect(await down.call('GET', '/api/v1/config/public')).toMatchObject(MAINTENANCE);
    expect((await t.call('GET', '/api/v1/config/public')).status).toBe(200);
  });
});
