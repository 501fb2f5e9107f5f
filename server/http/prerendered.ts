// The static help and policy pages' first paint (issue #18): the build captures each one's screen as HTML
// (scripts/prerender.ts → dist/prerendered.json) and the index.html of exactly those routes carries it in
// `#indexApp`, in place of the shell's empty screen box, so the page's text paints before any script has
// run, at the place and size React draws it later (React replaces #indexApp's content; no hydration). A
// missing or malformed file only means the plain shell, as for every other route.
import { environmentFileName, isTestEnvironment } from '#core/settings-environment.ts';

/** The prerendered pages' file, under the build's outDir: scripts/prerender.ts writes it, the server reads it. */
export const prerenderedFile = 'prerendered.json';

export interface PrerenderedPage {
  /** The route's path pattern, as in route-preloads.json. */
  path: string;
  html: string;
}

export interface Prerendered {
  /** Mantine's run-time style elements the markup needs (theme variables, the header's height). */
  styles: string;
  /** `<html data-mantine-color-scheme>` as the app sets it. */
  colorScheme: 'light' | 'dark';
  /** The shell's test environment banner, with environmentSlot for the environment's name. */
  environmentBanner: string;
  /** The cookie consent dialog as the app draws it for a new visitor; '' from a build that made none. */
  consentDialog: string;
  pages: PrerenderedPage[];
}

/** What stands for the environment's name in the captured banner (scripts/prerender.ts writes it). */
export const environmentSlot = '{{environment}}';

/** What the prerendered screen replaces in the built index.html (see index.html; the build checks it is there). */
export const screenBox = '<div class="shell-screen"></div>';

function isPage(value: unknown): value is PrerenderedPage {
  const page = value as PrerenderedPage | null;
  return (
    typeof page === 'object' &&
    page !== null &&
    typeof page.path === 'string' &&
    page.path.startsWith('/') &&
    typeof page.html === 'string' &&
    page.html.startsWith('<') &&
    !/<script/iu.test(page.html)
  );
}

/** The build's prerendered pages, or null when the text is not that (no prerender, an older build). */
export function parsePrerendered(text: string): Prerendered | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const value = parsed as Partial<Prerendered> | null;
  if (typeof value !== 'object' || value === null) return null;
  if (typeof value.styles !== 'string' || /<script/iu.test(value.styles)) return null;
  if (value.colorScheme !== 'light' && value.colorScheme !== 'dark') return null;
  if (typeof value.environmentBanner !== 'string' || /<script/iu.test(value.environmentBanner)) return null;
  if (!value.environmentBanner.includes(environmentSlot)) return null;
  if (!Array.isArray(value.pages)) return null;
  const dialog = value.consentDialog;
  return {
    styles: value.styles,
    colorScheme: value.colorScheme,
    environmentBanner: value.environmentBanner,
    // Anything but a script-free element is left out: the pages are then served without the copy.
    consentDialog:
      typeof dialog === 'string' && dialog.startsWith('<') && !/<script/iu.test(dialog) ? dialog : '',
    pages: value.pages.filter(isPage),
  };
}

/** The prerendered page of a route pattern, if the build made one. */
export function prerenderedPage(
  prerendered: Prerendered | null,
  routePath: string | undefined,
): PrerenderedPage | undefined {
  if (!prerendered || routePath === undefined) return undefined;
  return prerendered.pages.find((page) => page.path === routePath);
}

function environmentOf(settingsText: string): string | undefined {
  try {
    const environment = (JSON.parse(settingsText) as { environment?: unknown } | null)?.environment;
    return typeof environment === 'string' ? environment : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The settings file the SPA reads after settings.json (src/config/settings.ts loadSettings), by the rule
 * both follow (core/settings-environment.ts).
 */
export function settingsEnvironmentFile(settingsText: string): string {
  return environmentFileName(environmentOf(settingsText) ?? '');
}

/**
 * The test environment's name when the SPA will show its banner (src/config/settings.ts
 * testEnvironmentWarning: an environment named, and not production), from the two settings files'
 * texts ('' for a missing one); null when it shows none.
 */
export function testEnvironmentName(settingsText: string, environmentFileText: string): string | null {
  const name = environmentOf(environmentFileText) ?? environmentOf(settingsText) ?? '';
  return isTestEnvironment(name) ? name.trim() : null;
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/gu, (character) => escapes[character] ?? character);

/**
 * index.html with the page's screen in place of the shell's empty one (below the test environment banner
 * when `testEnvironment` names one, as the shell draws it), and the colour scheme Mantine's CSS variables
 * are keyed on. Unchanged when the built index.html has no empty screen box to fill.
 */
export function withPrerendered(
  indexHtml: string,
  prerendered: Prerendered,
  page: PrerenderedPage,
  testEnvironment: string | null,
): string {
  const box = indexHtml.indexOf(screenBox);
  if (box === -1) return indexHtml;
  const banner =
    testEnvironment === null
      ? ''
      : prerendered.environmentBanner.replace(environmentSlot, () => escapeHtml(testEnvironment));
  // The consent dialog's copy may have brought the styles already (early-consent.ts).
  const screen = `${stylesToAdd(indexHtml, prerendered)}${banner}${page.html}`;
  const filled = `${indexHtml.slice(0, box)}${screen}${indexHtml.slice(box + screenBox.length)}`.replace(
    '<div id="indexApp">',
    // The SPA waits for the screen's code before its first render (src/app/start-app.tsx).
    '<div id="indexApp" data-prerendered>',
  );
  return withColorScheme(filled, prerendered);
}

/** Mantine's run-time styles for captured markup, unless the page holds them already: once a page. */
export function stylesToAdd(indexHtml: string, prerendered: Prerendered): string {
  return indexHtml.includes('data-mantine-styles') ? '' : prerendered.styles;
}

/** `<html data-mantine-color-scheme>` as the app sets it: the captured markup's CSS variables are keyed on it. */
export function withColorScheme(indexHtml: string, prerendered: Prerendered): string {
  return indexHtml.replace(
    /<html(?![^>]*data-mantine-color-scheme)/u,
    `<html data-mantine-color-scheme="${prerendered.colorScheme}"`,
  );
}
