import { expect, test, type Page } from '@playwright/test';
import { holdTheApp } from './helpers/hold-app.ts';
import { appIsUp, consentChosenBefore, cookieButton, cookieDialog, storedConsent } from './models/ui.ts';

// Every served page carries a copy of the cookie consent dialog and a small inline script (issue #18,
// core/contract/early-consent.ts): a new visitor sees the dialog with the HTML, not after the app's
// JavaScript, and its buttons work before the app has started. Here the app's entry script is held back
// until the test lets it go (holdTheApp), so that the page is what the HTML alone draws. The model path
// "closes the copy before the app" (e2e/models/cookie-consent.model.ts) walks the same gesture.

/** Content-Security-Policy complaints: the inline script runs only if the page's policy names its hash. */
function policyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/iu.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.use({ viewport: { width: 390, height: 844 } });

test("a new visitor sees the dialog before the app runs, where the app's own dialog then stands", async ({
  page,
}) => {
  const violations = policyViolations(page);
  const release = await holdTheApp(page);
  await page.goto('/play', { waitUntil: 'commit' });
  const copy = page.locator('[data-consent-copy]');
  await expect(cookieDialog(page)).toBeVisible();
  await expect(copy).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  const served = await cookieDialog(page).boundingBox();

  release();
  await appIsUp(page);
  await expect(copy).toHaveCount(0);
  await expect(cookieDialog(page)).toBeVisible();
  expect(await cookieDialog(page).boundingBox()).toEqual(served);
  expect(violations).toEqual([]);
});

for (const { button, stored } of [
  { button: 'Accept All', stored: true },
  { button: 'Reject All', stored: false },
]) {
  test(`${button} on the copy, before the app runs, is the visitor's choice once it does`, async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await cookieDialog(page).getByRole('button', { name: button, exact: true }).click();
    await expect(cookieDialog(page)).toHaveCount(0);
    expect(await storedConsent(page)).toBe(stored);

    release();
    await appIsUp(page);
    await expect(cookieDialog(page)).toHaveCount(0);
    await expect(cookieButton(page)).toHaveCount(0);
    expect(await storedConsent(page)).toBe(stored);
  });
}

test('closing the copy before the app runs leaves the choice open and the dialog closed', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/memberships', { waitUntil: 'commit' });
  await cookieDialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(cookieDialog(page)).toHaveCount(0);

  release();
  await appIsUp(page);
  await expect(cookieDialog(page)).toHaveCount(0);
  // Undecided: the corner button stays, and opens the app's dialog.
  await cookieButton(page).click();
  await expect(cookieDialog(page)).toBeVisible();
  expect(await storedConsent(page)).toBeNull();
});

test('a visitor who has chosen never sees the copy', async ({ page }) => {
  await consentChosenBefore(page, false);
  const release = await holdTheApp(page);
  await page.goto('/how-to-play', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'How to play' })).toBeVisible();
  await expect(page.locator('[data-consent-copy]')).toBeAttached();
  await expect(cookieDialog(page)).toBeHidden();

  release();
  await appIsUp(page);
  await expect(cookieDialog(page)).toHaveCount(0);
});
