import type { Page } from '@playwright/test';

/**
 * Holds the app's entry script (the head's module script, /assets/index-*.js) until the returned function
 * is called: the page is then what the served HTML alone draws, and its inline script runs.
 * Navigate with `{ waitUntil: 'commit' }`: the load event waits for the held script.
 */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/u, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
