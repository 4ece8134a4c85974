/**
 * `npm run test:smoke`: the production start as an operator runs it (decision 0271), after `npm run build` (this
 * script builds nothing). On a fresh PostgreSQL database it starts `node --enable-source-maps dist-server/main.js`
 * with production settings and checks:
 *
 * - it becomes ready (time and resident memory printed), serves the app and hides the developer outbox;
 * - `node dist-server/seed-demo.js --production` (the operator's CLI from the build) adds the demo beside it;
 * - sign-in with a code that arrives by e-mail over SMTP (server/test/smtp-test-server.ts, the smtp-server package,
 *   with a login), and with one that arrives by text message through the Twilio API (server/test/twilio-standin.ts);
 * - SIGTERM during a request whose body the client trickles over ~3 s: readiness answers 503 and a new request 503
 *   with `Connection: close` while the request finishes with its answer, then the process exits 0 within
 *   SHUTDOWN_DRAIN_MS + 2 s; a second start with a request that never ends still exits 0 within the same bound;
 * - every line on stdout and stderr is a JSON object, and none holds a code, a token, a secret setting or a full
 *   e-mail address or phone number.
 *
 * PostgreSQL: DATABASE_URL, or postgres://postgres@127.0.0.1:5432/test; a database is created for the run and
 * dropped after. When no server answers, the test is skipped with a notice (a failure in CI with DATABASE_URL set).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startSmtpTestServer } from '#server/test/smtp-test-server.ts';
import { startTwilioStandIn } from '#server/test/twilio-standin.ts';
import { generateVapidKeys } from '#server/vapid-keys.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const DRAIN_MS = 8000;
const FORCED_DRAIN_MS = 1500;
/** The bound the brief sets on every exit after SIGTERM. */
const EXIT_MARGIN_MS = 2000;
const TRICKLE_MS = 3000;

const OWNER = { email: 'owner.pl@example.com', phone: '+48500000001', national: '500000001', region: 2 };
const MEMBER_EMAIL = 'member.pl@example.com';

const failures: string[] = [];
function check(what: string, ok: boolean, detail = ''): boolean {
  console.log(`${ok ? '  ok ' : '  FAIL'} ${what}${detail ? `: ${detail}` : ''}`);
  if (!ok) failures.push(detail ? `${what}: ${detail}` : what);
  return ok;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------- the pieces

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** One request on a connection of its own (no pooling: each answer's Connection header is seen as sent). */
function call(port: number, method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        timeout: 10_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in 10 s`)));
    req.on('error', reject);
    req.end(payload);
  });
}

const json = <T>(answer: Answer): T => JSON.parse(answer.text) as T;

/** The quoted-printable soft breaks and =XX escapes undone, enough to read a code in a plain text body. */
function plainText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for `find` to give something (a message arriving at a stand-in). */
async function arrival<T>(find: () => T | undefined, timeoutMs = 20_000): Promise<T | undefined> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const found = find();
    if (found !== undefined) return found;
    await sleep(100);
  }
  return undefined;
}

/** The code in a message's text: five digits on their own. */
const codeIn = (text: string | undefined) => (text ? /(?<!\d)(\d{5})(?!\d)/.exec(text)?.[1] : undefined);

interface Server {
  child: ChildProcess;
  lines: { stream: 'stdout' | 'stderr'; text: string }[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/** `node --enable-source-maps dist-server/main.js`, exactly the image's command, with its lines kept. */
function startServer(env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist-server/main.js'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Server['lines'] = [];
  for (const stream of ['stdout', 'stderr'] as const) {
    let rest = '';
    child[stream]!.setEncoding('utf8');
    child[stream]!.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      for (const text of parts) lines.push({ stream, text });
    });
    child[stream]!.on('end', () => {
      if (rest) lines.push({ stream, text: rest });
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return { child, lines, exited };
}

async function waitReady(port: number, server: Server, timeoutMs = 60_000): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.child.exitCode !== null) return null;
    const answer = await call(port, 'GET', '/api/ready').catch(() => null);
    if (answer?.status === 200) return Date.now();
    await sleep(50);
  }
  return null;
}

function rssMb(pid: number | undefined): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** A request whose headers and first body bytes go now; `finish` trickles the rest and resolves with the answer. */
function slowRequest(port: number, path: string, body: string) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  const opened = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const first = body.slice(0, 4);
  return {
    async begin() {
      await opened;
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${first}`,
      );
    },
    /** The rest of the body in pieces over `overMs`, then the answer (the server closes the connection after it). */
    async finish(overMs: number): Promise<{ answer: string; at: number }> {
      const rest = body.slice(first.length);
      const pieces = 10;
      for (let i = 0; i < pieces; i += 1) {
        await sleep(overMs / pieces);
        socket.write(rest.slice((i * rest.length) / pieces, ((i + 1) * rest.length) / pieces));
      }
      await Promise.race([closed, sleep(DRAIN_MS + EXIT_MARGIN_MS)]);
      return { answer: received, at: Date.now() };
    },
    destroy: () => socket.destroy(),
    closed,
  };
}

