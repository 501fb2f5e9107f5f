import { expect, type Page } from '@playwright/test';
import { defineDrivers } from './driver.ts';
import { creditsCode, premiumCode, redeemBundleFlow } from './redeem-bundle.model.ts';
import { failOnce } from './server-stubs.ts';
import { playerOpens } from './sign-in-app.ts';
import { expectPath } from './ui.ts';

const main = (page: Page) => page.getByRole('main');
const codeField = (page: Page) => main(page).getByLabel('Bundle code');
const redeemButton = (page: Page) => main(page).getByRole('button', { name: 'Redeem', exact: true });

async function typeCode(page: Page, code: string): Promise<void> {
  await codeField(page).fill(code);
  await redeemButton(page).click();
}

export const redeemBundleDrivers = defineDrivers(redeemBundleFlow, {
  gestures: {
    OPEN_REDEEM: (run) => playerOpens(run, '/bundle/redeem'),
    OPEN_PREMIUM_LINK: (run) => playerOpens(run, `/bundle/${premiumCode}/redeem`),
    ENTER_UNKNOWN_CODE: ({ page }) => typeCode(page, 'NO-SUCH-CODE'),
    ENTER_CODE: ({ page }) => typeCode(page, creditsCode),
    ENTER_CODE_SERVER_DOWN: async ({ page }) => {
      await failOnce(page, 'bundles/Redeem', { method: 'POST' });
      await typeCode(page, creditsCode);
    },
    RETRY: ({ page }) => main(page).getByRole('button', { name: 'Retry' }).click(),
    REDEEM: ({ page }) => redeemButton(page).click(),
    ANOTHER: ({ page }) => main(page).getByRole('button', { name: 'Redeem another code' }).click(),
  },
  states: {
    fresh: async () => {},
    form: async ({ page }) => {
      await expectPath(page, '/bundle/redeem');
      await expect(codeField(page)).toHaveValue('');
    },
    premiumForm: async ({ page }) => {
      await expect(codeField(page)).toHaveValue(premiumCode);
    },
    refused: async ({ page }) => {
      await expect(
        main(page).getByText('There is no bundle with this code. Check the code and try again.'),
      ).toBeVisible();
    },
    failed: async ({ page }) => {
      await expect(main(page).getByRole('button', { name: 'Retry' })).toBeVisible();
    },
    redeemed: async ({ page }) => {
      const status = main(page).getByRole('status', { name: /redeemed$/ });
      await expect(status).toContainText(`Bundle ${creditsCode} redeemed`);
      await expect(status).toContainText('2 × Bonus points credit');
    },
    emptyAgain: async ({ page }) => {
      await expect(codeField(page)).toHaveValue('');
    },
    premium: async ({ page }) => {
      const status = main(page).getByRole('status', { name: /redeemed$/ });
      await expect(status).toContainText(`Bundle ${premiumCode} redeemed`);
      await expect(status).toContainText('You are a premium player until');
    },
  },
});
