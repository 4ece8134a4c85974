import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.ts';
import { parseScopes } from './kept-scopes.ts';
import { writeScopes } from './write-scopes.ts';

const request = (method: string, path: string, status: number, vars: Record<string, unknown> = {}) =>
  ({ req: { method, path }, res: { status }, get: (name: string) => vars[name] }) as unknown as Context<AppEnv>;
const user = { id: 1, uuid: 'u', companyId: 7, role: 1, regionId: 2 };

describe('what a finished request empties (decision 0296)', () => {
  it('empties nothing for reads, refusals and anonymous writes', () => {
    expect(writeScopes(request('GET', '/api/v1/project', 200, { user }), false)).toEqual([]);
    expect(writeScopes(request('POST', '/api/v1/project', 422, { user }), false)).toEqual([]);
    expect(writeScopes(request('POST', '/api/v2/installer/login', 200), false)).toEqual([]);
    expect(writeScopes(request('POST', '/api/staff/catalogue/products', 403, { staffWrite: true }), false)).toEqual([]);
  });

  it("empties a user's company and what the route marked; a 5xx counts as a write", () => {
    expect(writeScopes(request('POST', '/api/v1/project', 201, { user }), false)).toEqual(['company:7']);
    const marked = { user, changed: new Set(['catalogue']) };
    expect(writeScopes(request('POST', '/api/v2/orders', 201, marked), false)).toEqual(['company:7', 'catalogue']);
    expect(writeScopes(request('DELETE', '/api/v2/scans/x', 200, { user }), true)).toEqual(['company:7']);
  });

  it("empties a staff area's scope, all for other staff writes and the operator's commands", () => {
    const staff = (path: string) => writeScopes(request('PATCH', path, 200, { staffWrite: true }), false);
    expect(staff('/api/staff/catalogue/products/x')).toEqual(['catalogue']);
    expect(staff('/api/staff/settings/regions/2/tiers/1')).toEqual(['settings']);
    expect(staff('/api/staff/content/x')).toEqual(['content']);
    expect(staff('/api/staff/hero-slides/x')).toEqual(['content']);
    expect(staff('/api/staff/regions/2/resources')).toEqual(['content']);
    expect(staff('/api/staff/tickets/x/reply')).toEqual([]);
    expect(staff('/api/staff/companies/x/points')).toEqual(['all']);
    expect(staff('/api/staff/orders/x/status')).toEqual(['all']);
    expect(writeScopes(request('POST', '/api/operator/jobs/run', 200), false)).toEqual(['all']);
  });

  it('reads the scopes of a notice back, anything unknown as all', () => {
    expect(parseScopes('company:3,catalogue')).toEqual(['company:3', 'catalogue']);
    expect(parseScopes('')).toEqual(['all']);
    expect(parseScopes('company:x')).toEqual(['all']);
  });
});
