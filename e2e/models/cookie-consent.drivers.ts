import { expect, type Page } from '@playwright/test';
import { cookieConsentFlow } from './cookie-consent.model.ts';
import { defineDrivers } from './driver.ts';
import { appIsUp, arriveAsGuest, cookieButton, cookieDialog, storedConsent } from './ui.ts';

async function dialogOpen(page: Page, consent: boolean | null): Promise<void> {
  await expect(cookieDialog(page)).toBeVisible();
  expect(await storedConsent(page)).toBe(consent);
}

async function dialogClosed(page: Page, consent: boolean | null): Promise<void> {
  await expect(cookieDialog(page)).toBeHidden();
  // The corner button stays only while nothing is chosen.
  if (consent === null) await expect(cookieButton(page)).toBeVisible();
  else await expect(cookieButton(page)).toHaveCount(0);
  expect(await storedConsent(page)).toBe(consent);
}

const inDialog =
  (name: string) =>
  async ({ page }: { page: Page }) => {
    await cookieDialog(page).getByRole('button', { name, exact: true }).click();
  };

export const cookieConsentDrivers = defineDrivers(cookieConsentFlow, {
  gestures: {
    ARRIVE: async ({ page }) => {
      await arriveAsGuest(page);
    },
    CLOSE_BEFORE_THE_APP: async ({ page }) => {
      await arriveAsGuest(page, '/', async () => {
        await cookieDialog(page).getByRole('button', { name: 'Close', exact: true }).click();
        await expect(cookieDialog(page)).toHaveCount(0);
      });
    },
    ACCEPT_ALL: inDialog('Accept All'),
    REJECT_ALL: inDialog('Reject All'),
    CLOSE: inDialog('Close'),
    CLICK_COOKIE_BUTTON: async ({ page }) => {
      await cookieButton(page).click();
    },
    OPEN_FROM_COOKIE_POLICY: async ({ page }) => {
      await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
      await page.getByRole('main').getByRole('button', { name: 'Cookie Settings' }).click();
    },
    RELOAD: async ({ page }) => {
      await page.reload();
      await appIsUp(page);
    },
  },
  states: {
    fresh: async () => undefined,
    undecidedOpen: ({ page }) => dialogOpen(page, null),
    undecidedClosed: ({ page }) => dialogClosed(page, null),
    acceptedClosed: ({ page }) => dialogClosed(page, true),
    acceptedOpen: ({ page }) => dialogOpen(page, true),
    rejectedClosed: ({ page }) => dialogClosed(page, false),
    rejectedOpen: ({ page }) => dialogOpen(page, false),
  },
});
