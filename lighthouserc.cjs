// Lighthouse CI (issue #18) on the production build: `npm run build`, then `npm run lighthouse` starts the
// real server as the e2e suite does (a fresh PGlite, the demo feed) and audits each route below as a new
// visitor, on a mid-range phone (Lighthouse's mobile emulation, simulated throttling), in Debian's Chromium
// (CHROME_PATH). `npm run bench:web` reads the same routes and prints the table, mobile and desktop.
//
// The budgets of the issue are all here. A budget the product does not meet yet is a warning (printed,
// never failing) until it is met, then an error; docs/performance.md lists which are which, with figures.
const port = Number(process.env.LHCI_PORT ?? 3160);
const dataDir = `/tmp/longshot-lhci-${port}`;
// The server's settings, as in playwright.config.ts's webServer.
const serverEnv = [
  `PORT=${port}`,
  'HOST=localhost',
  `DATA_DIR=${dataDir}`,
  `PUBLIC_URL=http://localhost:${port}`,
  'LOG_LEVEL=warn',
  'RATE_LIMIT_MAX=100000',
  'GUEST_SIGNUPS_PER_HOUR=100000',
].join(' ');

/** Every route `npm run bench:web` measures: the table, as a new visitor. */
const routes = ['/', '/how-to-play', '/faqs', '/play', '/play/Football', '/leagues', '/memberships'];
/** What CI audits, one run each to stay within minutes on 2 cores: one route of each kind of screen. */
const ciRoutes = ['/', '/how-to-play', '/play', '/play/Football', '/memberships'];

/** The play screens hold every match of the week: their performance budget is lower (issue #18). */
const playPattern = '/play(/|$)';

/** Budgets met today on the CI routes: errors. */
const met = {
  'categories:accessibility': ['error', { minScore: 1 }],
  'cumulative-layout-shift': ['error', { maxNumericValue: 0.1 }],
};

/** Budgets not met yet on every CI route: warnings, listed in docs/performance.md with figures. */
const notYet = {
  'largest-contentful-paint': ['warn', { maxNumericValue: 2500 }],
};

/**
 * The other screens (/, /how-to-play, /memberships in CI) meet performance and TBT with margin: errors.
 * Quiet machine, 28 November 2026, two runs each: performance 0.93–0.97, TBT 29–102 ms.
 */
const otherScreens = {
  'categories:performance': ['error', { minScore: 0.9 }],
  'total-blocking-time': ['error', { maxNumericValue: 200 }],
};

/**
 * The play screens (28 November 2026, after the outcomes stopped being enabled in a second commit): quiet
 * machine, /play performance 0.89 and TBT 166–191 ms, /play/Football 0.89–0.92 and 68–143 ms; the
 * clean-clone CI of b71451e met both on both. Performance ≥ 0.8 has margin: an error. TBT sits close to
 * 200 ms on /play: a warning until CI's own runs show margin.
 */
const playScreens = {
  'categories:performance': ['error', { minScore: 0.8 }],
  'total-blocking-time': ['warn', { maxNumericValue: 200 }],
};

module.exports = {
  routes,
  ci: {
    collect: {
      url: ciRoutes.map((path) => `http://localhost:${port}${path}`),
      startServerCommand: `rm -rf ${dataDir} && ${serverEnv} node server/main.ts`,
      startServerReadyPattern: 'Longshot is running at',
      startServerReadyTimeout: 120_000,
      numberOfRuns: 1,
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      settings: {
        chromeFlags: '--no-sandbox --headless=new --disable-gpu --disable-dev-shm-usage',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
    },
    assert: {
      assertMatrix: [
        {
          matchingUrlPattern: `^http://localhost:${port}(?!${playPattern}).*$`,
          assertions: { ...met, ...notYet, ...otherScreens },
        },
        {
          matchingUrlPattern: `^http://localhost:${port}${playPattern}.*$`,
          assertions: { ...met, ...notYet, ...playScreens },
        },
      ],
    },
    upload: { target: 'filesystem', outputDir: '.lighthouseci/reports' },
  },
};
