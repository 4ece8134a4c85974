import { defineConfig } from '@lingui/conf';

export const locales = ['en', 'bg', 'bs', 'cs', 'et', 'hr', 'hu', 'lt', 'lv', 'pl', 'ro', 'sk', 'sl', 'sr', 'uk'];

export default defineConfig({
  sourceLocale: 'en',
  locales,
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/routeTree.gen.ts', '<rootDir>/src/staff/**'],
    },
    // The staff console's own texts (decision 0277): the installer's app never loads them.
    {
      path: '<rootDir>/locales/{locale}/staff',
      include: ['<rootDir>/src/staff'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
