import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../playwright.config.ts';

// The inspector is a page of the dev server only, so its e2e runs apart from the main suite (which
// serves the production build): the real API server on a throw-away PGlite, and Vite's dev server
// in front of it proxying /api, as `npm run dev` does. Run: playwright test -c e2e/inspector.config.ts
const apiPort = Number(process.env.INSPECTOR_API_PORT ?? 3150);
const vitePort = Number(process.env.INSPECTOR_VITE_PORT ?? 5180);
const dataDir = `/tmp/longshot-inspector-e2e-${process.pid}`;
const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'inspector.spec.ts',
  // The main config ignores this spec; here it is the only one.
  testIgnore: [],
  // Vite compiles each module on its first request: the first page load is slow.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: { ...base.use, baseURL: `http://localhost:${vitePort}` },
  webServer: [
    {
      command: `rm -rf ${dataDir} && node server/main.ts`,
      cwd: root,
      url: `http://127.0.0.1:${apiPort}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://localhost:${vitePort}`,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000',
      },
    },
    {
      command: `node node_modules/vite/bin/vite.js --port ${vitePort} --strictPort`,
      cwd: root,
      url: `http://localhost:${vitePort}/inspector/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { API_PORT: String(apiPort) },
    },
  ],
});
