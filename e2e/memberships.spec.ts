import { expect, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './helpers/axe.ts';
import {
  advanceClock,
  gameClock,
  pickAndSave,
  planPicks,
  RESULT_AFTER_KICK_OFF_MS,
  signInThroughAuthApp,
  test,
} from './helpers/play.ts';
import { createPlayer } from './models/accounts.ts';
import type { PlayerAccount } from './models/driver.ts';

// Premium paid for on the real product (issue #11, docs/payments.md), on a server of its own
// (helpers/play.ts: the clock moves a month): a standard player with a settled pick opens Memberships,
// subscribes, pays on the local checkout page, is premium and sees their real stats, cancels (still
// premium until the period ends), and is a standard player again once the dev clock passes the period's
// end. Each screen is read by axe, and kept as screenshots at 1366 and 390 px.

const pageLoad = { timeout: 30_000 };
const DAY = 24 * 60 * 60_000;

async function signedIn(browser: Browser, baseURL: string, player: PlayerAccount): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInThroughAuthApp(page, player);
  return page;
}

/** Axe at a laptop's and a phone's width, and a screenshot of each, attached to the report. */
async function lookAt(page: Page, name: string): Promise<void> {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 768 : 844 });
    expect(await seriousViolations(page), `${name} at ${width} px`).toEqual([]);
    // Nothing wider than the screen (a table once pushed the page to 470 px on a phone).
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBe(
      width,
    );
    const path = test.info().outputPath(`${name}-${width}.png`);
    await page.screenshot({ path, fullPage: true });
    await test.info().attach(`${name} at ${width} px`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('a standard player subscribes on the local checkout, sees their stats, cancels, and is standard after the period', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = baseURL ?? '';
  const memory = { usedTotpSteps: new Set<number>() };
  const cleo = await createPlayer(request, memory, { displayName: 'Cleo Premium' });
  const [pick] = await planPicks(request, origin, 1);
  if (!pick) throw new Error('planPicks gave no pick');

  // A settled pick of hers, so that her stats have something to draw.
  const page = await signedIn(browser, origin, cleo);
  await pickAndSave(page, pick);
  const now = await gameClock(request);
  await advanceClock(request, origin, pick.kickOff.getTime() + RESULT_AFTER_KICK_OFF_MS - now.getTime());

  // Memberships: Standard is her plan; premium costs $4.99 a month.
  await page.goto('/memberships');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Memberships' })).toBeVisible(pageLoad);
  await expect(main.getByRole('region', { name: 'Standard' })).toContainText('Your plan');
  const premium = main.getByRole('region', { name: 'Premium' });
  await expect(premium).toContainText('$4.99 a month', pageLoad);
  await lookAt(page, 'memberships-standard');

  // Subscribe: the local checkout page, on our own origin.
  await premium.getByRole('button', { name: 'Subscribe to premium' }).click();
  await page.waitForURL(/\/api\/memberships\/v1\/local\/checkout\//, pageLoad);
  await expect(page.getByRole('heading', { name: 'Longshot Premium' })).toBeVisible();
  await lookAt(page, 'local-checkout');
  await page.getByRole('button', { name: 'Pay $4.99' }).click();

  // The success page: premium now, the session replaced (the role is in the bearer token).
  await page.waitForURL((url) => url.pathname === '/memberships/payment/success', pageLoad);
  await expect(main.getByRole('heading', { level: 1, name: 'Subscription successful' })).toBeVisible(
    pageLoad,
  );
  await lookAt(page, 'payment-success');

  // Her own stats, drawn (not the preview's example).
  await main.getByRole('link', { name: 'See your stats' }).click();
  const points = main.getByRole('figure', { name: 'Points per gameweek' });
  await expect(points.getByText(/^\d+ points in 1 gameweek, credits included\.$/)).toBeVisible(pageLoad);
  await expect(points.locator('svg.recharts-surface')).toBeVisible(pageLoad);
  await expect(main.getByText('Example')).toHaveCount(0);

  // Manage: the plan, its next charge, the payment; she cancels at the period's end.
  await page.goto('/account-settings/subscriptions');
  const plan = main.getByRole('table').first();
  await expect(plan).toContainText('Premium, $4.99 a month', pageLoad);
  await expect(plan).toContainText('Active');
  await expect(main.getByRole('table', { name: 'Payments' })).toContainText('Paid');
  await lookAt(page, 'manage-subscription');
  await main.getByRole('button', { name: 'Cancel subscription' }).click();
  await main.getByRole('button', { name: 'Cancel at the end of the period' }).click();
  await page.waitForURL((url) => url.pathname === '/memberships/subscriptions/cancel', pageLoad);
  await expect(main.getByText(/You stay premium until \d\d\/\d\d\/\d{4}/)).toBeVisible(pageLoad);
  await lookAt(page, 'subscription-cancelled');

  // Still premium: the stats are hers, and Manage shows the cancel.
  await page.goto('/stats');
  await expect(points.locator('svg.recharts-surface')).toBeVisible(pageLoad);
  await page.goto('/account-settings/subscriptions');
  await expect(main.getByRole('table').first()).toContainText(
    'Cancelled, ends at the end of the period',
    pageLoad,
  );
  await expect(main.getByRole('button', { name: 'Resume subscription' })).toBeVisible();

  // The dev clock passes the period's end (a month and a day): she is a standard player again.
  await advanceClock(request, origin, 32 * DAY);
  await page.context().close();
  const after = await signedIn(browser, origin, cleo);
  await after.goto('/memberships');
  await expect(after.getByRole('main').getByRole('region', { name: 'Standard' })).toContainText(
    'Your plan',
    pageLoad,
  );
  await expect(after.getByRole('main').getByRole('button', { name: 'Subscribe to premium' })).toBeVisible();
  await after.goto('/account-settings/subscriptions');
  await expect(after.getByRole('main').getByRole('table').first()).toContainText('Ended', pageLoad);
  await lookAt(after, 'manage-subscription-ended');
});
