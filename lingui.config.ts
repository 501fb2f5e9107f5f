import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// One catalog for the first page and the shell, and one per large lazily loaded area: a screen's strings
// load with its chunk (src/features/<area>/catalog.ts), so they do not weigh on `/` (bench/bundle.ts).
// An area's catalog also holds the strings of the shared components that area brings.
const lazyAreas: Record<string, string[]> = {
  play: ['src/features/play'],
  'account-settings': ['src/features/account-settings'],
  // Shown in account settings and at an administrator's first sign-in: loaded by the components themselves.
  'two-factor': ['src/components/two-factor'],
  leagues: ['src/features/leagues', 'src/features/leaderboards', 'src/components/standings'],
  stats: ['src/features/stats'],
  // The long texts of the help and policy pages: about 0.7 KB of the first page's gzip budget.
  help: ['src/features/help', 'src/features/policies', 'src/features/feedback'],
  bundles: ['src/features/bundles'],
  memberships: ['src/features/memberships'],
  // The admin app (admin/index.html): its own page, never loaded by players (docs/admin.md).
  admin: ['src/admin'],
};

export default defineConfig({
  sourceLocale: 'en',
  // Origins without line numbers: an edit that only moves a message within its file must not make the
  // committed catalog stale (CI's i18n:check once failed on nothing but shifted line numbers).
  format: formatter({ lineNumbers: false }),
  locales: ['en'],
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: Object.values(lazyAreas)
        .flat()
        .map((folder) => `<rootDir>/${folder}`),
    },
    ...Object.entries(lazyAreas).map(([area, folders]) => ({
      path: `<rootDir>/src/i18n/locales/{locale}/${area}`,
      include: folders.map((folder) => `<rootDir>/${folder}`),
    })),
  ],
});
