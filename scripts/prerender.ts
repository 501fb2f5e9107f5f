// The static help and policy pages, prerendered at build time (issue #18): `npm run build` runs this after
// `vite build`. It serves dist/ on a local port with every API call refused (a new visitor, signed out:
// nothing personal can be captured), opens each page below in headless Chromium as a phone would, waits
// for the screen's heading, and keeps the screen's box (the shell's Container, the page's text inside it)
// as HTML, with the theme's style elements Mantine writes at run time. dist/prerendered.json holds them;
// the server puts a page's HTML inside `#indexApp` for exactly that route (server/http/prerendered.ts), so
// the text paints before any script runs, where React draws it later. docs/performance.md has more.
//
// Usage: node scripts/prerender.ts [distDir]   (dist by default)
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { consentChoiceAttribute } from '../core/contract/early-consent.ts';
import { environmentSlot, prerenderedFile, screenBox } from '../server/http/prerendered.ts';
import { routePaths } from '../src/lib/routes/paths.ts';

/** The routes prerendered: pages whose text is the same for every visitor and needs no API call. */
export const prerenderedRoutes = [
  routePaths.howToPlay,
  routePaths.faqs,
  routePaths.privacyPolicy,
  routePaths.termsAndConditions,
  routePaths.cookiePolicy,
  routePaths.licencesAndDisclaimers,
] as const;

export interface PrerenderedPage {
  path: string;
  /** The screen's Container element, as the app draws it for a new visitor in English. */
  html: string;
}

/** The environment name the capture runs under, so the test environment banner can be captured as a template. */
const environmentMarker = 'prerender-environment';

export interface Prerendered {
  /**
   * The style elements Mantine writes inside the app at run time (the theme's CSS variables, the
   * shell's header height), which the prerendered markup needs; React's own copies replace them.
   */
  styles: string;
  /** What MantineProvider sets as `<html data-mantine-color-scheme>`. */
  colorScheme: string;
  /**
   * The test environment banner the shell shows above every screen outside production (TestEnvironmentBanner),
   * with environmentSlot for the name: the server adds it when the deployment's settings name a test
   * environment, so that the screen is not pushed down when React draws the banner.
   */
  environmentBanner: string;
  /**
   * The cookie consent dialog as the app draws it for a new visitor: every page carries it, so that a new
   * visitor's largest paint comes with the HTML (core/contract/early-consent.ts).
   */
  consentDialog: string;
  pages: PrerenderedPage[];
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/**
 * dist/ as the real server serves it, minus the API: every /api call is a 503 (a new visitor signed out,
 * whatever the deployment does), and the settings name environmentMarker (no settings file for it).
 */
function serveDist(distDir: string): Promise<Server> {
  const root = resolve(distDir);
  const server = createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?', 1)[0] ?? '/');
    if (path === '/api' || path.startsWith('/api/')) {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end('{"status":503,"code":"serviceUnavailable"}');
      return;
    }
    const file = normalize(join(root, path));
    const isFile = file.startsWith(root + sep) && existsSync(file) && statSync(file).isFile();
    if (path === '/config/settings.json') {
      const settings = isFile ? (JSON.parse(readFileSync(file, 'utf8')) as object) : {};
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ...settings, environment: environmentMarker }));
      return;
    }
    if (path.startsWith('/config/') && !isFile) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{}');
      return;
    }
    const served = isFile ? file : join(root, 'index.html');
    response.writeHead(200, { 'content-type': contentTypes[extname(served)] ?? 'application/octet-stream' });
    createReadStream(served).pipe(response);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** The screen's box: the one Container inside the shell's main element. */
const screenSelector = '#indexApp main > .mantine-Container-root';
/** The cookie consent dialog: the one dialog whose buttons say what they choose. */
const consentDialogSelector = `#indexApp [role="dialog"]:has([${consentChoiceAttribute}])`;

function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

