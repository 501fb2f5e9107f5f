import { expect, test, type Page } from '@playwright/test';
import { latestEmailTo } from './helpers/outbox.ts';

// Issue #12's player-facing half on the real product, on a 390 px phone: Contact Us stores a message and
// mails a receipt; the Privacy Policy and the Terms and Conditions show their version and fit the screen.

test.use({ viewport: { width: 390, height: 844 } });

async function dismissCookieConsent(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Cookie Consent' });
  await dialog.getByRole('button', { name: 'Reject All' }).click();
  await expect(dialog).toBeHidden();
}

/** Whether the page scrolls sideways (a line or a table wider than the phone). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('a visitor writes through Contact Us and gets a receipt', async ({ page, request }) => {
  const email = `contact-${Date.now()}@example.com`;
  await page.goto('/feedback');
  await dismissCookieConsent(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByLabel('Subject')).toHaveAccessibleDescription('Required.');

  await page.getByLabel('What is it about?').selectOption({ label: 'A suggestion' });
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Subject').fill('Darts');
  await page.getByLabel('Message').fill('Please add darts to the list of sports.');
  await page.getByRole('checkbox', { name: 'I am not a robot (development captcha)' }).check();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toContainText(
    `We have sent a confirmation to ${email}`,
  );
  expect(await scrollsSideways(page)).toBe(false);

  const receipt = await latestEmailTo(request, email);
  expect(receipt.subject).toBe('We received your message');
  expect(receipt.text).toContain('about a suggestion');
});

for (const [path, title] of [
  ['/policies/privacy', 'Privacy Policy'],
  ['/policies/termsAndConditions', 'Terms and Conditions'],
] as const) {
  test(`${title} shows its version and fits a phone`, async ({ page }) => {
    await page.goto(path);
    await dismissCookieConsent(page);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^Version 1\.0, in force from \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(5);
    expect(await scrollsSideways(page)).toBe(false);
  });
}
