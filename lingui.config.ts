import { defineConfig } from '@lingui/conf';

export const locales = ['en', 'bg', 'bs', 'cs', 'et', 'hr', 'hu', 'lt', 'lv', 'pl', 'ro', 'sk', 'sl', 'sr', 'uk'];

export default defineConfig({
  sourceLocale: 'en',
  locales,
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/routeTree.gen.ts'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
