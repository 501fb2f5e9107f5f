import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { defineDrivers, type PathRun } from './driver.ts';
import { linkAccountFlow } from './link-account.model.ts';
import { failOnce, neverAnswerOnce } from './server-stubs.ts';
import { arriveAsGuest, expectDrawerButtons, openDrawer, rejectCookies } from './ui.ts';

export const linkDialog = (page: Page) => page.getByRole('dialog', { name: 'Link your anonymous account' });
export const emailSentDialog = (page: Page) => page.getByRole('dialog', { name: 'Email Sent' });

export const guestButtons = ['Upgrade', 'Logout Permanently'];
export const pendingButtons = ["I've validated my email", 'Resend verification email', 'Logout Permanently'];

export async function clickInDrawer(page: Page, name: string): Promise<void> {
  const drawer = await openDrawer(page);
  await drawer.getByRole('button', { name, exact: true }).click();
}

/** A fresh address per path: the outbox is shared by every path of the run. */
export function newAddress(run: PathRun): string {
  run.memory.linkedEmail = `guest-${randomUUID()}@example.com`;
  return run.memory.linkedEmail;
}

async function typeAndSend(page: Page, address: string): Promise<void> {
  await linkDialog(page).getByLabel('Email Address').fill(address);
  await linkDialog(page).getByRole('button', { name: 'Send Email' }).click();
}

export const linkAccountDrivers = defineDrivers(linkAccountFlow, {
  gestures: {
    ARRIVE: async ({ page }) => {
      await arriveAsGuest(page);
      await rejectCookies(page);
    },
    UPGRADE: ({ page }) => clickInDrawer(page, 'Upgrade'),
    UPGRADE_SERVER_SLOW: async ({ page }) => {
      await neverAnswerOnce(page, 'account/ConversionInProgress');
      await clickInDrawer(page, 'Upgrade');
    },
    UPGRADE_SERVER_DOWN: async ({ page }) => {
      await failOnce(page, 'account/ConversionInProgress');
      await clickInDrawer(page, 'Upgrade');
    },
    CANCEL: async ({ page }) => {
      await linkDialog(page).getByRole('button', { name: 'Cancel' }).click();
    },
    SEND_EMAIL: (run) => typeAndSend(run.page, newAddress(run)),
    SEND_AGAIN: async ({ page }) => {
      await linkDialog(page).getByRole('button', { name: 'Send Email' }).click();
    },
    SEND_INVALID_EMAIL: async ({ page }) => {
      await typeAndSend(page, 'not-an-address');
      await expect(linkDialog(page).getByText('Invalid email format.')).toBeVisible();
    },
    SEND_EMAIL_SERVER_DOWN: async (run) => {
      await failOnce(run.page, 'account/ConvertAccount');
      await typeAndSend(run.page, `guest-${randomUUID()}@example.com`);
      // The failure is told in a toast; the form stays for another try.
      await expect(run.page.getByText('Error Processing Request: Internal Server Error')).toBeVisible();
    },
    BACK_TO_HOME: async ({ page }) => {
      await emailSentDialog(page).getByRole('button', { name: 'Back To Home' }).click();
    },
    RESEND: ({ page }) => clickInDrawer(page, 'Resend verification email'),
  },
  states: {
    fresh: async () => undefined,
    guest: async ({ page }) => {
      await expect(linkDialog(page)).toBeHidden();
      await expectDrawerButtons(page, guestButtons);
    },
    checking: async ({ page }) => {
      await expect(linkDialog(page).getByLabel('Loading')).toBeVisible();
      await expect(linkDialog(page).getByLabel('Email Address')).toHaveCount(0);
    },
    editing: async ({ page }) => {
      await expect(linkDialog(page).getByText('We will send you an e-mail with a link.')).toBeVisible();
      await expect(linkDialog(page).getByRole('button', { name: 'Send Email' })).toBeEnabled();
    },
    sent: async ({ page, memory }) => {
      await expect(linkDialog(page)).toBeHidden();
      await expect(emailSentDialog(page)).toContainText(memory.linkedEmail ?? '@');
    },
    pending: async ({ page }) => {
      await expect(emailSentDialog(page)).toBeHidden();
      await expectDrawerButtons(page, pendingButtons);
    },
    editingResend: async ({ page, memory }) => {
      const address = memory.linkedEmail ?? '';
      await expect(linkDialog(page).getByText(`We have already sent a link to ${address}.`)).toBeVisible();
      await expect(linkDialog(page).getByLabel('Email Address')).toHaveValue(address);
    },
  },
});
