import { expect, type Page } from '@playwright/test';
import { checkoutFlow } from './checkout.model.ts';
import { defineDrivers } from './driver.ts';
import { failOnce } from './server-stubs.ts';
import { playerOpens } from './sign-in-app.ts';
import { expectPath } from './ui.ts';

const main = (page: Page) => page.getByRole('main');
const subscribeButton = (page: Page) => main(page).getByRole('button', { name: 'Subscribe to premium' });
const premiumCard = (page: Page) => main(page).getByRole('region', { name: 'Premium' });
const successTitle = (page: Page) =>
  main(page).getByRole('heading', { level: 1, name: 'Subscription successful' });

async function onMemberships(page: Page): Promise<void> {
  await expectPath(page, '/memberships');
  await expect(premiumCard(page)).toContainText('$4.99 a month');
  await expect(subscribeButton(page)).toBeVisible();
}

export const checkoutDrivers = defineDrivers(checkoutFlow, {
  gestures: {
    OPEN_MEMBERSHIPS: (run) => playerOpens(run, '/memberships'),
    SUBSCRIBE: ({ page }) => subscribeButton(page).click(),
    SUBSCRIBE_SERVER_DOWN: async ({ page }) => {
      await failOnce(page, 'memberships/Checkout', { method: 'POST' });
      await subscribeButton(page).click();
    },
    RETRY: ({ page }) => main(page).getByRole('button', { name: 'Retry' }).click(),
    PAY: ({ page }) => page.getByRole('button', { name: /^Pay / }).click(),
    DECLINE: ({ page }) => page.getByRole('button', { name: /^Decline/ }).click(),
    CANCEL: ({ page }) => page.getByRole('button', { name: 'Cancel and go back' }).click(),
    RELOAD_SUCCESS: async ({ page }) => {
      await page.reload();
    },
    OPEN_UNKNOWN_CHECKOUT: (run) =>
      playerOpens(run, '/memberships/payment/success?checkout=AAAAAAAAAAAAAAAAAAAAAAAA'),
  },
  states: {
    fresh: async () => {},
    memberships: async ({ page }) => {
      await onMemberships(page);
      await expect(main(page).getByRole('region', { name: 'Standard' })).toContainText('Your plan');
    },
    startFailed: async ({ page }) => {
      await expect(main(page).getByRole('button', { name: 'Retry' })).toBeVisible();
    },
    refused: async ({ page }) => {
      await expect(main(page).getByText('You already have a premium subscription.')).toBeVisible();
    },
    checkoutPage: async ({ page }) => {
      await expect(page).toHaveURL(/\/api\/memberships\/v1\/local\/checkout\//);
      await expect(page.getByRole('button', { name: 'Pay $4.99' })).toBeVisible();
    },
    declined: async ({ page }) => {
      await expect(page.getByRole('alert')).toHaveText('Your payment was declined. Try again, or cancel.');
    },
    membershipsAgain: ({ page }) => onMemberships(page),
    paid: async ({ page }) => {
      await expectPath(page, '/memberships/payment/success');
      await expect(successTitle(page)).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'See your stats' })).toBeVisible();
    },
    paidAgain: async ({ page }) => {
      await expect(successTitle(page)).toBeVisible();
    },
    confirming: async ({ page }) => {
      await expect(main(page).getByText('Confirming your payment…')).toBeVisible();
    },
    unconfirmed: async ({ page }) => {
      await expect(main(page).getByRole('button', { name: 'Check again' })).toBeVisible();
    },
    notPaid: async ({ page }) => {
      await expect(
        main(page).getByText('The payment was not completed, and nothing was charged.'),
      ).toBeVisible();
    },
    successFailed: async ({ page }) => {
      await expect(main(page).getByRole('button', { name: 'Retry' })).toBeVisible();
    },
    unknown: async ({ page }) => {
      await expect(
        main(page).getByText('We could not find this checkout. Start again from Memberships.'),
      ).toBeVisible();
    },
  },
});
