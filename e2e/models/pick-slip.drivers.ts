import { expect, type Locator, type Page } from '@playwright/test';
import { defineDrivers, type PathRun } from './driver.ts';
import { pickSlipFlow } from './pick-slip.model.ts';
import { failOnce, holdOnce } from './server-stubs.ts';
import { arriveAsGuest, rejectCookies } from './ui.ts';
import { openMatches, showDayWithOpenMatches } from '../helpers/play.ts';

const slipBar = (page: Page) => page.getByRole('region', { name: 'Your selections' });
const counter = (page: Page) => page.getByTestId('slip-counter');
const saveButton = (page: Page) => slipBar(page).getByRole('button', { name: 'Save predictions' });
const extraPrediction = 3;

/** An outcome that takes a pick now, named by what it shows ("Arsenal worth 20 pts"). */
const openOutcome = { name: / worth \d+ pts$/u, disabled: false } as const;

function outcomesOf(card: Locator): Locator {
  return card.getByRole('button', openOutcome);
}

async function chooseOn(page: Page, match: number): Promise<void> {
  await outcomesOf(openMatches(page).nth(match)).first().click();
}

async function expectCounter(page: Page, value: number, limit: number): Promise<void> {
  await expect(counter(page)).toHaveText(`${value}/${limit}`);
}

/** The slip's refusals (docs/product.md §5 "Picks"). */
const tooManyChoices = (limit: number) => `Too many choices; up to ${limit} selections only.`;

async function expectRefusal(page: Page, text: string): Promise<void> {
  await expect(slipBar(page).getByRole('alert')).toContainText(text);
}

/** The player holds one extra-prediction credit (given through the development API), and redeems it. */
async function redeemExtraPrediction({ page, context, request }: PathRun): Promise<void> {
  const bearer = (await context.cookies()).find((cookie) => cookie.name === 'longshotBearer')?.value;
  if (!bearer) throw new Error('No session in this browser.');
  const granted = await request.post('/api/dev/credits', {
    headers: { 'x-requested-with': 'XMLHttpRequest', authorization: `Bearer ${bearer}` },
    data: { typeId: extraPrediction, count: 1 },
  });
  if (!granted.ok()) throw new Error(`POST api/dev/credits: ${granted.status()} ${await granted.text()}`);
  await page.getByRole('button', { name: 'Redeem an extra prediction' }).click();
}

export const pickSlipDrivers = defineDrivers(pickSlipFlow, {
  gestures: {
    ARRIVE_ON_PLAY: async ({ page }) => {
      await arriveAsGuest(page, '/play');
      await rejectCookies(page);
      // The view shows one day (issue #13): one with the six open matches the paths may pick.
      await showDayWithOpenMatches(page, 6);
    },
    PICK: ({ page }) => chooseOn(page, 0),
    PICK_IT_AGAIN: async ({ page }) => {
      await openMatches(page).first().getByRole('button', { pressed: true }).click();
    },
    PICK_ANOTHER_OUTCOME_OF_IT: async ({ page }) => {
      const card = openMatches(page).first();
      const other = outcomesOf(card)
        .and(card.getByRole('button', { pressed: false }))
        .first();
      const name = (await other.textContent()) ?? '';
      await other.click();
      // It takes the pick's place: that outcome chosen, no refusal, still one pick.
      await expect(card.getByRole('button', { pressed: true })).toHaveText(name);
      await expect(slipBar(page).getByRole('alert')).toHaveCount(0);
    },
    SAVE: async ({ page }) => {
      await saveButton(page).click();
    },
    SAVE_SERVER_DOWN: async ({ page }) => {
      await failOnce(page, 'predictions/MyWeek', { method: 'PUT' });
      await saveButton(page).click();
    },
    SAVE_SERVER_SLOW: async ({ page, memory }) => {
      memory.releaseHeldCall = await holdOnce(page, 'predictions/MyWeek', { method: 'PUT' });
      await saveButton(page).click();
    },
    SERVER_ANSWERS: async ({ memory }) => {
      if (!memory.releaseHeldCall) throw new Error('No call is held.');
      await memory.releaseHeldCall();
    },
    RETRY: async ({ page }) => {
      await slipBar(page).getByRole('button', { name: 'Retry' }).click();
    },
    FILL_THE_SLIP: async ({ page }) => {
      for (const match of [1, 2, 3, 4]) await chooseOn(page, match);
    },
    PICK_ONE_TOO_MANY: async ({ page }) => {
      await chooseOn(page, 5);
      await expectRefusal(page, tooManyChoices(5));
    },
    REDEEM_EXTRA_PREDICTION: (run) => redeemExtraPrediction(run),
    PICK_SIXTH: ({ page }) => chooseOn(page, 5),
    REVOKE_EXTRA_PREDICTION: async ({ page }) => {
      await page.getByRole('button', { name: 'Revoke an extra prediction' }).click();
    },
    SAVE_OVER_LIMIT: async ({ page }) => {
      await saveButton(page).click();
      await expectRefusal(page, tooManyChoices(5));
    },
  },
  states: {
    fresh: async () => undefined,
    empty: ({ page }) => expectCounter(page, 0, 5),
    onePick: async ({ page }) => {
      await expectCounter(page, 1, 5);
      await expect(slipBar(page).getByText('Unsaved changes')).toBeVisible();
    },
    saved: async ({ page }) => {
      // A toast after a round trip: a busy CI machine (2 cores, two browsers) has taken more than 5 s.
      await expect(page.getByText('Predictions Saved')).toBeVisible({ timeout: 15_000 });
      await expect(slipBar(page).getByText('Unsaved changes')).toBeHidden();
    },
    failed: async ({ page }) => {
      // The spec's text comes as a toast; the slip keeps the choices and offers Retry. The toast follows the
      // refused round trip, which a busy CI machine has stretched past 5 s (it showed just after).
      await expect(page.getByText('Failed to save predictions, please try again')).toBeVisible({
        timeout: 15_000,
      });
      await expect(slipBar(page).getByRole('button', { name: 'Retry' })).toBeVisible();
      await expectCounter(page, 1, 5);
    },
    saving: async ({ page }) => {
      await expect(saveButton(page)).toHaveAttribute('data-loading', 'true');
    },
    full: async ({ page }) => {
      await expectCounter(page, 5, 5);
    },
    roomForOneMore: ({ page }) => expectCounter(page, 5, 6),
    sixPicks: ({ page }) => expectCounter(page, 6, 6),
    overLimit: async ({ page }) => {
      await expectCounter(page, 6, 5);
    },
  },
});
