import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { companyScope, type KeptScope } from './kept-scopes.ts';

/** Paths whose successful writes change data without a signed-in user: the operator key's commands, dev helpers. */
const KEYED_OR_DEV = /^\/api\/(operator|dev)\//;

/**
 * What the staff console's areas change: the catalogue, the region settings, the content; staff's own accounts,
 * sessions and the support inbox nothing kept. Any other staff write (companies, orders, projects, cards, installer
 * accounts) changes one or more companies and empties all.
 */
const STAFF_AREAS: [RegExp, KeptScope[]][] = [
  [/^\/api\/staff\/catalogue\//, ['catalogue']],
  [/^\/api\/staff\/settings\//, ['settings']],
  [/^\/api\/staff\/(content|hero-slides|resources|regions\/[^/]+\/(hero-slides|resources))(\/|$)/, ['content']],
  [/^\/api\/staff\/(login|logout|passkeys|members|tickets)(\/|$)/, []],
];

function staffScopes(path: string): KeptScope[] {
  for (const [area, scopes] of STAFF_AREAS) if (area.test(path)) return scopes;
  return ['all'];
}

/**
 * Which kept answers a finished request emptied (docs/decisions/0296), asked once it has answered, so after its
 * transaction committed. Reads, refused requests (4xx) and anonymous ones (sign-in attempts, registrations of a
 * new company) change nothing kept. A user's write changes their company and what the route marked (an order: the
 * catalogue's stock); a staff write what it marked, or all when it named nothing; an operator command all. A 5xx
 * counts as a write that may have committed.
 */
export function writeScopes(c: Context<AppEnv>, failed: boolean): KeptScope[] {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return [];
  const status = failed ? 500 : c.res.status;
  if (status >= 400 && status < 500) return [];
  const marked = [...(c.get('changed') ?? [])];
  const user = c.get('user');
  if (user) return [companyScope(user.companyId), ...marked];
  if (c.get('staffWrite')) return marked.length > 0 ? marked : staffScopes(c.req.path);
  if (KEYED_OR_DEV.test(c.req.path)) return ['all'];
  return marked;
}