/** Lines that differ only in their numbers, once each, with how many there were. */
function kinds(lines: { stream: string; text: string }[]): string[] {
  const counted = new Map<string, number>();
  for (const line of lines) {
    const kind = `${line.stream}: ${line.text.slice(0, 140).replace(/\d+/g, 'N')}`;
    counted.set(kind, (counted.get(kind) ?? 0) + 1);
  }
  return [...counted].map(([kind, count]) => `      ${count > 1 ? `${count}x ` : ''}${kind}`);
}

// ---------------------------------------------------------------------------------------------------- the run

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function main(): Promise<number> {
  for (const file of ['dist-server/main.js', 'dist-server/seed-demo.js', 'dist/index.html']) {
    if (!existsSync(join(ROOT, file))) {
      console.error(`smoke: ${file} is missing. Run \`npm run build\` first (the smoke test builds nothing).`);
      return 1;
    }
  }
  try {
    await adminQuery('SELECT 1');
  } catch (error) {
    const shown = ADMIN_URL.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
    console.log(`PostgreSQL not reachable at ${shown} (${(error as Error).message}): production smoke test skipped`);
    return process.env.CI === 'true' && process.env.DATABASE_URL ? 1 : 0;
  }

  const database = `club_smoke_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${database}`);
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${database}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'club-smoke-'));
  // The message channels the club speaks in production, on this machine: a real SMTP server (smtp-server) that asks
  // for the login in SMTP_URL, and a stand-in for Twilio's Messages API.
  const smtp = await startSmtpTestServer();
  const twilio = await startTwilioStandIn();
  const servers: Server[] = [];
  const secrets: string[] = [];
  try {
    const port = await freePort();
    const vapid = generateVapidKeys();
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'production',
      DATABASE_URL: dbUrl.toString(),
      JWT_SECRET: randomBytes(48).toString('base64url'),
      OPERATOR_KEY: randomBytes(24).toString('base64url'),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_DIR: join(ROOT, 'dist'),
      SMTP_URL: smtp.url,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: twilio.settings.accountSid,
      TWILIO_AUTH_TOKEN: twilio.settings.authToken,
      TWILIO_FROM: twilio.settings.from ?? '',
      TWILIO_API_URL: twilio.settings.apiUrl,
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    };

    console.log(`smoke: node dist-server/main.js, NODE_ENV=production, PostgreSQL database ${database}`);
    const started = Date.now();
    const server = startServer(env);
    servers.push(server);
    const readyAt = await waitReady(port, server);
    if (!check('ready (GET /api/ready 200)', readyAt !== null)) {
      console.error(server.lines.map((line) => line.text).join('\n'));
      return 1;
    }
    const readyMs = readyAt! - started;
    const rssAtReady = rssMb(server.child.pid);
    console.log(`  time to ready ${readyMs} ms, resident memory ${rssAtReady} MB`);

    const shell = await call(port, 'GET', '/');
    check('the app is served', shell.status === 200 && shell.text.includes('<html'), `GET / ${shell.status}`);
    check('no developer outbox in production', (await call(port, 'GET', '/api/dev/outbox')).status === 404);

    // The demo beside the running server, with the operator's CLI from the build (decision 0264: said out loud).
    const seed = spawn(process.execPath, ['--enable-source-maps', 'dist-server/seed-demo.js', '--production'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let seedOutput = '';
    seed.stdout!.on('data', (chunk: Buffer) => {
      seedOutput += chunk.toString();
    });
    seed.stderr!.on('data', (chunk: Buffer) => {
      seedOutput += chunk.toString();
    });
    const seedCode = await new Promise<number | null>((resolve) => seed.once('exit', resolve));
    check('dist-server/seed-demo.js --production', seedCode === 0, seedCode === 0 ? '' : seedOutput.slice(-2000));

    // Sign-in with the code an e-mail carries, then with the one a text message carries.
    const signIn = async (
      how: string,
      body: object,
      received: (after: number) => string | undefined,
      count: () => number,
    ): Promise<string | undefined> => {
      const before = count();
      const login = await call(port, 'POST', '/api/v2/installer/login', body);
      if (!check(`sign-in code asked by ${how}`, login.status === 200, login.status === 200 ? '' : login.text)) return;
      const { user_id: userId, attempt } = json<{ user_id: string; attempt: string }>(login);
      const text = await arrival(() => received(before));
      const code = codeIn(text);
      if (!check(`the code arrives by ${how}`, !!code, code ? '' : text ? 'no 5-digit code in it' : 'nothing in 20 s'))
        return;
      secrets.push(code!);
      const verify = await call(port, 'POST', '/api/v2/installer/login/verify', { userId, code, attempt });
      // The answer holds the tokens: shown only when it is a refusal.
      const refusal = verify.status === 200 ? '' : `${verify.status} ${verify.text.slice(0, 200)}`;
      if (!check(`the code from the ${how} signs in`, verify.status === 200, refusal)) return;
      const tokens = json<{ token: string; refresh_token: string }>(verify);
      secrets.push(tokens.token, tokens.refresh_token);
      return tokens.token;
    };
    const byMail = await signIn(
      'e-mail over SMTP',
      { email: OWNER.email },
      (after) => {
        const mail = smtp.received.slice(after).find((m) => m.rcptTo.includes(OWNER.email));
        return mail && plainText(mail.body);
      },
      () => smtp.received.length,
    );
    if (byMail) {
      const self = await call(port, 'GET', '/api/v1/company/user/self', undefined, byMail);
      check('a signed-in call answers', self.status === 200, `GET /api/v1/company/user/self ${self.status}`);
    }
    await signIn(
      'text message through the Twilio API',
      { phone: OWNER.national, region: OWNER.region },
      (after) => twilio.accepted.slice(after).find((m) => m.to === OWNER.phone)?.body,
      () => twilio.accepted.length,
    );

    // SIGTERM during a slow request.
    const slow = slowRequest(port, '/api/v2/installer/login', JSON.stringify({ email: MEMBER_EMAIL }));
    await slow.begin();
    await sleep(300);
    // An answer on another connection after those bytes: the server has read them, so the request is in flight (bytes
    // still in the socket's buffer when the signal is handled make a new request, refused with 503).
    check('ready before the signal', (await call(port, 'GET', '/api/ready')).status === 200);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const trickled = slow.finish(TRICKLE_MS);
    let readyWhileDraining: Answer | null = null;
    for (let i = 0; i < 40 && readyWhileDraining?.status !== 503; i += 1) {
      readyWhileDraining = await call(port, 'GET', '/api/ready').catch(() => null);
      if (readyWhileDraining?.status !== 503) await sleep(25);
    }
    const readyWhen = Date.now() - signalledAt;
    check(
      '/api/ready answers 503 while draining',
      readyWhileDraining?.status === 503 && json<{ status: string }>(readyWhileDraining).status === 'stopping',
      `${readyWhileDraining?.status ?? 'no answer'} after ${readyWhen} ms`,
    );
    const health = await call(port, 'GET', '/api/health').catch(() => null);
    check('/api/health still answers 200 while draining', health?.status === 200, String(health?.status));
    const refused = await call(port, 'GET', '/api/v1/config/public').catch(() => null);
    check(
      'a new request gets 503 with Connection: close while draining',
      refused?.status === 503 && refused.headers.connection === 'close' && refused.headers['retry-after'] === '5',
      `${refused?.status} connection=${refused?.headers.connection}`,
    );
    const { answer, at: answeredAt } = await trickled;
    check(
      'the request in flight at SIGTERM finishes with its answer',
      /^HTTP\/1\.1 200 /.test(answer) && answer.includes('"attempt"'),
      `${answer.split('\r\n')[0] || 'no answer'} ${answeredAt - signalledAt} ms after SIGTERM`,
    );
    const exit = await Promise.race([server.exited, sleep(DRAIN_MS + EXIT_MARGIN_MS + 5000).then(() => null)]);
    const exitMs = exit ? exit.at - signalledAt : null;
    check(
      `exit 0 within SHUTDOWN_DRAIN_MS + 2 s (${DRAIN_MS + EXIT_MARGIN_MS} ms)`,
      !!exit && exit.code === 0 && exitMs! <= DRAIN_MS + EXIT_MARGIN_MS,
      exit
        ? `code ${exit.code}, ${exitMs} ms after SIGTERM, ${exit.at - answeredAt} ms after the answer`
        : 'still running',
    );
    if (!exit) server.child.kill('SIGKILL');

    // A request that never ends: cut at SHUTDOWN_DRAIN_MS, still exit 0 in time.
    const againStarted = Date.now();
    const again = startServer({ ...env, SHUTDOWN_DRAIN_MS: String(FORCED_DRAIN_MS) });
    servers.push(again);
    const readyAgainAt = await waitReady(port, again);
    check(
      'a second start on the migrated database is ready',
      readyAgainAt !== null,
      readyAgainAt === null ? '' : `${readyAgainAt - againStarted} ms, ${rssMb(again.child.pid)} MB resident`,
    );
    if (readyAgainAt !== null) {
      const stuck = slowRequest(port, '/api/v2/installer/login', JSON.stringify({ email: MEMBER_EMAIL }));
      await stuck.begin();
      await sleep(200);
      await call(port, 'GET', '/api/ready');
      const stuckSignalledAt = Date.now();
      again.child.kill('SIGTERM');
      const forced = await Promise.race([
        again.exited,
        sleep(FORCED_DRAIN_MS + EXIT_MARGIN_MS + 5000).then(() => null),
      ]);
      const forcedMs = forced ? forced.at - stuckSignalledAt : null;
      check(
        `a request still open at SHUTDOWN_DRAIN_MS=${FORCED_DRAIN_MS} is cut; exit 0 within ${FORCED_DRAIN_MS + EXIT_MARGIN_MS} ms`,
        !!forced && forced.code === 0 && forcedMs! <= FORCED_DRAIN_MS + EXIT_MARGIN_MS,
        forced ? `code ${forced.code}, ${forcedMs} ms after SIGTERM` : 'still running',
      );
      stuck.destroy();
      if (!forced) again.child.kill('SIGKILL');
    }

    // SIGTERM while the database is prepared: the start stops after the step under way and the process exits 0.
    const early = startServer({ ...env, SHUTDOWN_DRAIN_MS: String(FORCED_DRAIN_MS) });
    servers.push(early);
    const listening = await arrival(() =>
      early.lines.find((line) => line.text.includes('accepting connections')) ? true : undefined,
    );
    const earlySignalledAt = Date.now();
    early.child.kill('SIGTERM');
    const earlyExit = await Promise.race([
      early.exited,
      sleep(FORCED_DRAIN_MS + EXIT_MARGIN_MS + 5000).then(() => null),
    ]);
    const earlyMs = earlyExit ? earlyExit.at - earlySignalledAt : null;
    check(
      `SIGTERM while starting: exit 0 within ${FORCED_DRAIN_MS + EXIT_MARGIN_MS} ms`,
      !!listening && !!earlyExit && earlyExit.code === 0 && earlyMs! <= FORCED_DRAIN_MS + EXIT_MARGIN_MS,
      earlyExit
        ? `code ${earlyExit.code}, ${earlyMs} ms after SIGTERM, ${
            early.lines.some((line) => line.text.includes('stopped before serving'))
              ? 'before serving'
              : 'after it began serving'
          }`
        : 'still running',
    );
    if (!earlyExit) early.child.kill('SIGKILL');

    // The log: JSON lines only, and nothing a reader could sign in with or contact someone by.
    const lines = servers.flatMap((s) => s.lines).filter((line) => line.text.trim() !== '');
    const plain = lines.filter((line) => {
      try {
        const value: unknown = JSON.parse(line.text);
        return typeof value !== 'object' || value === null || Array.isArray(value);
      } catch {
        return true;
      }
    });
    check(
      `every line on stdout and stderr is a JSON object (${lines.length} lines)`,
      plain.length === 0,
      plain.length === 0 ? '' : `${plain.length} are not; their kinds (numbers as N):\n${kinds(plain).join('\n')}`,
    );
    secrets.push(
      env.JWT_SECRET!,
      env.OPERATOR_KEY!,
      env.VAPID_PRIVATE_KEY!,
      twilio.settings.authToken,
      new URL(smtp.url).password,
    );
    const text = lines.map((line) => line.text.replace(/"pid":\d+/g, '')).join('\n');
    const leaks = [
      ...secrets
        .filter((secret) =>
          secret.length <= 8 ? new RegExp(`(?<![0-9a-f])${secret}(?![0-9a-f])`, 'i').test(text) : text.includes(secret),
        )
        .map((secret) => (secret.length <= 8 ? 'a sign-in code' : 'a token')),
      ...[OWNER.email, MEMBER_EMAIL, OWNER.phone, OWNER.national].filter((address) => text.includes(address)),
    ];
    check('the log holds no code, token, e-mail address or phone number', leaks.length === 0, leaks.join(', '));
    console.log(
      `\nsmoke: ready in ${readyMs} ms with ${rssAtReady} MB resident; SIGTERM -> ready 503 in ${readyWhen} ms, ` +
        `the trickled answer ${answeredAt - signalledAt} ms, exit ${exitMs ?? '-'} ms (SHUTDOWN_DRAIN_MS=${DRAIN_MS})`,
    );
  } finally {
    for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    await smtp.close();
    await twilio.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`\nsmoke: ${failures.length} check(s) failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    return 1;
  }
  console.log('smoke: all checks passed');
  return 0;
}

process.exit(await main());
