import { expect, type Browser, type Page } from '@playwright/test';
import {
  advanceClock,
  gameClock,
  pickAndSave,
  planPicks,
  RESULT_AFTER_KICK_OFF_MS,
  signInThroughAuthApp,
  test,
} from './helpers/play.ts';
import { seriousViolations } from './helpers/axe.ts';
import { createPlayer } from './models/accounts.ts';
import { bearerOf } from './models/leagues.ts';
import type { PlayerAccount } from './models/driver.ts';

// The leagues' journey (issue #10) on the real product, on a server of its own (helpers/play.ts, as the
// clock moves): two players sign up, one creates a private league, the other joins it by its code, both
// pick, the game clock moves past the matches, and both see the same standings, each with their own row,
// and the same rank-history chart under Ann's row (her own for her, a fellow member's for Ben).

const pageLoad = { timeout: 30_000 };

/** A browser of the player's own, signed in through the sign-in app (a full load back to the root). */
async function signedIn(browser: Browser, baseURL: string, player: PlayerAccount): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInThroughAuthApp(page, player);
  return page;
}

/** Opens `name`'s row of the standings: the rank-history chart draws, and its summary reads out. */
async function rankHistoryOf(page: Page, name: string): Promise<string> {
  const table = page.getByRole('table', { name: 'Standings' });
  await table.getByRole('button', { name: `Show ${name}` }).click();
  const figure = table.getByRole('figure', { name: `${name}'s rank and points per gameweek` });
  await expect(figure.getByText(`${name}'s rank and points per gameweek`)).toBeVisible(pageLoad);
  // The chart's own chunk (recharts) arrives and draws its svg.
  await expect(figure.locator('svg.recharts-surface')).toBeVisible(pageLoad);
  return (await figure.getByTestId('rank-history-summary').textContent()) ?? '';
}

/** The standings' rows as text, once they have every member (and the two benchmark bots). */
async function standingsOf(page: Page, leagueId: string, members: number): Promise<string[]> {
  await page.goto(`/league/${leagueId}/details`);
  const table = page.getByRole('table', { name: 'Standings' });
  await expect(table.getByRole('row')).toHaveCount(members + 2 + 1, pageLoad);
  await expect(table.locator('tr[data-bot]')).toHaveCount(2);
  return (await table.getByRole('row').allTextContents()).slice(1);
}

