/**
 * bench:api's uncached part (issue 30, decision 0296): the app with nothing kept (KEPT_ANSWERS_SECONDS=0) beside a
 * bare Hono + pg floor (floor-server.ts) answering the same JSON, in the same run; and a crowd of 50 users of 20
 * companies reading with 10 % writes (project creations, which empty their company's kept answers as in life).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import pg from 'pg';
import { type Figures, freePort, json, readMix, signIn } from './api-load.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The floor server on the bench's database, answering `answers` (name -> JSON value) at /floor/<name>. */
export async function startFloor(
  databaseUrl: string,
  answers: Record<string, unknown>,
  dir: string,
): Promise<{ base: string; pid: number | undefined; stop: () => Promise<void> }> {
  const file = join(dir, 'floor-answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/lib/floor-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), FLOOR_ANSWERS: file },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening on') && resolve());
    child.on('exit', (code) => reject(new Error(`floor exited with ${code}`)));
  });
  child.stdout!.resume();
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** The answer the app gives `headers`' user at path, as JSON (for the floor to answer the same). */
export async function answerOf(base: string, path: string, headers: Record<string, string>): Promise<unknown> {
  return json(await fetch(`${base}${path}`, { headers: { authorization: headers.authorization! } }));
}

const CROWD_COMPANIES = 20;
const CROWD_USERS = 50;
/** Ledger rows each crowd member earned: a member of some years, whose contributed points /user/self shows. */
const LEDGER_ROWS_PER_USER = 400;

/** 20 companies of owner.pl's region with 50 users between them, each with a history of points; signs them in. */
export async function crowd(base: string, databaseUrl: string) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  await c.query(
    `INSERT INTO companies (region_id, name, city, postal_code)
     SELECT u.region_id, 'Bench company ' || g, 'Kraków', '30-001'
       FROM generate_series(1, ${CROWD_COMPANIES}) g, (SELECT region_id FROM users WHERE email = 'owner.pl@example.com') u`,
  );
  await c.query(
    `INSERT INTO users (company_id, region_id, language_id, role, name, surname, email, verified_email_at)
     SELECT co.id, co.region_id, u.language_id, CASE WHEN g <= ${CROWD_COMPANIES} THEN 3 ELSE 4 END,
            'Bench' || g, 'Member', 'bench' || g || '@example.com', now()
       FROM generate_series(1, ${CROWD_USERS}) g
       JOIN companies co ON co.name = 'Bench company ' || (1 + (g - 1) % ${CROWD_COMPANIES})
       CROSS JOIN (SELECT language_id FROM users WHERE email = 'owner.pl@example.com') u`,
  );
  await c.query(
    `INSERT INTO points_ledger (company_id, user_id, reason, variation, points, created_at)
     SELECT u.company_id, u.id, 'Survey', 'positive', 10 + g % 90, now() - (g % 700) * interval '1 day'
       FROM users u, generate_series(1, ${LEDGER_ROWS_PER_USER}) g WHERE u.email LIKE 'bench%@example.com'`,
  );
  await c.query('ANALYZE');
  await c.end();
  const members: { token: string; companyUuid: string }[] = [];
  for (let g = 1; g <= CROWD_USERS; g += 1) members.push(await signIn(base, `bench${g}@example.com`));
  return members;
}

/**
 * The crowd's load: requests go to the members in turn (autocannon keeps no state per connection), each one of the
 * app's read mix, and `writeShare` of them (in tenths) a project creation of the member's company.
 */
export function crowdLoad(
  members: { token: string; companyUuid: string }[],
  browser: Record<string, string>,
  writeShare = 0.1,
): autocannon.Request[] {
  let n = 0;
  const setupRequest = (req: autocannon.Request): autocannon.Request => {
    n += 1;
    // Ten requests in turn per member, the last of them a write: every member writes, every company is written.
    const member = members[Math.floor(n / 10) % members.length]!;
    const headers = { ...browser, authorization: `Bearer ${member.token}` };
    if (n % 10 >= 10 - Math.round(writeShare * 10)) {
      return {
        ...req,
        method: 'POST',
        path: '/api/v1/project',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ uuid: randomUUID(), streetName: 'ul. Tłumu 1', postalCode: '30-001' }),
      };
    }
    const reads = readMix(member.companyUuid);
    const path = reads[n % reads.length]!;
    return { ...req, method: 'GET', path, headers, body: undefined };
  };
  return [{ method: 'GET', path: '/', setupRequest }];
}

export const floorRatio = (app: Figures, floor: Figures) => ({
  rps: app.rps / Math.max(1, floor.rps),
  p99: app.p99 / Math.max(1, floor.p99),
});
