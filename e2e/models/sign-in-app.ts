import { expect, type Page } from '@playwright/test';
import { createPlayer } from './accounts.ts';
import type { PathRun, PlayerAccount } from './driver.ts';
import { failOnce } from './server-stubs.ts';
import {
  appIsUp,
  arriveAsGuest,
  expectAvatar,
  expectDrawerButtons,
  expectPath,
  rejectCookies,
} from './ui.ts';

// The sign-in app (/auth/) and the session as the auth flow's gestures see them.

export const guestButtons = ['Upgrade', 'Logout Permanently'];
export const visitorButtons = ['Sign up', 'Login'];
/** A standard player: Upgrade (to memberships) and Logout. */
export const playerButtons = ['Upgrade', 'Logout'];

export const main = (page: Page) => page.getByRole('main');
export const responseTo = (page: Page, path: RegExp, status = 200) =>
  page.waitForResponse(
    (response) => path.test(new URL(response.url()).pathname) && response.status() === status,
  );

/** The sign-in app's first step, filled and sent. */
export async function submitPassword(page: Page, email: string, password: string): Promise<void> {
  await main(page).getByLabel('Email Address').fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(password);
  await main(page).getByRole('button', { name: 'Login' }).click();
}

export async function submitCode(page: Page, code: string): Promise<void> {
  await main(page).getByLabel('Authentication code').fill(code);
  await main(page).getByRole('button', { name: 'Verify' }).click();
}

export async function plainPlayer(run: PathRun): Promise<PlayerAccount> {
  run.memory.player ??= await createPlayer(run.request, run.memory);
  return run.memory.player;
}

export async function twoFactorPlayer(run: PathRun): Promise<PlayerAccount> {
  run.memory.twoFactorPlayer ??= await createPlayer(run.request, run.memory, { twoFactor: true });
  return run.memory.twoFactorPlayer;
}

/** A full load ends at the root with the app up (after a sign-in, a logout, a session that ended). */
export async function landsHomeAfter(page: Page, act: () => Promise<void>, signal: RegExp): Promise<void> {
  const answered = responseTo(page, signal);
  await act();
  await answered;
  await page.waitForURL((url) => url.pathname === '/');
  await appIsUp(page);
}

/**
 * The act ends a session: the app loads the root afresh (a full page load) and stays signed out. Any
 * guest sign-up meanwhile fails the step: a browser whose session ended makes no guest behind the
 * player's back (src/app/session/anonymous-sign-up.ts).
 */
export async function landsSignedOutAfter(page: Page, act: () => Promise<void>): Promise<void> {
  const signUps: string[] = [];
  const watch = (request: { url(): string }) => {
    if (newGuestSignUp.test(request.url())) signUps.push(request.url());
  };
  page.on('request', watch);
  try {
    const loaded = page.waitForEvent('load');
    await act();
    await loaded;
    await page.waitForURL((url) => url.pathname === '/');
    await appIsUp(page);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', watch);
  }
  expect(signUps, 'no guest is signed up after a session ended').toEqual([]);
}

export const newGuestSignUp = /\/api\/auth\/v1\/easy\/signUp$/i;
export const guestStatusLoaded = /\/api\/account\/v1\/myUserStatus$/i;

/** The server stops honouring this browser's session tokens (they expired, or were revoked). */
export async function refuseSessionTokens({ page, context }: PathRun): Promise<void> {
  const url = new URL(page.url()).origin;
  await context.addCookies([
    { name: 'longshotBearer', value: 'no-longer-valid', url },
    { name: 'longshotRefresh', value: 'no-longer-valid', url },
  ]);
}

export async function reloadWithRefusedTokens(run: PathRun): Promise<void> {
  await refuseSessionTokens(run);
  // The guest is back once its status loads on the page the session ended up on.
  const back = responseTo(run.page, guestStatusLoaded);
  await run.page.reload();
  await back;
  await appIsUp(run.page);
}

export async function arriveWithFirstWhoAmIFailing(page: Page): Promise<void> {
  await failOnce(page, 'account/WhoAmI');
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/auth/');
  await appIsUp(page);
  await rejectCookies(page);
}

export async function signInPage(page: Page): Promise<void> {
  await expectPath(page, '/auth/');
  await expect(main(page).getByLabel('Email Address')).toBeVisible();
}

export async function codeAsked(page: Page): Promise<void> {
  await expectPath(page, '/auth/');
  await expect(main(page).getByLabel('Authentication code')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Verify' })).toBeEnabled();
}

export async function unreachable(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Unreachable server' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Reload' })).toBeVisible();
}

export async function signedInAsPlayer({ page, memory }: PathRun): Promise<void> {
  const player = memory.signedInAs;
  if (!player?.displayName) throw new Error('The path signed no player in.');
  await expectAvatar(page, player.displayName);
  await expectDrawerButtons(page, playerButtons);
}

/** A new player signs in on /auth/ (a full load back to the root), then opens `path`. */
export async function playerOpens(run: PathRun, path: string): Promise<void> {
  const player = await plainPlayer(run);
  await arriveAsGuest(run.page, '/auth/');
  await rejectCookies(run.page);
  await landsHomeAfter(run.page, () => submitPassword(run.page, player.email, player.password), /WhoAmI$/i);
  run.memory.signedInAs = player;
  await run.page.goto(path);
  await appIsUp(run.page);
}