test('a player creates a private league, a friend joins it by code, and both see the same standings and chart', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  const memory = { usedTotpSteps: new Set<number>() };
  const [ann, ben] = [
    await createPlayer(request, memory, { displayName: 'Ann Owner' }),
    await createPlayer(request, memory, { displayName: 'Ben Friend' }),
  ];
  const picks = await planPicks(request, origin, 2);
  const [annPick, benPick] = picks;
  if (!annPick || !benPick) throw new Error('planPicks gave fewer than two picks');

  // Ann creates a private league on the leagues home.
  const annPage = await signedIn(browser, origin, ann);
  await annPage.goto('/leagues');
  const form = annPage.getByRole('region', { name: 'Create a league' });
  await form.getByLabel('League name').fill('Office Pool', pageLoad);
  await form.getByRole('button', { name: 'Create league' }).click();
  await annPage.waitForURL(/\/league\/[^/]+\/details$/, pageLoad);
  await expect(annPage.getByRole('heading', { level: 1, name: 'Office Pool' })).toBeVisible();
  const leagueId = /\/league\/([^/]+)\/details$/.exec(new URL(annPage.url()).pathname)?.[1] ?? '';
  const code = ((await annPage.getByLabel('League code').textContent()) ?? '').trim();
  expect(code).toMatch(/^[A-Z0-9]{8}$/);

  // Ben joins it with the code, on /league/join.
  const benPage = await signedIn(browser, origin, ben);
  await benPage.goto('/league/join');
  await benPage.getByLabel('League code').fill(code, pageLoad);
  await benPage.getByRole('main').getByRole('button', { name: 'Join', exact: true }).click();
  await benPage.waitForURL((url) => url.pathname === `/league/${leagueId}/details`, pageLoad);
  await expect(benPage.getByRole('heading', { level: 1, name: 'Office Pool' })).toBeVisible();
  await expect(benPage.getByRole('table', { name: 'Members' }).getByRole('row')).toHaveCount(2);

  // Both pick a match of the week.
  await pickAndSave(annPage, annPick);
  await pickAndSave(benPage, benPick);

  // The game clock moves past both matches' results; the server settles them before it answers.
  const now = await gameClock(request);
  const lastKickOff = Math.max(annPick.kickOff.getTime(), benPick.kickOff.getTime());
  await advanceClock(request, origin, lastKickOff + RESULT_AFTER_KICK_OFF_MS - now.getTime());

  // Both see the same standings, each with their own row marked.
  const seenByAnn = await standingsOf(annPage, leagueId, 2);
  const seenByBen = await standingsOf(benPage, leagueId, 2);
  expect(seenByBen.map((line) => line.replace('You', ''))).toEqual(
    seenByAnn.map((line) => line.replace('You', '')),
  );
  for (const [page, name] of [
    [annPage, 'Ann Owner'],
    [benPage, 'Ben Friend'],
  ] as const) {
    const mine = page.getByRole('table', { name: 'Standings' }).locator('tr[aria-current="true"]');
    await expect(mine).toContainText(name);
  }
  test.info().annotations.push({ type: 'standings', description: seenByAnn.join(' | ') });

  // Both open Ann's row: the same rank history, drawn.
  const annHistory = await rankHistoryOf(annPage, 'Ann Owner');
  expect(annHistory).toMatch(/^Rank [12] of 2 with \d+ points after \d+ gameweeks?\.$/);
  expect(await rankHistoryOf(benPage, 'Ann Owner')).toBe(annHistory);
  test.info().annotations.push({ type: 'rank history', description: annHistory });

  // On a phone the open row, chart and picks included, fits the screen: nothing scrolls sideways.
  await benPage.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => benPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  // Nor does the standings table inside its own scroll area.
  const tableOverflow = () =>
    benPage.evaluate(() => {
      let box = document.querySelector('table[aria-label="Standings"]')?.parentElement ?? null;
      while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
      return box ? box.scrollWidth - box.clientWidth : 0;
    });
  await expect.poll(tableOverflow).toBeLessThanOrEqual(0);
  // And what it shows is readable and named for everyone: no serious or critical axe violation, on a phone
  // with a row open and on a laptop.
  expect(await seriousViolations(benPage)).toEqual([]);
  await annPage.setViewportSize({ width: 1366, height: 768 });
  expect(await seriousViolations(annPage)).toEqual([]);
  await annPage.goto('/leagues');
  await expect(annPage.getByRole('region', { name: 'My leagues' })).toContainText('Office Pool', pageLoad);
  expect(await seriousViolations(annPage)).toEqual([]);

  // Premium opens Ann's additional stats (issue #11): PUT UpgradeToPremium starts a checkout, which she pays
  // on the local checkout page (docs/payments.md); her settled pick of the week, drawn, and readable for
  // everyone. e2e/memberships.spec.ts walks the same through the screens.
  const upgraded = await request.put('/api/account/v1/UpgradeToPremium', {
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      authorization: `Bearer ${await bearerOf(request, ann)}`,
    },
    data: {},
  });
  expect(upgraded.status(), await upgraded.text()).toBe(200);
  const { url: checkoutUrl } = (await upgraded.json()) as { url: string };
  const paid = await request.post(checkoutUrl, { form: { choice: 'pay' }, maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBe(303);
  const premiumPage = await signedIn(browser, origin, ann);
  await premiumPage.goto('/stats');
  const points = premiumPage.getByRole('figure', { name: 'Points per gameweek' });
  await expect(points.getByText(/^\d+ points in 1 gameweek, credits included\.$/)).toBeVisible(pageLoad);
  await expect(points.locator('svg.recharts-surface')).toBeVisible(pageLoad);
  expect(await seriousViolations(premiumPage)).toEqual([]);

  const screenshot = test.info().outputPath('league-details-390.png');
  await benPage.screenshot({ path: screenshot, fullPage: true });
  await test
    .info()
    .attach('league details at 390 px, a row open', { path: screenshot, contentType: 'image/png' });
});
