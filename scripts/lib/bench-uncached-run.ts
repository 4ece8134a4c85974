/** The uncached part of bench:api (issue 30): scenarios, budgets and the lines it prints. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { Figures } from './api-load.ts';
import { signIn } from './api-load.ts';
import { answerOf, crowd, crowdLoad, floorRatio, startFloor } from './bench-uncached.ts';

type Served = { base: string; pid: number | undefined; databaseUrl: string | undefined };
type WithPg = <T>(extra: Record<string, string>, run: (s: Served) => Promise<T>) => Promise<T>;
type Drive = (pid: number | undefined, opts: autocannon.Options) => Promise<Figures>;

/** Route, path, and the share of the floor's rps it must reach. */
const ROUTES: [string, string, number][] = [
  ['project list', '/api/v1/project?page=1', 0.7],
  ['user self', '/api/v1/company/user/self', 0.7],
  ['shop page', '/api/v2/shop/products?limit=21&page=1', 0.5],
];
const P99_OF_FLOOR = 2;
const CROWD_P99_MS = 50;
/** Limits a crowd on one address would meet (sign-in codes, writes per member), lifted for the bench. */
const UNLIMITED = {
  SIGNED_IN_WRITES_PER_MINUTE: '1000000',
  LOGIN_CODE_HOURLY_LIMIT: '1000000',
  LOGIN_CODE_ACCOUNT_HOURLY_LIMIT: '1000000',
};

const fig = (f: Figures) =>
  `${String(f.rps).padStart(6)} rps  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  non-2xx ${f.non2xx}  errors ${f.errors}  server CPU ${f.cpuMs ?? '?'} ms/req`;

/** Turns of the app and the floor per route; each runs BENCH_SECONDS / SLICES seconds at a time. */
const SLICES = 3;
const sliceSeconds = Math.max(2, Math.round(Number(process.env.BENCH_SECONDS ?? 10) / SLICES));

/** Slices as one run: requests per second over all of them, the median slice's p50 and p99, CPU per request. */
function together(slices: Figures[]): Figures {
  const median = (pick: (f: Figures) => number) =>
    slices.map(pick).sort((a, b) => a - b)[Math.floor(slices.length / 2)]!;
  const cpu = slices.every((f) => f.cpuMs !== null)
    ? Math.round(
        (slices.reduce((sum, f) => sum + f.cpuMs! * f.rps, 0) / slices.reduce((sum, f) => sum + f.rps, 0)) * 100,
      ) / 100
    : null;
  return {
    cpuMs: cpu,
    rps: Math.round(slices.reduce((sum, f) => sum + f.rps, 0) / slices.length),
    p50: median((f) => f.p50),
    p99: median((f) => f.p99),
    non2xx: slices.reduce((sum, f) => sum + f.non2xx, 0),
    errors: slices.reduce((sum, f) => sum + f.errors, 0),
  };
}

export async function benchUncached(withPg: WithPg, drive: Drive, browser: Record<string, string>) {
  const rows: string[] = [];
  let met = true;
  const warm = (url: string, headers: Record<string, string>, requests: autocannon.Request[]) =>
    autocannon({ url, connections: 50, duration: 2, headers, requests });

  await withPg({ KEPT_ANSWERS_SECONDS: '0', ...UNLIMITED }, async ({ base, pid, databaseUrl }) => {
    const { token } = await signIn(base, 'owner.pl@example.com');
    const headers = { authorization: `Bearer ${token}`, ...browser };
    const answers: Record<string, unknown> = {};
    for (const [name, path] of ROUTES) answers[name.replace(' ', '-')] = await answerOf(base, path, headers);
    const dir = mkdtempSync(join(tmpdir(), 'club-floor-'));
    const floor = await startFloor(databaseUrl!, answers, dir);
    try {
      for (const [name, path, share] of ROUTES) {
        const request = [{ method: 'GET' as const, path }];
        const floorRequest = [{ method: 'GET' as const, path: `/floor/${name.replace(' ', '-')}` }];
        await warm(base, headers, request);
        await warm(floor.base, headers, floorRequest);
        // The app and the floor take turns in slices (decision 0298): on a machine shared with other work, load that
        // comes and goes then weighs on both alike instead of on whichever ran during it.
        const appSlices: Figures[] = [];
        const floorSlices: Figures[] = [];
        for (let slice = 0; slice < SLICES; slice += 1) {
          appSlices.push(await drive(pid, { url: base, headers, requests: request, duration: sliceSeconds }));
          floorSlices.push(
            await drive(floor.pid, { url: floor.base, headers, requests: floorRequest, duration: sliceSeconds }),
          );
        }
        const app = together(appSlices);
        const bare = together(floorSlices);
        const r = floorRatio(app, bare);
        const ok = r.rps >= share && r.p99 <= P99_OF_FLOOR && app.non2xx === 0 && app.errors === 0;
        met &&= ok;
        const bytes = JSON.stringify(answers[name.replace(' ', '-')]).length;
        rows.push(`postgres  ${`${name}, nothing kept`.padEnd(27)} ${fig(app)}  ${bytes} B JSON`);
        rows.push(`postgres  ${`${name}, floor`.padEnd(27)} ${fig(bare)}`);
        rows.push(
          `          ${''.padEnd(27)} ${ok ? 'MET' : 'MISSED'} (budget ≥ ${share}x the floor's rps, p99 ≤ ${P99_OF_FLOOR}x: ${r.rps.toFixed(2)}x rps, ${r.p99.toFixed(2)}x p99)`,
        );
      }
    } finally {
      await floor.stop();
      rmSync(dir, { recursive: true, force: true });
    }
    const members = await crowd(base, databaseUrl!);
    await warm(base, {}, crowdLoad(members, browser));
    const mixed = await drive(pid, { url: base, requests: crowdLoad(members, browser) });
    const ok = mixed.p99 <= CROWD_P99_MS && mixed.errors === 0 && mixed.non2xx === 0;
    met &&= ok;
    rows.push(
      `postgres  ${'crowd 10% writes, nothing kept'.padEnd(27)} ${fig(mixed)}  ${ok ? 'MET' : 'MISSED'} (budget p99 ≤ ${CROWD_P99_MS} ms)`,
    );
  });

  await withPg({ ...UNLIMITED }, async ({ base, pid, databaseUrl }) => {
    const members = await crowd(base, databaseUrl!);
    await warm(base, {}, crowdLoad(members, browser));
    const mixed = await drive(pid, { url: base, requests: crowdLoad(members, browser) });
    const ok = mixed.p99 <= CROWD_P99_MS && mixed.errors === 0 && mixed.non2xx === 0;
    met &&= ok;
    rows.push(
      `postgres  ${'crowd 10% writes, kept'.padEnd(27)} ${fig(mixed)}  ${ok ? 'MET' : 'MISSED'} (budget p99 ≤ ${CROWD_P99_MS} ms)`,
    );
  });
  return { rows, met };
}
