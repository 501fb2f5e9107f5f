// npm run bench:bundle — the gzip size of the JS and CSS a browser actually loads for `/`.
// It serves the built SPA on the real server, opens `/` in Debian's Chromium, records every script and
// stylesheet response, and gzips each body. Budget (issue "foundation"): 170 KB JS, 40 KB CSS.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

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
        response.body().then((body) => {
          loaded.push({
            url: response.url().replace(base, ''),
            kind: type === 'script' ? 'js' : 'css',
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          });
        }),
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
let exitCode = 0;
try {
  const loaded = await measure();
  loaded.sort((a, b) => b.gzip - a.gzip);
  console.log('JS and CSS loaded by / (gzip level 9):');
  for (const f of loaded)
    console.log(
      `  ${f.kind.padEnd(3)} ${kb(f.gzip).padStart(7)} KB gzip  ${kb(f.raw).padStart(8)} KB raw  ${f.url}`,
    );
  for (const kind of ['js', 'css'] as const) {
    const total = loaded.filter((f) => f.kind === kind).reduce((sum, f) => sum + f.gzip, 0);
    const over = total / 1024 > budgetKb[kind];
    if (over) exitCode = 1;
    console.log(
      `${kind.toUpperCase()} total: ${kb(total)} KB gzip (budget ${budgetKb[kind]} KB) ${over ? 'OVER BUDGET' : 'ok'}`,
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
