import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';

/**
 * What a kept answer was built from, and so which writes must empty it (docs/decisions/0296): one company's data
 * (projects, points, its members' sign-in), a region's shop catalogue, the region settings (tiers, company types,
 * read into many answers) or the content staff edit. 'all' stands for a change nobody named (a job, an operator's
 * command, a staff write that declared nothing, a missed notice).
 */
export type KeptScope = `company:${number}` | 'catalogue' | 'settings' | 'content' | 'all';

const NAMED = new Set<string>(['catalogue', 'settings', 'content', 'all']);

export const companyScope = (companyId: number): KeptScope => `company:${companyId}`;

/** The company a scope names, or null. */
export function companyOf(scope: KeptScope): number | null {
  return scope.startsWith('company:') ? Number(scope.slice(8)) : null;
}

/** Scopes read back from a notice's text; anything unreadable counts as 'all' (a notice must never be lost). */
export function parseScopes(text: string): KeptScope[] {
  const scopes = text.split(',').filter(Boolean);
  if (scopes.length === 0) return ['all'];
  return scopes.map((s) => (NAMED.has(s) || /^company:\d{1,10}$/.test(s) ? (s as KeptScope) : 'all'));
}

/**
 * Names what this request's write changed beyond the caller's own company (an order moves the catalogue's stock) or,
 * for a staff write, what it changed at all; the answers of these scopes go once the write has answered (app.ts).
 */
export function markChanged(c: Context<AppEnv>, ...scopes: KeptScope[]): void {
  const marked = c.get('changed') ?? new Set<KeptScope>();
  for (const scope of scopes) marked.add(scope);
  c.set('changed', marked);
}
