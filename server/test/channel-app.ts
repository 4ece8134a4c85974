import type { Hono } from 'hono';
import { buildApp } from '#server/app.ts';
import type { Db } from '#server/db/db.ts';
import type { Deps } from '#server/deps.ts';
import type { Env } from '#server/env.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import type { Transport } from '#server/services/messaging/messenger.ts';
import type { FakeClock } from './fake-clock.ts';
import { TEST_OPERATOR_KEY, testEnv } from './test-app.ts';

/** An app over a test database with the message transport a test chose (pickTransport, a gateway's stand-in). */
export interface ChannelApp {
  app: Hono<AppEnv>;
  deps: Deps;
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
  /** An operator call (X-Operator-Key). */
  operator<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
}

export async function channelApp(
  db: Db,
  clock: FakeClock,
  overrides: Partial<Env>,
  transport: (env: Env) => Transport,
): Promise<ChannelApp> {
  const env = testEnv(overrides);
  const { app, deps } = await buildApp({ env, db, clock, transport: transport(env) });
  const send = async (method: string, path: string, body: unknown, headers: Record<string, string>) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const res = await app.request(path, init);
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as never };
  };
  return {
    app,
    deps,
    call: (method, path, body) => send(method, path, body, {}),
    operator: (method, path, body) => send(method, path, body, { 'X-Operator-Key': TEST_OPERATOR_KEY }),
  };
}