async function captureConsentDialog(page: Page): Promise<string> {
  const dialogs = page.locator(consentDialogSelector);
  await dialogs.first().waitFor({ timeout: 30_000 });
  const count = await dialogs.count();
  if (count !== 1) throw new Error(`${count} elements match ${consentDialogSelector}`);
  const html = await dialogs.evaluate((dialog) => dialog.outerHTML);
  if (/<script/iu.test(html)) throw new Error('the captured consent dialog holds a script');
  return html;
}

export async function prerender(distDir: string): Promise<Prerendered> {
  const server = await serveDist(distDir);
  const { port } = server.address() as AddressInfo;
  // Imported here: tests read this module's table without loading Playwright.
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    // A phone's width: the markup is the same at any width (Mantine's responsive props are CSS).
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
    const page = await context.newPage();
    const pages: PrerenderedPage[] = [];
    let styles = '';
    let colorScheme = 'light';
    let environmentBanner = '';
    let consentDialog = '';
    for (const path of prerenderedRoutes) {
      await page.goto(`http://127.0.0.1:${port}${path}`);
      const screen = page.locator(screenSelector);
      await screen.locator('h1').waitFor({ timeout: 30_000 });
      // Fonts and images settled, no loader left: the screen as a visitor sees it.
      await page.waitForFunction(
        (selector) => document.querySelector(`${selector} .mantine-Loader-root`) === null,
        screenSelector,
      );
      const captured = await page.evaluate(
        ({ selector, marker }) => {
          const boxes = document.querySelectorAll(selector);
          const [box] = boxes;
          if (!box || boxes.length !== 1) throw new Error(`${boxes.length} elements match ${selector}`);
          return {
            html: box.outerHTML,
            styles: [...document.querySelectorAll('#indexApp style[data-mantine-styles]')]
              .map((style) => style.outerHTML)
              .join(''),
            colorScheme: document.documentElement.getAttribute('data-mantine-color-scheme') ?? 'light',
            environmentBanner:
              [...(box.parentElement?.children ?? [])].find((element) => element.textContent.includes(marker))
                ?.outerHTML ?? '',
          };
        },
        { selector: screenSelector, marker: environmentMarker },
      );
      if (/<script/iu.test(captured.html)) throw new Error(`${path}: the captured screen holds a script`);
      // Each page opens in a new visitor's first state (nothing stored): the dialog is open on every one.
      if (consentDialog === '') consentDialog = await captureConsentDialog(page);
      pages.push({ path, html: captured.html });
      styles = captured.styles;
      colorScheme = captured.colorScheme;
      environmentBanner = captured.environmentBanner;
    }
    if (environmentBanner.split(environmentMarker).length !== 2) {
      throw new Error('The test environment banner was not found once above the screen');
    }
    environmentBanner = environmentBanner.replace(environmentMarker, environmentSlot);
    return { styles, colorScheme, environmentBanner, consentDialog, pages };
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.main) {
  const distDir = process.argv[2] ?? 'dist';
  const started = Date.now();
  if (!readFileSync(join(distDir, 'index.html'), 'utf8').includes(screenBox)) {
    throw new Error(`index.html has no ${screenBox} for the server to fill with a prerendered screen`);
  }
  // `npm install && npm start` must work on a machine without Chromium: the pages are then served with the
  // plain shell (the server reads no prerendered.json), which the app fills as on every other route.
  if (!existsSync(chromiumPath())) {
    console.warn(
      `prerender: no Chromium at ${chromiumPath()} (apt-get install chromium, or set CHROMIUM_PATH): the help ` +
        'and policy pages are served without their text in the HTML.',
    );
    process.exit(0);
  }
  const result = await prerender(distDir);
  writeFileSync(join(distDir, prerenderedFile), `${JSON.stringify(result)}\n`);
  const sizes = result.pages.map((page) => `${page.path} ${(page.html.length / 1024).toFixed(1)} KB`);
  console.log(`prerendered ${sizes.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
