import type { VerifyResponse } from '#contract/auth.ts';
import { bearer, signIn, type TestApp } from '#server/test/test-app.ts';

/** Signs each demo user in once per test file (the hourly code limit would stop repeated sign-ins). */
export function sessions(t: TestApp) {
  const cache = new Map<string, VerifyResponse>();
  return async (email: string) => {
    let session = cache.get(email);
    if (!session) {
      session = await signIn(t, email);
      cache.set(email, session);
    }
    return { ...session, auth: bearer(session.token) };
  };
}

export async function idOf(t: TestApp, email: string): Promise<{ id: number; uuid: string; company_id: number }> {
  const [row] = await t.deps.db.query<{ id: number; uuid: string; company_id: number }>(
    'SELECT id, uuid::text AS uuid, company_id FROM users WHERE email = $1',
    [email],
  );
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

export async function ledgerOf(t: TestApp, companyId: number, reason: string): Promise<number[]> {
  const rows = await t.deps.db.query<{ points: number }>(
    'SELECT points FROM points_ledger WHERE company_id = $1 AND reason = $2 ORDER BY id',
    [companyId, reason],
  );
  return rows.map((r) => r.points);
}
