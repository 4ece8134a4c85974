import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { firstScreenCatalogs } from './scripts/vite/first-screen-catalogs.ts';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
          lingui(),
          firstScreenCatalogs(),
        ],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'catalogs',
          environment: 'node',
          include: ['locales/**/*.test.ts', 'contract/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
