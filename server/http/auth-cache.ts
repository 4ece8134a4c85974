import type { Clock } from '../clock.ts';
import type { AuthUser } from './app-env.ts';

const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * Who a token's subject is (id, company, role, region), kept for a few seconds so that a burst of reads does
 * not look the same user up on every request. A company's write empties its members' entries and a staff command
 * or job empties all, so a removed member, a declined account or a changed role is seen by the next request
 * (docs/decisions/0016-read-path-performance.md, 0296).
 */
export function createAuthCache(clock: Clock) {
  const entries = new Map<string, { user: AuthUser; until: number }>();
  return {
    get(subject: string): AuthUser | undefined {
      const hit = entries.get(subject);
      if (!hit) return undefined;
      if (hit.until > clock.now().getTime()) return hit.user;
      entries.delete(subject);
      return undefined;
    },
    set(subject: string, user: AuthUser): void {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(subject, { user, until: clock.now().getTime() + TTL_MS });
    },
    /** Forgets the users of one company (a write of that company may have removed one or changed a role). */
    dropCompany(companyId: number): void {
      for (const [subject, hit] of entries) if (hit.user.companyId === companyId) entries.delete(subject);
    },
    clear(): void {
      entries.clear();
    },
  };
}

export type AuthCache = ReturnType<typeof createAuthCache>;
