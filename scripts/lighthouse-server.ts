// The server Lighthouse CI audits (lighthouserc.cjs `startServerCommand`), warmed before the first audit: it
// starts `node server/main.ts` with the environment it is given, and once the server is ready, opens each
// route given on the command line once in headless Chromium, as a new visitor would (a guest's sign-up, the
// screen's requests), before it prints the ready line that lhci waits for. Why: on a cold server the first
// route's runs met the server's own start (its compiler and database warming, the guest's password hash)
// on the same two cores as the browser, and read twice the Total Blocking Time of later runs of the same
// page (28 November 2026: `/` 167-221 ms first, 56-113 ms on a warm server). A player meets a warm server.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { chromium } from '@playwright/test';
import { readyLinePrefix } from '#server/ready-line.ts';

/** What lhci waits for (lighthouserc.cjs `startServerReadyPattern`): printed once the server is warm. */
const warmLinePrefix = 'Warmed for Lighthouse:';
/**
 * A server that has not said it listens by then has hung: stop with an error, which fails lhci at once
 * (its own wait, 180 s in lighthouserc.cjs, only warns and then audits whatever answers).
 */
const serverStartLimitMs = 90_000;
const routes = process.argv.slice(2);
const server = spawn(process.execPath, ['server/main.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 1));

/** Opens every route once as a new visitor, each in a fresh context, and waits until the network is quiet. */
async function warmUp(origin: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(new URL(route, origin).href, { waitUntil: 'networkidle' });
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

const startLimit = setTimeout(() => {
  console.error(`The server did not print "${readyLinePrefix} <url>" within ${serverStartLimitMs / 1000} s.`);
  stop();
  process.exit(1);
}, serverStartLimitMs);

let warmed = false;
createInterface({ input: server.stdout }).on('line', (line) => {
  console.log(line);
  if (warmed || !line.startsWith(readyLinePrefix)) return;
  warmed = true;
  clearTimeout(startLimit);
  const origin = line.slice(readyLinePrefix.length).trim();
  const started = Date.now();
  warmUp(origin).then(
    () => console.log(`${warmLinePrefix} ${origin} (${routes.join(', ')} in ${Date.now() - started} ms)`),
    (error: unknown) => {
      console.error('Could not warm the server up for Lighthouse:', error);
      stop();
    },
  );
});
