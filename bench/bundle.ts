// npm run bench:bundle — the size of the JS and CSS a browser actually loads for `/`.
// It serves the built SPA on the real server, opens `/` in Debian's Chromium, records every script and
// stylesheet response, and prints each body's bytes raw, gzipped (level 9) and brotli'd (quality 11), and
// what went over the wire with the encoding the server chose (issue #18: brotli or gzip copies made at
// build time); then what each screen's page preloads beyond the entry, from the build's table. Budget
// (issue "foundation"), on the gzip figures of `/`: 170 KB JS, 40 KB CSS.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { parseRoutePreloads, routePreloadsFile } from '#server/http/route-preloads.ts';

const budgetKb = { js: 170, css: 40 };
const port = 3190 + Math.floor(Math.random() * 500);
const dataDir = mkdtempSync(join(tmpdir(), 'longshot-bench-'));

const server = spawn(process.execPath, ['server/main.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', HOST: 'localhost' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

interface Loaded {
  url: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
  br: number;
  /** The body's bytes on the wire, and the content-encoding they came in ('identity' when none). */
  sent: number;
  encoding: string;
}

async function measure(): Promise<Loaded[]> {
  const base = `http://localhost:${port}`;
  await waitForHealth(`${base}/api/health`, Date.now() + 60_000);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const loaded: Loaded[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        Promise.all([response.body(), response.request().sizes(), response.allHeaders()]).then(
          ([body, sizes, headers]) => {
            loaded.push({
              url: response.url().replace(base, ''),
              kind: type === 'script' ? 'js' : 'css',
              raw: body.length,
              gzip: gzipSync(body, { level: 9 }).length,
              br: brotliCompressSync(body, {
                params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
              }).length,
              sent: sizes.responseBodySize,
              encoding: headers['content-encoding'] ?? 'identity',
            });
          },
        ),
      );
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    return loaded;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** What each screen's page preloads beyond the entry (the build's table), as the build's brotli copies. */
function printRoutePreloads(): void {
  const routes = parseRoutePreloads(readFileSync(join('dist', routePreloadsFile), 'utf8'));
  const brotliBytes = (file: string) => {
    try {
      return statSync(`dist${file}.br`).size;
    } catch {
      return statSync(`dist${file}`).size;
    }
  };
  console.log("Each screen's preloads beyond the entry (brotli copies as served):");
  for (const route of routes) {
    const files = [...route.modules, ...route.styles];
    const bytes = files.reduce((total, file) => total + brotliBytes(file), 0);
    console.log(
      `  ${kb(bytes).padStart(6)} KB br in ${String(files.length).padStart(2)} files  ${route.path}`,
    );
  }
}
let exitCode = 0;
try {
  const loaded = await measure();
  loaded.sort((a, b) => b.gzip - a.gzip);
  console.log('JS and CSS loaded by / (raw, gzip level 9, brotli quality 11, and as sent):');
  for (const f of loaded)
    console.log(
      `  ${f.kind.padEnd(3)} ${kb(f.raw).padStart(8)} KB raw ${kb(f.gzip).padStart(7)} KB gzip ${kb(f.br).padStart(7)} KB br ` +
        `${kb(f.sent).padStart(8)} KB sent (${f.encoding})  ${f.url}`,
    );
  printRoutePreloads();
  for (const kind of ['js', 'css'] as const) {
    const files = loaded.filter((f) => f.kind === kind);
    const sum = (field: 'raw' | 'gzip' | 'br' | 'sent') => files.reduce((total, f) => total + f[field], 0);
    const over = sum('gzip') / 1024 > budgetKb[kind];
    if (over) exitCode = 1;
    console.log(
      `${kind.toUpperCase()} total: ${kb(sum('raw'))} KB raw, ${kb(sum('br'))} KB br, ${kb(sum('sent'))} KB sent; ` +
        `${kb(sum('gzip'))} KB gzip (budget ${budgetKb[kind]} KB) ${over ? 'OVER BUDGET' : 'ok'}`,
    );
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
