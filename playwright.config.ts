import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, e2ePort } from './tests/fixtures/chromium.ts';

const port = e2ePort;
// Each port builds into its own folder, so journeys on two ports (two developers' runs) never share a build.
const publicDir = port === 8181 ? 'dist' : `.e2e-dist-${port}`;
// Journeys that start a server of their own copy this build (tests/fixtures/own-server.ts).
process.env.E2E_PUBLIC_DIR = publicDir;
export const e2eOperatorKey = 'e2e-operator-key';
// dist is the build `npm start` and the smoke test use: when its stamp says it is current (scripts/start-build.ts, as
// `npm test` leaves it after build:if-needed), it is not built a second time. Other ports always build their own.
const build =
  port === 8181
    ? `(npx tsx scripts/start-build.ts --check >/dev/null 2>&1 || NODE_ENV=production npx vite build --outDir ${publicDir})`
    : `NODE_ENV=production npx vite build --outDir ${publicDir}`;

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  outputDir: port === 8181 ? 'test-results' : `test-results-${port}`,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // A journey's budget, not its speed: on a loaded 2-core machine (CI runs on the session's own) journeys that
  // take 15 s on a quiet one reached 40-57 s, and one hit 60 s and passed on its retry.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions,
    locale: 'en-GB',
    // Journeys read the English interface: every browser starts as a device where English was chosen, which wins
    // over the signed-in profile's language (decision 0101). tests/shell.spec.ts starts empty to check the profile.
    storageState: {
      cookies: [],
      origins: [{ origin: `http://localhost:${port}`, localStorage: [{ name: 'language', value: 'en' }] }],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'journeys', testIgnore: '**/maintenance.spec.ts' },
    // Maintenance switches the whole server: it runs alone, after every other journey.
    { name: 'maintenance', testMatch: '**/maintenance.spec.ts', dependencies: ['journeys'] },
    // Last: the server's list of CSP violations reported during all the journeys must be empty.
    { name: 'csp', testMatch: '**/csp-reports.final.ts', dependencies: ['maintenance'] },
  ],
  webServer: {
    command: `rm -rf .e2e-data-${port} && ${build} && npm run serve`,
    url: `http://localhost:${port}/api/v1/config/public`,
    reuseExistingServer: !process.env.CI,
    // The build runs first; on a loaded 2-core machine (helpers building at once) it took over 3 minutes.
    timeout: 480_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: `.e2e-data-${port}`,
      PUBLIC_DIR: publicDir,
      NODE_ENV: 'test',
      LOGIN_CODE_HOURLY_LIMIT: '1000',
      // Parallel journeys sign in to shared accounts from one address: the limits are exercised by API tests.
      LOGIN_WRONG_CODES_HOURLY_LIMIT: '1000',
      ANONYMOUS_REQUESTS_PER_MINUTE: '100000',
      // Every journey registers from this one address; the per-address limit has its API tests.
      REGISTRATIONS_PER_HOUR: '100000',
      // Journeys write (tickets, messages, orders, uploads) as shared accounts from this one address; the write and
      // upload limits have their API tests and tests/write-limits.spec.ts.
      SIGNED_IN_WRITES_PER_MINUTE: '100000',
      UPLOADS_PER_HOUR: '100000',
      // Free serials for the randomized offline runs of tests/chaos.spec.ts.
      TEST_SERIALS: '9600',
      OPERATOR_KEY: e2eOperatorKey,
      // Passkeys are bound to the origin the browser opens (tests/passkeys.spec.ts).
      PUBLIC_ORIGIN: `http://localhost:${port}`,
    },
  },
});
