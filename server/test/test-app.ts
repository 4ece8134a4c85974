import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import type { VerifyResponse } from '#contract/auth.ts';
import { buildApp } from '../app.ts';
import type { Deps } from '../deps.ts';
import type { Env } from '../env.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Transport } from '../services/messaging/messenger.ts';
import { generateVapidKeys } from '../vapid-keys.ts';
import { type FakeClock, fakeClock } from './fake-clock.ts';
import { openTestDb, type TestDb } from './test-db.ts';

export const TEST_OPERATOR_KEY = 'test-operator-key-0123456789';
/** One VAPID pair for the test run (decision 0293). */
const TEST_VAPID_KEYS = generateVapidKeys();

export function testEnv(overrides: Partial<Env> = {}): Env {
  return {
    port: 0,
    host: '127.0.0.1',
    nodeEnv: 'test',
    databaseUrl: undefined,
    databasePoolMax: 4,
    dataDir: '/nonexistent/data',
    publicDir: '/nonexistent/dist',
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    maintenance: false,
    loginCodeHourlyLimit: 5,
    loginWrongCodesHourlyLimit: 10,
    anonymousRequestsPerMinute: 120,
    testSerials: 0,
    trustedProxies: [],
    publicOrigin: 'http://localhost:8080',
    loginCodeAccountHourlyLimit: 20,
    signedInWritesPerMinute: 30,
    registrationsPerHour: 10,
    uploadQuotaBytes: 100 * 1024 * 1024,
    uploadsPerHour: 30,
    diskFreeMarginBytes: 1024 * 1024 * 1024,
    jobs: true,
    keptAnswersMs: 30_000,
    shutdownDrainMs: 10_000,
    clockStart: undefined,
    vapid: { ...TEST_VAPID_KEYS, subject: 'mailto:test@localhost' },
    operatorKey: TEST_OPERATOR_KEY,
    smtpUrl: undefined,
    smtpFrom: undefined,
    // Unexpected errors (a 500's stack) still show; the rest stays quiet. Tests that read lines pass a logger.
    logLevel: 'error',
    metricsPort: undefined,
    ...overrides,
  };
}

export interface JsonAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestApp {
  app: Hono<AppEnv>;
  deps: Deps;
  clock: FakeClock;
  lines: string[];
  call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<JsonAnswer<T>>;
  /** As `call`, as a client at `address` would (the socket's remote address: limits per client count it). */
  callFrom<T = unknown>(
    address: string,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<JsonAnswer<T>>;
  /** A second app over the same database (other environment, same clock). */
  variant(overrides: Partial<Env>): Promise<TestApp>;
}

async function makeTestApp(testDb: TestDb, clock: FakeClock, overrides: Partial<Env>): Promise<TestApp> {
  const lines: string[] = [];
  const transport: Transport = { deliver: async (m) => void lines.push(`${m.channel} to ${m.to}: ${m.text}`) };
  const { app, deps } = await buildApp({ env: testEnv(overrides), db: testDb.db, clock, transport });
  return {
    app,
    deps,
    clock,
    lines,
    call(method, path, body, headers = {}) {
      return send(undefined, method, path, body, headers);
    },
    callFrom(address, method, path, body, headers = {}) {
      return send(address, method, path, body, headers);
    },
    variant: (more) => makeTestApp(testDb, clock, { ...overrides, ...more }),
  };

  async function send(
    address: string | undefined,
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<JsonAnswer<never>> {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const bindings = address === undefined ? undefined : { incoming: { socket: { remoteAddress: address } } };
    const res = await app.request(path, init, bindings);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {}
    return { status: res.status, body: parsed as never, headers: res.headers };
  }
}

/**
 * One migrated, seeded database per test file (fresh PGlite in memory, or a new PostgreSQL database),
 * with a fake clock. Use in a describe or at file level; the returned object fills in before the tests.
 */
export function useTestApp(overrides: Partial<Env> = {}): TestApp {
  let testDb: TestDb | undefined;
  const holder = {} as TestApp;
  beforeAll(async () => {
    testDb = await openTestDb();
    Object.assign(holder, await makeTestApp(testDb, fakeClock(), overrides));
  });
  afterAll(async () => {
    await testDb?.drop();
  });
  return holder;
}

/** The newest code the outbox holds for an address. */
export async function lastCode(t: TestApp, to: string): Promise<string> {
  const [row] = await t.deps.db.query<{ code: string }>(
    'SELECT code FROM outbox_messages WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
    [to],
  );
  if (!row) throw new Error(`no code sent to ${to}`);
  return row.code;
}

/** Signs in by e-mail code; answers the verify response. */
export async function signIn(t: TestApp, email: string): Promise<VerifyResponse> {
  const login = await t.call<{ user_id: string }>('POST', '/api/v2/installer/login', { email });
  if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${JSON.stringify(login.body)}`);
  const code = await lastCode(t, email);
  const verify = await t.call<VerifyResponse>('POST', '/api/v2/installer/login/verify', {
    userId: login.body.user_id,
    code,
  });
  if (verify.status !== 200) throw new Error(`verify ${email}: ${verify.status}`);
  return verify.body;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
