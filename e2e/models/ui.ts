import { expect, type Locator, type Page } from '@playwright/test';
import { consentStorageKey } from '#core/contract/early-consent.ts';
import { holdTheApp } from '../helpers/hold-app.ts';

// The shell's parts the gesture drivers share, found the way a person finds them: by role and name.

export const cookieDialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie Consent' });
/** The corner cookie button (the cookie policy page has a Cookie Settings button of its own, untitled). */
export const cookieButton = (page: Page) => page.getByRole('button').and(page.getByTitle('Cookie Settings'));
export const avatar = (page: Page) => page.getByTestId('user-avatar');

/** The visitor's stored cookie choice (the spec's local storage key, §3): true, false, or null while undecided. */
export async function storedConsent(page: Page): Promise<boolean | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), consentStorageKey);
  return raw === null ? null : (JSON.parse(raw) as boolean);
}

/** A visitor who chose before: the choice is in storage before any page of the test loads. */
export async function consentChosenBefore(page: Page, consent: boolean): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    consentStorageKey,
    JSON.stringify(consent),
  ] as const);
}

/** The first screen is up: the app mounted and routed (the shell's banner and a level-1 heading). */
export async function appIsUp(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
}

/**
 * A new visitor opens `path` and waits until the dev deployment has signed them up as a guest (the
 * guest's status is the last thing the session loads), so the next gesture meets a settled session.
 * `beforeTheApp`: what they do on the served page before the app's script runs (holdTheApp).
 */
export async function arriveAsGuest(
  page: Page,
  path = '/',
  beforeTheApp?: (page: Page) => Promise<void>,
): Promise<void> {
  const settled = page.waitForResponse(
    (response) =>
      /\/api\/account\/v1\/myUserStatus$/i.test(new URL(response.url()).pathname) && response.ok(),
  );
  if (beforeTheApp) {
    const release = await holdTheApp(page);
    await page.goto(path, { waitUntil: 'commit' });
    await beforeTheApp(page);
    release();
  } else {
    await page.goto(path);
  }
  await settled;
  await appIsUp(page);
}

export async function rejectCookies(page: Page): Promise<void> {
  const dialog = cookieDialog(page);
  await dialog.getByRole('button', { name: 'Reject All' }).click();
  await expect(dialog).toBeHidden();
}

const drawerOf = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

/** Opens the drawer (or takes it as it is, when a gesture left it open). */
export async function openDrawer(page: Page): Promise<Locator> {
  const drawer = drawerOf(page);
  if (!(await drawer.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(drawer).toBeVisible();
  return drawer;
}

export async function closeDrawer(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(drawerOf(page)).toBeHidden();
}

/** The drawer buttons that tell who is playing and where a guest stands (docs/product.md §4 "Drawer buttons"). */
const accountButtons = [
  'Upgrade',
  "I've validated my email",
  'Checking validation',
  'Email not yet validated',
  'Resend verification email',
  'Set Password',
  'Reverify account with a new email address',
  'Logout Permanently',
  'Logout',
  'Sign up',
  'Login',
];

/** Checks the drawer's account buttons are exactly `buttons` (opening it if need be), then closes it. */
export async function expectDrawerButtons(page: Page, buttons: string[]): Promise<void> {
  const drawer = await openDrawer(page);
  // The drawer's panel loads on first opening: its menu first, then the buttons.
  await expect(drawer.getByRole('link', { name: 'How to play', exact: true })).toBeVisible();
  const button = (name: string) =>
    drawer.getByRole('button', { name, exact: true }).or(drawer.getByRole('link', { name, exact: true }));
  for (const name of buttons) await expect(button(name).first(), `drawer button ${name}`).toBeVisible();
  for (const name of accountButtons.filter((name) => !buttons.includes(name)))
    await expect(button(name), `no drawer button ${name}`).toHaveCount(0);
  await closeDrawer(page);
}

/** A guest (no name yet) sees Login on the avatar; a player with a name sees the name. */
export async function expectAvatar(page: Page, label: string): Promise<void> {
  await expect(avatar(page)).toHaveAccessibleName(label);
}

export async function expectPath(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
}
