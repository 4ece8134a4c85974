import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from '../test-app.ts';
import { callKey, contractCalls, fillPath, type NamedCall, pathParams } from './contract-calls.ts';
import {
  FOREIGN_FIXTURES,
  FOREIGN_QUERY_FIXTURES,
  ID_QUERY_KEY,
  isOperatorPath,
  NOT_COMPANY_SCOPED,
  PUBLIC_QUERY_IDS,
} from './foreign-fixtures.ts';
import { exampleOf, queryExample } from './schema-example.ts';

const calls = await contractCalls();
const userCalls = calls.filter((c) => c.call.auth === 'user');
const withIds = calls.filter((c) => pathParams(c.call.path).length > 0);

function request(named: NamedCall, params: Record<string, unknown>, body?: unknown) {
  const { call } = named;
  const query = new URLSearchParams(queryExample(call.query)).toString();
  const path = `/api${fillPath(call.path, params)}${query ? `?${query}` : ''}`;
  const payload = call.body ? (body ?? exampleOf(call.body)) : undefined;
  return { path, payload };
}

describe('authorization matrix over every contract call', () => {
  const t = useTestApp();
  let ro: Record<string, string>;
  beforeAll(async () => {
    ro = bearer((await signIn(t, 'owner.ro@example.com')).token);
  });

  it('finds the calls of every contract module', () => {
    expect(calls.length).toBeGreaterThan(20);
    expect(new Set(calls.map((c) => callKey(c.call))).size).toBe(calls.length);
  });

  it('has a foreign-id fixture (or a recorded exemption) for every call with an id in its path', () => {
    // Staff calls reach every company by design: their roles guard them (server/routes/staff/staff-access.test.ts).
    const missing = withIds
      .filter((c) => c.call.auth !== 'staff')
      .map((c) => c.call.path)
      .filter((path) => !(path in FOREIGN_FIXTURES) && !(path in NOT_COMPANY_SCOPED) && !isOperatorPath(path));
    expect(missing.join(', '), 'add these paths to server/test/matrix/foreign-fixtures.ts').toBe('');
  });

  it.each(userCalls.map((c) => [callKey(c.call), c] as const))('%s answers 401 without a token', async (_, named) => {
    const params = Object.fromEntries(
      pathParams(named.call.path).map((p) => [
        p,
        exampleOf(named.call.params && (named.call.params as { entries?: Record<string, never> }).entries?.[p]) ?? '1',
      ]),
    );
    const { path, payload } = request(named, params);
    const res = await t.call(named.call.method, path, payload);
    expect(res.status, JSON.stringify(res.body)).toBe(401);
  });

  const operatorCalls = calls.filter((c) => isOperatorPath(c.call.path));
  it.each(operatorCalls.map((c) => [callKey(c.call), c] as const))(
    '%s (staff) answers 401 without the operator key, even with a token',
    async (_, named) => {
      const params = Object.fromEntries(
        pathParams(named.call.path).map((p) => [p, '5f0c6a1e-3b7d-4c2a-9e8f-1a2b3c4d5e6f']),
      );
      const { path, payload } = request(named, params);
      expect((await t.call(named.call.method, path, payload, ro)).status).toBe(401);
    },
  );

  const scoped = withIds.filter((c) => c.call.path in FOREIGN_FIXTURES);
  it.each(scoped.map((c) => [callKey(c.call), c] as const))(
    "%s answers 404 to owner.ro for the PL company's object",
    async (_, named) => {
      const fixture = FOREIGN_FIXTURES[named.call.path]!;
      const [row] = await t.deps.db.query<Record<string, unknown>>(fixture.sql);
      expect(row, `the seed has no PL object for ${named.call.path}; seed one or fix the fixture query`).toBeDefined();
      const params = Object.fromEntries(Object.entries(row!).map(([k, x]) => [k, String(x)]));
      const { path, payload } = request(named, params, fixture.body);
      const res = await t.call(named.call.method, path, payload, ro);
      expect(res.status, `${path} ${JSON.stringify(payload)} -> ${JSON.stringify(res.body)}`).toBe(404);
      expect(res.body).toEqual({ message: 'Not found.' });
    },
  );

  const idQueryKeys = (named: NamedCall) =>
    Object.keys(queryExample(named.call.query)).filter((k) => ID_QUERY_KEY.test(k) && !(k in PUBLIC_QUERY_IDS));

  it('has a foreign-id fixture for every call with an id in its query', () => {
    const missing = userCalls
      .filter((c) => idQueryKeys(c).length > 0 && !(callKey(c.call) in FOREIGN_QUERY_FIXTURES))
      .map((c) => `${callKey(c.call)} (${idQueryKeys(c).join(', ')})`);
    expect(missing.join(', '), 'add these calls to FOREIGN_QUERY_FIXTURES').toBe('');
  });

  const queried = userCalls.filter((c) => callKey(c.call) in FOREIGN_QUERY_FIXTURES);
  it.each(queried.map((c) => [callKey(c.call), c] as const))(
    "%s shows owner.ro nothing of the PL company's object named in the query",
    async (key, named) => {
      const [row] = await t.deps.db.query<Record<string, unknown>>(FOREIGN_QUERY_FIXTURES[key]!);
      expect(row, `the seed has no PL object for ${key}`).toBeDefined();
      const foreign = Object.fromEntries(Object.entries(row!).map(([k, x]) => [k, String(x)]));
      const query = new URLSearchParams({ ...queryExample(named.call.query), ...foreign });
      const res = await t.call(named.call.method, `/api${named.call.path}?${query}`, undefined, ro);
      const text = JSON.stringify(res.body);
      expect([200, 404], text).toContain(res.status);
      for (const value of Object.values(foreign)) expect(text).not.toContain(value);
      expect(text).not.toContain('Kowalski');
    },
  );
});
