// npm run bench:web — Lighthouse's table of issue #18 for every route of lighthouserc.cjs (`routes`), on the production
// build: mobile (a mid-range phone, simulated throttling) and desktop, each figure the median of 3 runs
// (BENCH_WEB_RUNS=n for another count). `lhci collect` starts the real server as the e2e suite does and
// audits each route as a new visitor, in Debian's Chromium (CHROME_PATH). Figures, not a gate: Lighthouse CI
// (`npm run lighthouse`, in .ci/run) asserts the budgets. Measure on a quiet machine (CONTRIBUTING.md).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

interface Lhr {
  finalDisplayedUrl: string;
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
}

const { routes } = createRequire(import.meta.url)('../lighthouserc.cjs') as { routes: string[] };
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const port = Number(process.env.LHCI_PORT ?? 3160);
const outputDir = '.lighthouseci';

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

/** Runs `lhci collect` for every route with one of Lighthouse's presets and reads the reports it wrote. */
function collect(preset: 'mobile' | 'desktop'): Lhr[] {
  const urls = routes.map((route) => `--url=http://localhost:${port}${route}`);
  const args = ['collect', '--config=lighthouserc.cjs', `--numberOfRuns=${runs}`, ...urls];
  if (preset === 'desktop') args.push('--settings.preset=desktop');
  const result = spawnSync('node_modules/.bin/lhci', args, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`lhci collect (${preset}) failed with status ${result.status}`);
  return readdirSync(outputDir)
    .filter((name) => /^lhr-.*\.json$/u.test(name))
    .map((name) => JSON.parse(readFileSync(join(outputDir, name), 'utf8')) as Lhr);
}

const metric = (lhr: Lhr, audit: string): number => lhr.audits[audit]?.numericValue ?? Number.NaN;

interface Row {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  domElements: number;
}

function medians(reports: Lhr[]): Map<string, Row> {
  const rows = new Map<string, Row>();
  for (const route of routes) {
    const mine = reports.filter((lhr) => new URL(lhr.finalDisplayedUrl).pathname === route);
    const of = (pick: (lhr: Lhr) => number) => median(mine.map(pick));
    rows.set(route, {
      performance: of((lhr) => Math.round((lhr.categories.performance.score ?? Number.NaN) * 100)),
      lcpMs: of((lhr) => metric(lhr, 'largest-contentful-paint')),
      tbtMs: of((lhr) => metric(lhr, 'total-blocking-time')),
      cls: of((lhr) => metric(lhr, 'cumulative-layout-shift')),
      domElements: of((lhr) => metric(lhr, 'dom-size')),
    });
  }
  return rows;
}

const mobile = medians(collect('mobile'));
const desktop = medians(collect('desktop'));

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(`\nLighthouse, median of ${runs} run(s) a route and form factor (budgets: issue #18)\n`);
console.log(
  '| page | perf mobile | perf desktop | LCP mobile | TBT mobile | CLS mobile | CLS desktop | DOM elements |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const route of routes) {
  const m = mobile.get(route);
  const d = desktop.get(route);
  if (!m || !d) throw new Error(`No report for ${route}`);
  console.log(
    `| \`${route}\` | ${m.performance} | ${d.performance} | ${seconds(m.lcpMs)} | ${Math.round(m.tbtMs)} ms | ` +
      `${m.cls.toFixed(3)} | ${d.cls.toFixed(3)} | ${Math.round(m.domElements).toLocaleString('en')} |`,
  );
}
