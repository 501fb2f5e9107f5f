import { defineConfig } from '@playwright/test';

// e2e runs the built SPA on the real server with a throw-away PGlite data directory, in Debian's Chromium
// (never a downloaded browser: this machine cannot fetch one).
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/longshot-e2e-${process.pid}`;

export default defineConfig({
  testDir: 'e2e',
  // The inspector runs on the Vite dev server: e2e/inspector.config.ts.
  testIgnore: 'inspector.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // The bundles the redeem-bundle paths and e2e/bundles.spec.ts redeem (each player redeems a code once).
    command:
      `rm -rf ${dataDir}` +
      ' && node server/bundle-cli.ts create E2E-CREDITS --bonus-points 2 --multipliers 1' +
      ' && node server/bundle-cli.ts create E2E-PREMIUM --premium-days 7' +
      ' && node server/bundle-cli.ts create E2E-ONCE --extra-predictions 1 --limit 1' +
      // The administrator e2e/admin.spec.ts signs in as (it sets up two-factor through the API).
      " && ADMIN_PASSWORD='Longshot-Adm1n-Shot!' node server/admin-create-cli.ts --email e2e-admin@example.com --display-name 'E2E Admin'" +
      ' && node server/main.ts',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      // Each e2e test walks many pages from one address; keep the limiter out of the way.
      RATE_LIMIT_MAX: '100000',
      // Every model path starts as a new guest from this one address.
      GUEST_SIGNUPS_PER_HOUR: '100000',
    },
  },
});
