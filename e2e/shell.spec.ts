import { expect, test, type Page } from '@playwright/test';

// The foundation's walk through the real product: built SPA, real server, seeded PGlite.

async function dismissCookieConsent(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Cookie Consent' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject All' }).click();
  await expect(dialog).toBeHidden();
}

async function openDrawer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
}

test('the landing page loads inside the shell with the title, footer and cookie choice', async ({ page }) => {
  const settingsRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/config/')) settingsRequests.push(request.url());
  });
  await page.goto('/');
  await dismissCookieConsent(page);
  // The settings (which name the environment in the title) came with the page, not after the scripts.
  await expect(page).toHaveTitle(/Longshot \(dev\)/);
  expect(settingsRequests).toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Challenge' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Contact Us' })).toBeVisible();
  await expect(footer).toContainText('2025');
  // The choice is remembered: no dialog after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Challenge' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Cookie Consent' })).toHaveCount(0);
});

const drawerDestinations = [
  { item: 'How to play', path: '/how-to-play', heading: 'How to play' },
  { item: 'Daily Challenge', path: '/', heading: 'Daily Challenge' },
  { item: 'Join League', path: '/league/join', heading: 'Join League' },
  { item: 'Membership', path: '/memberships', heading: 'Memberships' },
  { item: 'FAQs', path: '/faqs', heading: 'FAQs' },
];

test('every drawer item leads to its screen', async ({ page }) => {
  await page.goto('/how-to-play');
  await dismissCookieConsent(page);
  for (const { item, path, heading } of drawerDestinations) {
    await openDrawer(page);
    await page.getByRole('dialog').getByRole('link', { name: item, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test("the drawer's code starts loading when a hand reaches its button, before the click", async ({
  page,
}) => {
  const drawerChunk = /\/assets\/DrawerPanel-[^/]+\.js$/;
  const chunkRequests: string[] = [];
  page.on('request', (request) => {
    if (drawerChunk.test(new URL(request.url()).pathname)) chunkRequests.push(request.url());
  });
  await page.goto('/how-to-play');
  await dismissCookieConsent(page);
  expect(chunkRequests).toEqual([]);
  // A pointer on the button, not yet a click: the chunk is on its way, so the first opening need not wait.
  await Promise.all([
    page.waitForRequest((request) => drawerChunk.test(new URL(request.url()).pathname)),
    page.getByRole('button', { name: 'Open menu' }).hover(),
  ]);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await openDrawer(page);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(chunkRequests).toHaveLength(1);
});

test('the sports submenu is loaded from the server and opens a sport', async ({ page }) => {
  const sportsRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/StaticLookups\/v1\/Sports/i.test(request.url())) sportsRequests.push(request.url());
  });
  await page.goto('/');
  await dismissCookieConsent(page);
  await openDrawer(page);
  const drawer = page.getByRole('dialog');
  await drawer.getByText('Sports', { exact: true }).click();
  for (const sport of ['Football', 'Golf', 'American Football', 'Cricket', 'Rugby League']) {
    await expect(drawer.getByRole('link', { name: sport, exact: true })).toBeVisible();
  }
  await drawer.getByRole('link', { name: 'Basketball', exact: true }).click();
  await expect(page).toHaveURL(/\/play\/Basketball$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Basketball' })).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/sport-Basketball/);
  // Opening the drawer again does not fetch the list again.
  await openDrawer(page);
  const reopened = page.getByRole('dialog');
  const football = reopened.getByRole('link', { name: 'Football', exact: true });
  if (!(await football.isVisible())) await reopened.getByText('Sports', { exact: true }).click();
  await expect(football).toBeVisible();
  expect(sportsRequests).toHaveLength(1);
});

test('an unknown path shows the not-found page, and an unknown API path answers JSON', async ({
  page,
  request,
}) => {
  await page.goto('/no/such/page');
  await dismissCookieConsent(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();

  const api = await request.get('/api/no-such-route');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
});

test('redirects of the route table', async ({ page }) => {
  await page.goto('/account-settings');
  await dismissCookieConsent(page);
  await expect(page).toHaveURL(/\/account-settings\/personal-details$/);
  await page.goto('/memberships/payment/cancel');
  await expect(page).toHaveURL(/\/memberships$/);
});

test('the health endpoint checks the database', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
});
