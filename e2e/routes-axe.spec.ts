import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './helpers/axe.ts';
import {
  advanceClock,
  dismissCookieConsent,
  drawUntil,
  gameClock,
  matchCard,
  outcomeButton,
  planPicks,
  RESULT_AFTER_KICK_OFF_MS,
  resultOutcomes,
  revealCard,
  seasonPathOf,
  signInThroughAuthApp,
  slipBar,
  slipCounter,
  test as gameTest,
  type PlannedPick,
} from './helpers/play.ts';
import { createPlayer } from './models/accounts.ts';

// Issue #18: every screen a visitor or a signed-in player reaches is readable and named for everyone. axe
// (WCAG 2.0–2.2 A and AA) on each route of the route table, on a laptop (1366 px) and a phone (390 px),
// fails on any serious or critical violation. The screens that need a token in their link (reset password,
// validate e-mail…) are checked in the state a bad or missing link leaves them in.

const widths = [
  { name: 'laptop', viewport: { width: 1366, height: 768 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

interface Screen {
  path: string;
  /** The h1 the screen shows once it is drawn. */
  heading: string | RegExp;
}

const visitorScreens: Screen[] = [
  { path: '/', heading: 'Daily Challenge' },
  { path: '/how-to-play', heading: 'How to play' },
  { path: '/faqs', heading: 'FAQs' },
  { path: '/play', heading: /./u },
  { path: '/play/Football', heading: 'Football' },
  { path: '/play/Basketball', heading: 'Basketball' },
  { path: '/leagues', heading: 'Leagues' },
  { path: '/league/join', heading: 'Join League' },
  { path: '/leaderboards', heading: 'Leaderboards' },
  { path: '/stats', heading: /./u },
  { path: '/memberships', heading: 'Memberships' },
  { path: '/memberships/payment/success', heading: /./u },
  { path: '/memberships/subscriptions/cancel', heading: /./u },
  { path: '/bundle/redeem', heading: /./u },
  { path: '/feedback', heading: 'Contact Us' },
  { path: '/signup', heading: /./u },
  { path: '/auth/', heading: /./u },
  { path: '/auth/forgot-password', heading: /./u },
  { path: '/auth/reset-password', heading: /./u },
  { path: '/auth/confirm-email', heading: /./u },
  { path: '/auth/validate-email', heading: /./u },
  { path: '/email-preferences/unsubscribe', heading: /./u },
  { path: '/policies/privacy', heading: 'Privacy Policy' },
  { path: '/policies/termsAndConditions', heading: 'Terms and Conditions' },
  { path: '/policies/cookies', heading: 'Cookie Policy' },
  { path: '/policies/licences', heading: /./u },
  { path: '/no/such/page', heading: 'Oops! Page not found' },
];

const playerScreens: Screen[] = [
  { path: '/', heading: 'Daily Challenge' },
  { path: '/play', heading: /./u },
  { path: '/leagues', heading: 'Leagues' },
  { path: '/account-settings/personal-details', heading: /./u },
  { path: '/account-settings/two-factor-authentication', heading: /./u },
  { path: '/account-settings/change-password', heading: /./u },
  { path: '/account-settings/email-preferences', heading: /./u },
  { path: '/account-settings/subscriptions', heading: /./u },
  { path: '/change-password', heading: /./u },
];

const pageLoad = { timeout: 30_000 };

/** Opens a screen and waits until it is drawn and its data is in. */
async function open(page: Page, { path, heading }: Screen): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible(pageLoad);
  // The screen's data (and the lazy parts it draws) arrive after the heading: let the network calm a
  // moment (a screen that keeps asking is checked as it is then), and wait for every loader to go.
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0, pageLoad);
}

/** Each header badge's label shows in full: none is cut to "F…" (Mantine's badge ellipsis). */
async function cutBadgeLabels(page: Page): Promise<string[]> {
  return page
    .getByRole('banner')
    .locator('.mantine-Badge-label')
    .evaluateAll((labels) =>
      labels
        .filter((label) => label instanceof HTMLElement && label.offsetParent !== null)
        .filter((label) => label.scrollWidth > label.clientWidth + 1)
        .map((label) => label.textContent ?? ''),
    );
}

/** Checks one screen: no serious or critical axe violation, and a header whose badges read in full. */
async function check(page: Page, screen: Screen): Promise<void> {
  await test.step(screen.path, async () => {
    await open(page, screen);
    expect.soft(await seriousViolations(page), screen.path).toEqual([]);
    expect.soft(await cutBadgeLabels(page), `${screen.path}: header badges cut short`).toEqual([]);
  });
}

test.describe.configure({ mode: 'parallel' });

for (const { name, viewport } of widths) {
  test.describe(`axe at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });

    test('the cookie-consent dialog a new visitor meets', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('dialog', { name: 'Cookie Consent' })).toBeVisible(pageLoad);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('every screen a visitor reaches', async ({ page }) => {
      test.setTimeout(visitorScreens.length * 30_000);
      await page.goto('/how-to-play');
      await dismissCookieConsent(page);
      for (const screen of visitorScreens) await check(page, screen);
    });

    test('every screen a signed-in player reaches', async ({ browser, request, baseURL }) => {
      test.setTimeout(playerScreens.length * 30_000 + 60_000);
      const page = await signedIn(browser, baseURL ?? '', viewport, request);
      for (const screen of playerScreens) await check(page, screen);
    });
  });
}

/** A new permanent player's browser, signed in through the sign-in app (a full load back to the root). */
async function signedIn(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
  request: Parameters<typeof createPlayer>[0],
): Promise<Page> {
  const player = await createPlayer(request, { usedTotpSteps: new Set() });
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await signInThroughAuthApp(page, player);
  return page;
}

// The colours a week shows once its matches are over (a won pick, a lost one, a finished match) appear
// only after the game clock has passed them: so on a server of the test's own (helpers/play.ts), since
// moving the clock would break the other specs' sessions on the shared server.

/** A new guest's browser at laptop width (a development server signs each new visitor up as a guest). */
async function guestPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: widths[0].viewport });
  const page = await context.newPage();
  await page.goto('/how-to-play');
  await dismissCookieConsent(page);
  return page;
}

/** The guest picks `pick` on /play and saves the slip. */
async function pickAndSave(page: Page, pick: PlannedPick): Promise<void> {
  await page.goto('/play');
  await expect(slipCounter(page)).toHaveText('0/5', pageLoad);
  await revealCard(page, pick);
  await expect(outcomeButton(page, pick)).toBeEnabled();
  await outcomeButton(page, pick).click();
  await slipBar(page).getByRole('button', { name: 'Save predictions' }).click();
  await expect(page.getByText('Predictions Saved')).toBeVisible();
}

/** Draws the season view's cards until the match's is there ("Show 20 more"). */
async function revealSeasonCard(page: Page, match: PlannedPick): Promise<void> {
  const card = matchCard(page, match);
  const more = page.getByRole('button', { name: /^Show \d+ more/u });
  await expect(card.or(more).first()).toBeVisible(pageLoad);
  await drawUntil(page, card);
}

gameTest(
  'axe on a settled match: its won and lost picks, in the week and in the season view',
  async ({ browser, request, baseURL }) => {
    gameTest.setTimeout(240_000);
    const origin = baseURL ?? '';
    const [match] = await planPicks(request, origin, 1);
    if (!match) throw new Error('planPicks gave no pick');
    const seasonPath = await seasonPathOf(request, match);
    // The match picked each way, by a guest per outcome: one pick wins and the others lose.
    const picks = await resultOutcomes(request, match);
    const players: Page[] = [];
    for (const pick of picks) {
      const page = await guestPage(browser, origin);
      await pickAndSave(page, pick);
      players.push(page);
    }

    // The game clock moves past the match's result; the server settles the picks before it answers.
    const now = await gameClock(request);
    await advanceClock(request, origin, match.kickOff.getTime() + RESULT_AFTER_KICK_OFF_MS - now.getTime());

    const result = /^(Won|Lost|Void)( \(.+\))?$/u;
    const results: string[] = [];
    for (const [index, page] of players.entries()) {
      // The week's view, then the season's: read-only, the outcomes as text, as an archived season shows
      // them (only an outright, drawn by its own card, names a winner).
      for (const view of ['week', 'season'] as const) {
        await page.setViewportSize(widths[0].viewport);
        if (view === 'week') {
          await page.goto('/play');
          await expect(slipCounter(page)).toBeVisible(pageLoad);
          await revealCard(page, match);
        } else {
          await page.goto(seasonPath);
          await revealSeasonCard(page, match);
        }
        const card = matchCard(page, match);
        await expect(card.getByText(result)).toBeVisible(pageLoad);
        const shown = (await card.getByText(result).textContent()) ?? '';
        if (view === 'week') results.push(shown);
        const label = `${view} ${shown} (${picks[index]?.outcome ?? ''})`;
        for (const { name, viewport } of widths) {
          await page.setViewportSize(viewport);
          await card.scrollIntoViewIfNeeded();
          await card.screenshot({ path: gameTest.info().outputPath(`${label}-${viewport.width}.png`) });
          expect
            .soft(await seriousViolations(page), `${label} at ${viewport.width} px (${name})`)
            .toEqual([]);
        }
      }
    }
    // One pick won and the others lost, unless the match was called off (every pick void).
    const kinds = results.map((shown) => shown.split(' ')[0]).toSorted();
    if (!kinds.every((kind) => kind === 'Void')) {
      expect(kinds).toEqual(['Won', ...Array<string>(kinds.length - 1).fill('Lost')].toSorted());
    }
  },
);
