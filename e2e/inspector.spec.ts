import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { guestStatus } from '#machines/guest-status.machine.ts';
import { latestEmailTo, linkIn } from './helpers/outbox.ts';

// The machine inspector (issue #5) on the dev server: beside the running app it follows the auth
// machine through a sign-in; on its own it runs the guest-status machine in its sandbox.

const password = 'Longshot-Tr1ck-Shot!';
const headers = { 'x-requested-with': 'XMLHttpRequest' };

/** A confirmed player account, made through the API (sign-up, then the link from the outbox). */
async function confirmedPlayer(request: APIRequestContext): Promise<string> {
  const email = `inspected-${Date.now()}@example.com`;
  const signUp = await request.post('/api/auth/v1/basic/signUp', {
    headers,
    data: { email, password, displayName: 'Inspected Player', acceptTerms: true, token: 'solved' },
  });
  expect(signUp.status()).toBe(202);
  const link = new URL(linkIn(await latestEmailTo(request, email), '/auth/confirm-email'));
  const confirm = await request.post('/api/auth/v1/ConfirmEmail', {
    headers,
    data: { userId: link.searchParams.get('userId'), token: link.searchParams.get('token') },
  });
  expect(confirm.status()).toBe(204);
  return email;
}

/** Opens the inspector, recording every request it makes: all must stay on the app's origin. */
async function openInspector(page: Page, tab: 'live' | 'sandbox'): Promise<string[]> {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`/inspector/?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Longshot inspector' })).toBeVisible();
  return requests;
}

function expectSameOrigin(requests: string[], page: Page): void {
  const origin = new URL(page.url()).origin;
  expect(requests.length).toBeGreaterThan(0);
  expect(requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'))).toEqual([]);
}

const stateBox = (page: Page, id: string) => page.locator(`[data-state-id="${id}"]`);

test('beside the running app, the inspector shows the auth machine and follows a sign-in', async ({
  context,
  request,
}) => {
  const email = await confirmedPlayer(request);
  const app = await context.newPage();
  await app.goto('/');
  const consent = app.getByRole('dialog', { name: 'Cookie Consent' });
  await consent.getByRole('button', { name: 'Reject All' }).click();
  await expect(consent).toBeHidden();

  // Opened after the app: it asks the app for its actors and gets them all.
  const inspector = await context.newPage();
  const requests = await openInspector(inspector, 'live');
  const auth = inspector.getByTestId('live-actor-auth');
  await expect(auth).toBeVisible();
  await expect(inspector.getByTestId('live-actor-cookieConsent')).toContainText('rejected.dialogClosed');
  await auth.click();
  await expect(inspector.getByRole('img', { name: 'Statechart of auth' })).toBeVisible();
  const before = (await inspector.getByTestId('live-state').innerText()).trim();
  expect(before).not.toBe('');
  expect(before).not.toBe('session.signedIn');

  await app.goto('/auth/');
  await app.getByLabel('Email Address').fill(email);
  await app.getByLabel('Password', { exact: true }).fill(password);
  await app.getByRole('main').getByRole('button', { name: 'Login' }).click();

  // The highlighted state follows the app, through the sign-in, to the signed-in session.
  await expect(inspector.getByTestId('live-state')).toHaveText('session.signedIn');
  await expect(stateBox(inspector, 'auth.session.signedIn')).toHaveAttribute('data-active', 'true');
  await expect(stateBox(inspector, 'auth.signedOut')).toHaveAttribute('data-active', 'false');

  // The timeline kept the sign-in, its password masked.
  const timeline = inspector.getByRole('region', { name: 'Timeline' });
  const signIn = timeline.getByRole('button', { name: /auth SIGN_IN/ }).first();
  await signIn.click();
  const details = inspector.getByRole('complementary', { name: 'Snapshot' });
  await expect(details).toContainText('"type": "SIGN_IN"');
  await expect(details).toContainText('"password": "••••••"');
  await expect(details).not.toContainText(password);
  await expect(stateBox(inspector, 'auth.signingIn')).toHaveAttribute('data-active', 'true');
  expectSameOrigin(requests, inspector);
});

test('a sandbox session of the guest-status machine reaches ConfirmedAnonymous by sending events', async ({
  page,
}) => {
  const requests = await openInspector(page, 'sandbox');
  await page
    .getByRole('navigation', { name: 'Machines' })
    .getByRole('button', { name: 'guest-status' })
    .click();
  const state = page.getByTestId('sandbox-state');
  await expect(state).toHaveText('unknown');

  // The e-mail check's stand-in succeeds with ConfirmedAnonymous.
  await page.getByLabel('Stand-in for fetchGuestStatus').selectOption('succeed');
  await page.getByLabel('Output of fetchGuestStatus').fill(String(guestStatus.ConfirmedAnonymous));
  await page.getByRole('button', { name: 'Restart' }).click();
  await expect(state).toHaveText('unknown');

  const form = page.getByRole('form', { name: 'Send an event' });
  await form.getByLabel('Event type').selectOption('STATUS_LOADED');
  await form.getByLabel('Event field status').fill(String(guestStatus.PendingConfirmationAsAnonymous));
  await form.getByRole('button', { name: 'Send STATUS_LOADED' }).click();
  await expect(state).toHaveText('known.idle');
  await expect(page.getByLabel('Sandbox context')).toContainText(
    `"status": ${guestStatus.PendingConfirmationAsAnonymous}`,
  );

  await form.getByLabel('Event type').selectOption('CHECK_EMAIL_VALIDATED');
  await form.getByRole('button', { name: 'Send CHECK_EMAIL_VALIDATED' }).click();
  await expect(state).toHaveText('known.idle');
  await expect(page.getByLabel('Sandbox context')).toContainText(
    `"status": ${guestStatus.ConfirmedAnonymous}`,
  );
  await expect(stateBox(page, 'guestStatus.known.idle')).toHaveAttribute('data-active', 'true');

  // One step back is the pending-confirmation status again.
  await page.getByRole('button', { name: '◀ Back' }).click();
  await expect(page.getByLabel('Sandbox context')).toContainText(
    `"status": ${guestStatus.PendingConfirmationAsAnonymous}`,
  );
  expectSameOrigin(requests, page);
});
