import { defineConfig } from '@lingui/cli';

// One catalog for the first page and the shell, and one per large lazily loaded area: a screen's strings
// load with its chunk (src/features/<area>/catalog.ts), so they do not weigh on `/` (bench/bundle.ts).
const lazyAreas = ['play', 'account-settings'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en'],
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: lazyAreas.map((area) => `<rootDir>/src/features/${area}`),
    },
    ...lazyAreas.map((area) => ({
      path: `<rootDir>/src/i18n/locales/{locale}/${area}`,
      include: [`<rootDir>/src/features/${area}`],
    })),
  ],
});
