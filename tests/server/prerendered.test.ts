import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  settingsEnvironmentFile,
  parsePrerendered,
  prerenderedFile,
  testEnvironmentName,
  withPrerendered,
  type Prerendered,
  type PrerenderedPage,
} from '#server/http/prerendered.ts';
import { routePreloadsFile } from '#server/http/route-preloads.ts';
import { buildTestApp, openTestDatabase, type TestApp, type TestDatabase } from './helpers/build-test-app.ts';
import { navigation, writeBuiltFiles, type BuiltFiles } from './helpers/built-files.ts';

// The static help and policy pages' HTML, prerendered at build time (scripts/prerender.ts), is in the
// index.html of exactly those routes, inside #indexApp (issue #18): server/http/prerendered.ts.

const styles = '<style data-mantine-styles="true">:root{--mantine-color-black:#111}</style>';
const banner = '<div role="status">This is a test environment ({{environment}}); servers will be slow.</div>';
const howToPlay = '<div class="mantine-Container-root"><h1>How to play</h1><p>Each week…</p></div>';
const consentDialog =
  '<div role="dialog"><h2>Cookie Consent</h2><button data-consent-choice="accept">Accept All</button></div>';
const prerendered: Prerendered = {
  styles,
  colorScheme: 'light',
  environmentBanner: banner,
  consentDialog,
  pages: [
    { path: '/how-to-play', html: howToPlay },
    { path: '/faqs', html: '<div class="mantine-Container-root"><h1>FAQs</h1></div>' },
  ],
};

// The shape of the built index.html: an empty top bar and screen box inside #indexApp.
const indexHtml =
  '<!doctype html>\n<html lang="en">\n  <head><title>Longshot</title></head>\n  <body>\n' +
  '    <div id="indexApp">\n      <div class="shell-top"></div>\n      <div class="shell-screen"></div>\n' +
  '    </div>\n  </body>\n</html>\n';

/** What is inside #indexApp (the test pages have nothing after it but the closing tags). */
function appContent(html: string): string {
  const start = html.indexOf('<div id="indexApp"');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</body>'));
}

describe('the prerendered pages file', () => {
  it('is read only when well formed, and never with a script in it', () => {
    expect(parsePrerendered(JSON.stringify(prerendered))).toEqual(prerendered);
    expect(parsePrerendered('not json')).toBeNull();
    expect(parsePrerendered('null')).toBeNull();
    expect(parsePrerendered(JSON.stringify({ ...prerendered, colorScheme: 'auto' }))).toBeNull();
    expect(parsePrerendered(JSON.stringify({ ...prerendered, styles: '<script>x()</script>' }))).toBeNull();
    expect(parsePrerendered(JSON.stringify({ ...prerendered, environmentBanner: '<div></div>' }))).toBeNull();
    // A consent dialog that is not a script-free element is left out (the pages are served without it).
    for (const dialog of [undefined, 3, 'text', '<div><script>x()</script></div>']) {
      expect(parsePrerendered(JSON.stringify({ ...prerendered, consentDialog: dialog }))?.consentDialog).toBe(
        '',
      );
    }
    const pages = [
      { path: '/a', html: '<div>a</div>' },
      { path: '/b', html: '<div><script>alert(1)</script></div>' },
      { path: 'c', html: '<div>c</div>' },
      { path: '/d', html: 3 },
    ];
    expect(parsePrerendered(JSON.stringify({ ...prerendered, pages }))?.pages).toEqual([pages[0]]);
  });
});

describe('the test environment banner above a prerendered screen', () => {
  it('shows when the settings name a test environment, as the SPA decides it', () => {
    expect(testEnvironmentName('{"environment":"dev"}', '')).toBe('dev');
    expect(testEnvironmentName('{"environment":"dev"}', '{"environment":" qa "}')).toBe('qa');
    expect(testEnvironmentName('{"environment":"prod"}', '{"sessionTimeoutMinutes":60}')).toBeNull();
    expect(testEnvironmentName('{"environment":"Production"}', '')).toBeNull();
    expect(testEnvironmentName('{"environment":"dev"}', '{"environment":"prod"}')).toBeNull();
    expect(testEnvironmentName('{}', '')).toBeNull();
    expect(testEnvironmentName('', '')).toBeNull();
    expect(testEnvironmentName('{"environment":3}', 'not json')).toBeNull();
  });

  it("is looked for in the environment's own settings file, dev's when none is named", () => {
    expect(settingsEnvironmentFile('{"environment":"qa"}')).toBe('settings.qa.json');
    expect(settingsEnvironmentFile('{"environment":"  "}')).toBe('settings.dev.json');
    expect(settingsEnvironmentFile('broken')).toBe('settings.dev.json');
  });
});

