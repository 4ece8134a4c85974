import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
export const e2eOperatorKey = 'e2e-operator-key';

/** Debian's Chromium; Playwright's own browser downloads are not available on our machines. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices['Desktop Chrome'],
    launchOptions: chromium,
    locale: 'en-GB',
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'journeys', testIgnore: '**/maintenance.spec.ts' },
    // Maintenance switches the whole server: it runs alone, after every other journey.
    { name: 'maintenance', testMatch: '**/maintenance.spec.ts', dependencies: ['journeys'] },
  ],
  webServer: {
    command: 'rm -rf .e2e-data && npm run build && npm run serve',
    url: `http://localhost:${port}/api/v1/config/public`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: '.e2e-data',
      NODE_ENV: 'test',
      LOGIN_CODE_HOURLY_LIMIT: '1000',
      OPERATOR_KEY: e2eOperatorKey,
    },
  },
});
