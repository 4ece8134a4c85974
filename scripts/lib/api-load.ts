/** What the API benchmarks share: the real server as a child process, sign-in, and a measured autocannon run. */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The signed-in read mix of bench:api: self, points, projects, notifications, the shop. */
export const readMix = (companyUuid: string) => [
  '/api/v1/company/user/self',
  `/api/v1/company/points/${companyUuid}`,
  '/api/v1/project?page=1',
  '/api/v1/notifications?page=1',
  '/api/v2/shop/products?limit=21&page=1',
];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  // tsx as a loader in the server process itself (its CLI would put a parent process in between).
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept to explain a failed start; requests cut off when the server stops would only add noise.
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 120 s')), 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${stderr.slice(-4000)}`)));
  });
  // Keep reading so a full pipe never blocks the server's console logging.
  child.stdout!.resume();
  return child;
}

export async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function signIn(base: string, email: string): Promise<{ token: string; companyUuid: string }> {
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const login = await json<{ user_id: string }>(await post('/api/v2/installer/login', { email }));
  const [message] = await json<{ code: string }[]>(
    await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`),
  );
  const verify = await json<{ token: string; installer: { company_id: string } }>(
    await post('/api/v2/installer/login/verify', { userId: login.user_id, code: message!.code }),
  );
  return { token: verify.token, companyUuid: verify.installer.company_id };
}

/** CPU seconds (user + system) a process has used, from /proc (Linux); null elsewhere. */
export function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

export interface Figures {
  /** Server CPU per answered request: a figure that holds up when other work shares the machine. */
  cpuMs: number | null;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export async function drive(
  pid: number | undefined,
  opts: autocannon.Options,
  load: { seconds: number; connections: number },
): Promise<Figures> {
  const SECONDS = load.seconds;
  const before = cpuSeconds(pid);
  const result = await autocannon({ connections: load.connections, duration: load.seconds, ...opts });
  const after = cpuSeconds(pid);
  // The run's own length (opts may set a shorter one than the bench's, bench-uncached-run.ts does).
  const answered = result.requests.average * (opts.duration ? Number(opts.duration) : SECONDS);
  return {
    cpuMs:
      before === null || after === null || answered === 0
        ? null
        : Math.round(((after - before) * 1e5) / answered) / 100,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