describe('a prerendered page', () => {
  const [page] = prerendered.pages as [PrerenderedPage];

  it("replaces the shell's empty screen, below the top bar, with Mantine's styles and the colour scheme", () => {
    const html = withPrerendered(indexHtml, prerendered, page, null);
    expect(html).toContain('<html data-mantine-color-scheme="light" lang="en">');
    expect(appContent(html)).toBe(
      `<div id="indexApp" data-prerendered>\n      <div class="shell-top"></div>\n      ${styles}${howToPlay}\n    </div>\n  `,
    );
  });

  it("carries the test environment's banner above the screen, its name escaped", () => {
    const html = withPrerendered(indexHtml, prerendered, page, '<qa&"$&">');
    expect(html).toContain(
      `${styles}<div role="status">This is a test environment (&lt;qa&amp;&quot;$&amp;&quot;&gt;); servers will be slow.</div>${howToPlay}`,
    );
  });

  it('leaves an index.html without the empty screen box as it is', () => {
    const other = indexHtml.replace('<div class="shell-screen"></div>', '');
    expect(withPrerendered(other, prerendered, page, 'dev')).toBe(other);
  });
});

describe('a navigation', () => {
  let files: BuiltFiles;
  let database: TestDatabase;
  let built: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    files = writeBuiltFiles('prerendered', {
      'index.html': indexHtml,
      [routePreloadsFile]: JSON.stringify({
        routes: [
          { path: '/how-to-play', modules: ['/assets/HowToPlayPage-c.js'], styles: ['/assets/help-e.css'] },
          { path: '/play', modules: ['/assets/EventsPage-b.js'], styles: ['/assets/events-f.css'] },
        ],
      }),
      [prerenderedFile]: JSON.stringify(prerendered),
      'config/settings.json': '{"environment":"prod"}',
    });
    database = await openTestDatabase();
    built = await buildTestApp({ database, config: { staticDir: files.staticDir } });
    app = built.app;
  });

  afterAll(async () => {
    await built.close();
    await database.close();
    files.removeAll();
  });

  it("to /how-to-play gets the page's text inside #indexApp, its style sheets applied from the first paint", async () => {
    const response = await app.inject({ method: 'GET', url: '/how-to-play', headers: navigation });
    expect(response.statusCode).toBe(200);
    expect(appContent(response.body)).toContain('<h1>How to play</h1>');
    // The consent dialog's copy first, with the styles it and the screen need, once (early-consent.ts).
    expect(appContent(response.body)).toMatch(
      /^<div id="indexApp" data-prerendered><style data-mantine-styles="true">[^<]*<\/style><div data-consent-copy role="dialog">/u,
    );
    expect(response.body.split('data-mantine-styles')).toHaveLength(2);
    // The SPA waits for the screen's code before drawing over it (src/app/start-app.tsx).
    expect(response.body).toContain('<div id="indexApp" data-prerendered>');
    expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/help-e.css">');
    expect(response.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/HowToPlayPage-c.js">',
    );
    expect(response.body).not.toContain('test environment');
    // Its text paints from the HTML before the settings matter (index-pages.ts): they are fetched.
    expect(response.body).not.toContain('longshot-settings');
  });

  it("to /play (not prerendered) gets the plain shell and the consent dialog's copy, its style sheets only preloaded", async () => {
    const response = await app.inject({ method: 'GET', url: '/play', headers: navigation });
    expect(appContent(response.body)).not.toContain('<h1>');
    expect(appContent(response.body)).toContain('<div class="shell-screen"></div>');
    expect(appContent(response.body)).toContain(
      `<div id="indexApp">${styles}${consentDialog.replace('<div', '<div data-consent-copy')}`,
    );
    expect(response.body).toContain('<html data-mantine-color-scheme="light" lang="en">');
    // The browser runs the inline script only because the page's policy names its hash.
    const script = /<script>(.*?)<\/script>/su.exec(response.body)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    expect(response.body).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/events-f.css">',
    );
    expect(response.body).toContain('<script type="application/json" id="longshot-settings">');
  });

  it('carries the banner once the deployed settings name a test environment', async () => {
    files.write('config/settings.qa.json', '{"sessionTimeoutMinutes":60}');
    files.write('config/settings.json', '{"environment":"qa"}');
    const response = await app.inject({ method: 'GET', url: '/how-to-play', headers: navigation });
    expect(appContent(response.body)).toContain(
      '<div role="status">This is a test environment (qa); servers will be slow.</div><div class="mantine',
    );
  });

  it('without the prerendered pages (a build without them) gets the plain shell, as before', async () => {
    files.remove(prerenderedFile);
    files.touch('index.html');
    const response = await app.inject({ method: 'GET', url: '/how-to-play', headers: navigation });
    expect(response.statusCode).toBe(200);
    expect(appContent(response.body)).toContain('<div class="shell-screen"></div>');
    expect(response.body).not.toContain('How to play');
    expect(response.body).not.toContain('Cookie Consent');
    expect(response.body).not.toContain('<script>');
  });
});
