import { expect, test, type APIRequestContext } from '@playwright/test';
import { freshTotp } from './helpers/totp.ts';

// The admin app on the real product (docs/admin.md): the administrator the web server's command made
// (playwright.config.ts) sets up two-factor through the API, then signs in at /admin/ with the password
// and a code, filters the users and grants a credit, which the audit log then shows; enters an outright
// winner on the outrights desk (the demo feed's odds sync lists each outright competition's current season);
// then uploads a file in the File Manager, which the game's pages can load from its public URL.

const email = 'e2e-admin@example.com';
const password = 'Longshot-Adm1n-Shot!';
const spa = { 'x-requested-with': 'XMLHttpRequest' };

/** The first sign-in answers ConfigureTFA with a setup token: set two-factor up with it; the shared key. */
async function setUpTwoFactor(request: APIRequestContext, usedCodes: Set<string>): Promise<string> {
  const signIn = await request.post('/api/auth/v1/basic/signIn', { headers: spa, data: { email, password } });
  const answer = (await signIn.json()) as { status: number; tfaToken?: string };
  expect(answer.status, 'ConfigureTFA').toBe(4);
  const bearer = { ...spa, authorization: `Bearer ${answer.tfaToken}` };
  const setup = await request.post('/api/account/v1/TwoFactor/setup', { headers: bearer, data: {} });
  const { sharedKey } = (await setup.json()) as { sharedKey: string };
  const enable = await request.post('/api/account/v1/TwoFactor/enable', {
    headers: bearer,
    data: { code: await freshTotp(sharedKey, usedCodes) },
  });
  expect(enable.ok(), await enable.text()).toBe(true);
  return sharedKey;
}

/** A 1×1 transparent PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('an administrator signs in with two-factor, filters the users, grants a credit, enters an outright winner and uploads a file', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const usedCodes = new Set<string>();
  const sharedKey = await setUpTwoFactor(request, usedCodes);

  await page.goto('/admin/');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Authenticator code').fill(await freshTotp(sharedKey, usedCodes));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users$/);

  // Filter: Email Contains e2e-admin.
  await page.getByLabel('Value').fill('e2e-admin');
  await page.getByRole('button', { name: 'Add filter' }).click();
  const row = page.getByRole('row', { name: /e2e-admin@example.com/ });
  await expect(row).toBeVisible();
  await expect(page.getByText('1 in all')).toBeVisible();

  await row.click();
  await expect(page.getByText('Credits held: 0')).toBeVisible();
  await page.getByRole('button', { name: 'Grant a credit' }).click();
  await expect(page.getByText('Credit granted')).toBeVisible();
  await expect(page.getByText('Credits held: 1')).toBeVisible();

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('row', { name: /grantCredits/ })).toBeVisible();

  // A reload lands signed in: the session is the one stored on this origin.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

  // Enter an outright winner: the Masters', the outright the demo feed lists all year, which no other spec
  // picks on this server.
  const competition = 'Masters Tournament Winner';
  await page.getByRole('link', { name: 'Outrights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Outrights' })).toBeVisible();
  const card = page.getByRole('region', { name: competition });
  // The odds sync runs as the server starts: the first list may come before it has stored the outrights.
  await expect(async () => {
    await page.reload();
    await expect(card).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await card.getByRole('combobox', { name: `Winner of ${competition}` }).click();
  const runner = page.getByRole('option').nth(1);
  const runnerName = (await runner.textContent()) ?? '';
  await runner.click();
  await card.getByRole('button', { name: /(Enter|Change) the winner/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(competition);
  await expect(dialog).toContainText(runnerName);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const summary = page.getByRole('status').filter({ hasText: 'entered as the winner' });
  await expect(summary).toContainText(`${runnerName} entered as the winner of ${competition}:`);
  await expect(summary).toContainText(/\d+ picks settled, \d+ corrected\./);
  await expect(card.getByText(`Winner: ${runnerName}`)).toBeVisible();
  await expect(card.getByText('Settled')).toBeVisible();
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('row', { name: /setOutrightWinner/ })).toBeVisible();

  // Upload a file: the File Manager lists it, and it is served at its public URL.
  await page.getByRole('link', { name: 'File Manager' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'File Manager' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'e2e-league.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Upload Successful')).toBeVisible();
  await expect(page.getByText('File was uploaded successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'e2e-league.png' })).toHaveAttribute(
    'href',
    '/files/e2e-league.png',
  );
  const served = await request.get('/files/e2e-league.png');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect(Buffer.from(await served.body()).equals(png)).toBe(true);
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('row', { name: /uploadFile/ })).toBeVisible();
});
