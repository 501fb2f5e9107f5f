import { expect, type Page } from '@playwright/test';
import { playerPassword, validateElsewhere, validationLinkTo } from './accounts.ts';
import { defineDrivers, type PathRun } from './driver.ts';
import { guestConversionFlow } from './guest-conversion.model.ts';
import {
  clickInDrawer,
  emailSentDialog,
  guestButtons,
  linkDialog,
  newAddress,
  pendingButtons,
} from './link-account.drivers.ts';
import { failOnce, holdThenAnswerNewestFirst } from './server-stubs.ts';
import {
  appIsUp,
  arriveAsGuest,
  closeDrawer,
  expectDrawerButtons,
  expectPath,
  openDrawer,
  rejectCookies,
} from './ui.ts';

const confirmedButtons = ['Set Password', 'Reverify account with a new email address'];

async function validationLink(run: PathRun): Promise<string> {
  if (!run.memory.linkedEmail) throw new Error('The path linked no address.');
  run.memory.validationLink ??= await validationLinkTo(run.request, run.memory.linkedEmail);
  return run.memory.validationLink;
}

/**
 * "I've validated my email". The page's clock stops until the answer is in, so a 2.5 s 'Email not yet
 * validated' flag stays up until the path waits on purpose (WAIT), however slow the machine running the
 * test; when the answer is a validation, the clock runs on (the drawer's animations need it).
 */
async function checkValidation(page: Page): Promise<void> {
  const drawer = await openDrawer(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await drawer.getByRole('button', { name: "I've validated my email" }).click();
  const flagged = drawer.getByRole('button', { name: 'Email not yet validated' });
  const validated = drawer.getByRole('link', { name: 'Set Password' });
  await expect(flagged.or(validated)).toBeVisible();
  if (await validated.isVisible()) await page.clock.resume();
}

export const guestConversionDrivers = defineDrivers(guestConversionFlow, {
  gestures: {
    ARRIVE: async ({ page }) => {
      await arriveAsGuest(page);
      await rejectCookies(page);
    },
    LINK_EMAIL: async (run) => {
      const { page } = run;
      await clickInDrawer(page, 'Upgrade');
      await linkDialog(page).getByLabel('Email Address').fill(newAddress(run));
      await linkDialog(page).getByRole('button', { name: 'Send Email' }).click();
      await emailSentDialog(page).getByRole('button', { name: 'Back To Home' }).click();
      await expect(emailSentDialog(page)).toBeHidden();
    },
    CHECK_VALIDATION: ({ page }) => checkValidation(page),
    CHECK_VALIDATION_SERVER_DOWN: async ({ page }) => {
      await failOnce(page, 'account/myUserStatus');
      await checkValidation(page);
    },
    WAIT: async ({ page }) => {
      await page.clock.resume();
      await page.clock.fastForward(2_500);
      await closeDrawer(page);
    },
    VALIDATE_ELSEWHERE: async (run) => validateElsewhere(run.request, await validationLink(run)),
    OPEN_VALIDATION_LINK: async (run) => {
      // The load asks for the status, and so does the page once the address is validated: the page's
      // question is answered first, so it is the one that finds the guest validated.
      await holdThenAnswerNewestFirst(run.page, 'account/myUserStatus', 2);
      await run.page.goto(await validationLink(run));
      await appIsUp(run.page);
    },
    SET_PASSWORD: async ({ page }) => {
      const drawer = await openDrawer(page);
      await drawer.getByRole('link', { name: 'Set Password' }).click();
      await expectPath(page, '/change-password');
      await page.getByLabel('New password', { exact: true }).fill(playerPassword);
      await page.getByLabel('Confirm password').fill(playerPassword);
      await page.getByRole('button', { name: 'Set password' }).click();
      // A guest has no name: the conversion ends by asking for one.
      await page.getByLabel('Display name').fill('Converted Player');
      await page.getByRole('button', { name: 'Save' }).click();
      await expectPath(page, '/');
    },
  },
  states: {
    fresh: async () => undefined,
    active: ({ page }) => expectDrawerButtons(page, guestButtons),
    pending: ({ page }) => expectDrawerButtons(page, pendingButtons),
    notYetValidated: async ({ page }) => {
      const drawer = await openDrawer(page);
      await expect(drawer.getByRole('button', { name: 'Email not yet validated' })).toBeDisabled();
      await expect(drawer.getByRole('button', { name: "I've validated my email" })).toHaveCount(0);
    },
    validatedElsewhere: ({ page }) => expectDrawerButtons(page, pendingButtons),
    validatedHere: async ({ page }) => {
      await expectPath(page, '/auth/validate-email');
      await expect(page.getByRole('status').filter({ hasText: 'E-mail address validated' })).toBeVisible();
      await expectDrawerButtons(page, confirmedButtons);
    },
    confirmed: ({ page }) => expectDrawerButtons(page, confirmedButtons),
    player: ({ page }) => expectDrawerButtons(page, ['Upgrade', 'Logout']),
  },
});
