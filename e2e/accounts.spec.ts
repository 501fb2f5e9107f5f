import { expect, test, type Page } from '@playwright/test';
import { latestEmailTo, linkIn } from './helpers/outbox.ts';
import { freshTotp } from './helpers/totp.ts';

// The accounts issue's journey on the real product: a guest arrives and is signed in anonymously,
// links an e-mail address, follows the link from the outbox, sets a password, turns on two-factor,
// signs out, and signs in again with the second factor.

const password = 'Longshot-Tr1ck-Shot!';

async function dismissCookieConsent(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Cookie Consent' });
  await dialog.getByRole('button', { name: 'Reject All' }).click();
  await expect(dialog).toBeHidden();
}

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog', { name: 'Menu' });
}

test('a guest links an e-mail, sets a password and signs in again with two-factor', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `player-${Date.now()}@example.com`;
  const usedCodes = new Set<string>();

  // Arrives: signed in anonymously on first load, so the drawer offers to link an e-mail address.
  await page.goto('/');
  await dismissCookieConsent(page);
  let drawer = await openDrawer(page);
  await drawer.getByRole('button', { name: 'Upgrade' }).click();

  const linkDialog = page.getByRole('dialog', { name: 'Link your anonymous account' });
  await linkDialog.getByLabel('Email Address').fill(email);
  await linkDialog.getByRole('button', { name: 'Send Email' }).click();
  const sent = page.getByRole('dialog', { name: 'Email Sent' });
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: 'Back To Home' }).click();

  // Follows the link from the outbox, then sets a password.
  const conversion = await latestEmailTo(request, email);
  await page.goto(linkIn(conversion, '/auth/validate-email'));
  await page
    .getByRole('link', { name: 'Set Password' })
    .or(page.getByRole('button', { name: 'Set Password' }))
    .click();
  await expect(page).toHaveURL(/\/change-password$/);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  // A guest has no name: the conversion ends by asking for the one other players see.
  await page.getByLabel('Display name').fill('Ada Converted');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The page below is a new load, which starts from what the browser stored: wait until it has let go of
  // the guest's credentials (it does so once the new session is in), or the load would start as the guest.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('longshot.anonymousUser')), { timeout: 10_000 })
    .toBeNull();

  // Now a permanent player: turns on two-factor with an authenticator key.
  await page.goto('/account-settings/two-factor-authentication');
  await page.getByRole('button', { name: 'Enable two-factor authentication' }).click();
  const sharedKey = (await page.getByTestId('shared-key').innerText()).trim();
  await page
    .getByLabel('2. Enter the 6-digit code the app shows')
    .fill(await freshTotp(sharedKey, usedCodes));
  await page.getByRole('button', { name: 'Enable two-factor authentication' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' });
  await expect(codes).toBeVisible();
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await expect(codes).toContainText(/[2-9BCDFGHJKMNPQRTVWXY]{5}-[2-9BCDFGHJKMNPQRTVWXY]{5}/);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();

  // Signs out from the drawer.
  drawer = await openDrawer(page);
  await drawer.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Signs in: password, then the second factor.
  await page.goto('/auth/');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Authenticated. Please verify your identity.')).toBeVisible();
  await page.getByLabel('Authentication code').fill(await freshTotp(sharedKey, usedCodes));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Signed in as the same player: the drawer offers Logout, and the account knows the address. The
  // sign-in ends with a page load of its own, which closes a drawer opened before it: open it again then.
  await expect(async () => {
    drawer = await openDrawer(page);
    await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  // The sign-in's own load back to / can still land after the drawer shows, and interrupt this navigation:
  // go again until the page stays.
  await expect(async () => {
    await page.goto('/account-settings/personal-details');
    await expect(page.getByText(email)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
});
