import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv, parseEnv } from './env.ts';
import { generateVapidKeys } from './vapid-keys.ts';

const vapid = generateVapidKeys();
const secrets = {
  JWT_SECRET: 'x'.repeat(32),
  OPERATOR_KEY: 'k'.repeat(16),
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
};

describe('parseEnv', () => {
  it('fills the defaults', () => {
    const env = parseEnv(secrets);
    expect(env).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      nodeEnv: 'development',
      databaseUrl: undefined,
      maintenance: false,
      loginCodeHourlyLimit: 5,
    });
    expect(env.dataDir).toMatch(/\/data$/);
    expect(env.publicDir).toMatch(/\/dist$/);
  });

  it('reads the given values', () => {
    const env = parseEnv({
      ...secrets,
      PORT: '3000',
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://club.example.com',
      DATABASE_URL: 'postgres://u@h:5432/db',
      MAINTENANCE: '1',
      LOGIN_CODE_HOURLY_LIMIT: '100',
    });
    expect(env).toMatchObject({ port: 3000, nodeEnv: 'production', maintenance: true, loginCodeHourlyLimit: 100 });
  });

  it('starts the clock at CLOCK_START outside production only', () => {
    const at = '2026-11-10T09:00:00Z';
    expect(parseEnv({ ...secrets, NODE_ENV: 'test', CLOCK_START: at }).clockStart?.toISOString()).toBe(
      '2026-11-10T09:00:00.000Z',
    );
    const production = { ...secrets, NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://club.example.com' };
    expect(parseEnv({ ...production, CLOCK_START: at }).clockStart).toBeUndefined();
    expect(() => parseEnv({ ...secrets, CLOCK_START: 'november' })).toThrow(/CLOCK_START/);
  });

  it('keeps shared answers 30 s by default, for the given seconds, or not at all', () => {
    expect(parseEnv(secrets).keptAnswersMs).toBe(30_000);
    expect(parseEnv({ ...secrets, KEPT_ANSWERS_SECONDS: '0' }).keptAnswersMs).toBe(0);
    expect(parseEnv({ ...secrets, KEPT_ANSWERS_SECONDS: '5' }).keptAnswersMs).toBe(5_000);
    expect(() => parseEnv({ ...secrets, KEPT_ANSWERS_SECONDS: '301' })).toThrow(/KEPT_ANSWERS_SECONDS/);
  });

  it('drains for SHUTDOWN_DRAIN_MS after SIGTERM: 10 s by default, whole milliseconds from 100 to 300000', () => {
    expect(parseEnv(secrets).shutdownDrainMs).toBe(10_000);
    expect(parseEnv({ ...secrets, SHUTDOWN_DRAIN_MS: '25000' }).shutdownDrainMs).toBe(25_000);
    for (const bad of ['10s', '1.5', '-1', '50', '300001']) {
      expect(() => parseEnv({ ...secrets, SHUTDOWN_DRAIN_MS: bad })).toThrow(/SHUTDOWN_DRAIN_MS/);
    }
  });

  it('names every bad variable', () => {
    const bad = () =>
      parseEnv({ ...secrets, PORT: 'eighty', NODE_ENV: 'staging', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    expect(bad).toThrow(EnvError);
    expect(bad).toThrow(/PORT[\s\S]*NODE_ENV[\s\S]*DATABASE_URL[\s\S]*JWT_SECRET/);
  });

  it('production generates no secret: it refuses to start without JWT_SECRET and OPERATOR_KEY', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'env-'));
    const base = { NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_ORIGIN: 'https://club.example.com' };
    expect(() => loadEnv(base)).toThrow(/JWT_SECRET: is required in production[\s\S]*OPERATOR_KEY: is required/);
    expect(() => loadEnv({ ...base, JWT_SECRET: secrets.JWT_SECRET })).toThrow(/OPERATOR_KEY: is required/);
    expect(() => loadEnv({ ...base, JWT_SECRET: secrets.JWT_SECRET, OPERATOR_KEY: undefined })).toThrow(EnvError);
    expect(readdirSync(dataDir)).toEqual([]);
    expect(loadEnv({ ...base, ...secrets }).operatorKey).toBe(secrets.OPERATOR_KEY);
    expect(() => loadEnv({ ...secrets, NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(/PUBLIC_ORIGIN/);
    // Web Push's VAPID pair too (decision 0293): both keys, and a pair that belongs together.
    const noVapid = { ...base, ...secrets, VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined };
    expect(() => loadEnv(noVapid)).toThrow(/VAPID_PUBLIC_KEY: is required in production/);
    const other = generateVapidKeys();
    expect(() => loadEnv({ ...base, ...secrets, VAPID_PRIVATE_KEY: other.privateKey })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(loadEnv({ ...base, ...secrets }).vapid).toEqual({ ...vapid, subject: 'https://club.example.com' });
  });

  it('outside production the missing secrets are generated once and kept', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'env-'));
    const first = loadEnv({ DATA_DIR: dataDir });
    expect(readdirSync(dataDir).sort()).toEqual(['jwt-secret', 'operator.key', 'vapid-keys.json']);
    expect(loadEnv({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
    expect(loadEnv({ DATA_DIR: dataDir }).vapid.publicKey).toBe(first.vapid.publicKey);
  });

  it('TRUSTED_PROXIES names addresses and ranges; a count or a name is refused', () => {
    expect(parseEnv(secrets).trustedProxies).toEqual([]);
    expect(parseEnv({ ...secrets, TRUSTED_PROXIES: '10.0.0.2, 10.1.0.0/16,fd00::/8' }).trustedProxies).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      'fd00::/8',
    ]);
    expect(() => parseEnv({ ...secrets, TRUSTED_PROXIES: '1' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseEnv({ ...secrets, TRUSTED_PROXIES: 'proxy.local' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseEnv({ ...secrets, TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
  });
});
