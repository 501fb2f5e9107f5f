import { expect, type Page } from '@playwright/test';
import { defineDrivers } from './driver.ts';
import { failOnce } from './server-stubs.ts';
import { sessionTimeoutFlow } from './session-timeout.model.ts';
import { appIsUp, arriveAsGuest, expectDrawerButtons, rejectCookies } from './ui.ts';

const warningDialog = (page: Page) => page.getByRole('dialog', { name: 'Session Timeout' });

/** The session ends and the page loads the root, where the guest is signed in again. */
async function signedOutThenBack(page: Page, act: () => Promise<void>): Promise<void> {
  const back = page.waitForResponse(
    (response) => /\/api\/auth\/v1\/easy\/signIn$/i.test(new URL(response.url()).pathname) && response.ok(),
  );
  await act();
  await back;
  await appIsUp(page);
}

export const sessionTimeoutDrivers = defineDrivers(sessionTimeoutFlow, {
  gestures: {
    ARRIVE: async ({ page }) => {
      await arriveAsGuest(page);
      await rejectCookies(page);
    },
    STAY_ACTIVE: async ({ page }) => {
      // Activity is heard at most every 5 s (src/app/session/timeout-effects.ts).
      await page.clock.fastForward(6_000);
      await page.keyboard.press('Shift');
    },
    IDLE_UNTIL_WARNED: async ({ page }) => {
      await page.clock.fastForward('59:00');
    },
    KEEP_WORKING: async ({ page }) => {
      await warningDialog(page).getByRole('button', { name: 'Keep working' }).click();
    },
    KEEP_WORKING_SERVER_DOWN: async ({ page }) => {
      await failOnce(page, 'auth/ping');
      await warningDialog(page).getByRole('button', { name: 'Keep working' }).click();
    },
    SIGN_OUT: ({ page }) =>
      signedOutThenBack(page, () => warningDialog(page).getByRole('button', { name: 'Sign out' }).click()),
    IDLE_UNTIL_SIGNED_OUT: ({ page }) => signedOutThenBack(page, () => page.clock.fastForward('01:00')),
  },
  states: {
    fresh: async () => undefined,
    counting: async ({ page }) => {
      await expect(warningDialog(page)).toBeHidden();
      await expectDrawerButtons(page, ['Upgrade', 'Logout Permanently']);
    },
    warning: async ({ page }) => {
      await expect(warningDialog(page)).toBeVisible();
      await expect(warningDialog(page)).toContainText('Your session is about to expire due to inactivity.');
    },
  },
});
