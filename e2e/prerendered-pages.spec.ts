import { expect, test, type Browser } from '@playwright/test';

// The help and policy pages are prerendered at build time (scripts/prerender.ts, docs/performance.md §3):
// their text is in the HTML, before any script, where the app draws it once it has started (issue #18).

const pages = [
  { path: '/how-to-play', heading: 'How to play' },
  { path: '/policies/termsAndConditions', heading: 'Terms and Conditions' },
];

/** The page's h1 box: with JavaScript off (the served HTML alone) or once the app has drawn its header. */
async function headingBox(browser: Browser, path: string, heading: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
  try {
    const page = await context.newPage();
    await page.goto(path);
    if (javaScriptEnabled) await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    const h1 = page.getByRole('heading', { level: 1, name: heading });
    await expect(h1).toBeVisible();
    return await h1.boundingBox();
  } finally {
    await context.close();
  }
}

for (const { path, heading } of pages) {
  test(`${path} shows its text without JavaScript, where the app draws it`, async ({ browser }) => {
    const served = await headingBox(browser, path, heading, false);
    const drawn = await headingBox(browser, path, heading, true);
    expect(served).not.toBeNull();
    expect(drawn).toEqual(served);
  });
}

test('a page that is not prerendered is the empty shell without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/play');
  await expect(page.locator('.shell-screen')).toBeAttached();
  await expect(page.locator('h1')).toHaveCount(0);
  await context.close();
});
