import { expect } from '@playwright/test';
import { totp } from '../helpers/totp.ts';
import { nextTotp, serverNow } from './accounts.ts';
import { authFlow } from './auth.model.ts';
import { defineDrivers } from './driver.ts';
import { abortOnce, answerOnce, asDeployment, failOnce, neverAnswerOnce } from './server-stubs.ts';
import {
  arriveWithFirstWhoAmIFailing,
  codeAsked,
  guestButtons,
  landsHomeAfter,
  landsSignedOutAfter,
  newGuestSignUp,
  main,
  plainPlayer,
  refuseSessionTokens,
  reloadWithRefusedTokens,
  responseTo,
  signedInAsPlayer,
  signInPage,
  submitCode,
  submitPassword,
  twoFactorPlayer,
  unreachable,
  visitorButtons,
} from './sign-in-app.ts';
import {
  appIsUp,
  arriveAsGuest,
  avatar,
  expectAvatar,
  expectDrawerButtons,
  expectPath,
  openDrawer,
  rejectCookies,
} from './ui.ts';

const guestSignUpRefusedNotice =
  'We could not start a guest game for you just now. Look around as you like, and play a little later.';

export const authDrivers = defineDrivers(authFlow, {
  gestures: {
    ARRIVE: async ({ page }) => {
      await arriveAsGuest(page);
      await rejectCookies(page);
    },
    ARRIVE_IN_QA: async ({ page }) => {
      // The qa deployment: the same build, environment qa (no guest sign-up on load).
      await asDeployment(page, 'qa');
      await page.goto('/');
      await appIsUp(page);
      await rejectCookies(page);
    },
    ARRIVE_SIGN_UP_REFUSED: async ({ page }) => {
      await failOnce(page, 'auth/easy/signUp');
      await page.goto('/');
      await appIsUp(page);
      await rejectCookies(page);
    },
    ARRIVE_WHO_AM_I_FAILS: ({ page }) => arriveWithFirstWhoAmIFailing(page),
    ARRIVE_WHO_AM_I_FAILS_GUEST_REFUSED: async ({ page }) => {
      await answerOnce(page, 'auth/easy/signIn', 200, { status: 3, statusMessage: 'Invalid login attempt.' });
      await arriveWithFirstWhoAmIFailing(page);
    },
    ARRIVE_WHO_AM_I_FAILS_GUEST_SIGN_IN_FAILS: async ({ page }) => {
      await failOnce(page, 'auth/easy/signIn');
      await arriveWithFirstWhoAmIFailing(page);
    },
    ARRIVE_WHO_AM_I_HANGS: async ({ page }) => {
      await neverAnswerOnce(page, 'account/WhoAmI');
      await page.goto('/');
      await appIsUp(page);
      await rejectCookies(page);
    },
    RELOAD: async ({ page }) => {
      await page.reload();
      await appIsUp(page);
    },
    PLAY_AS_GUEST: async ({ page }) => {
      await expectPath(page, '/');
      await main(page).getByRole('button', { name: 'Play as a guest' }).click();
      await main(page).getByRole('checkbox', { name: 'I am not a robot (development captcha)' }).check();
      const signedUp = responseTo(page, newGuestSignUp);
      await main(page).getByRole('button', { name: 'Start playing' }).click();
      await signedUp;
    },
    OPEN_LOGIN: async ({ page }) => {
      await avatar(page).click();
      await page.waitForURL((url) => url.pathname === '/auth/');
      await appIsUp(page);
    },
    SIGN_IN: async (run) => {
      const player = await plainPlayer(run);
      await landsHomeAfter(
        run.page,
        () => submitPassword(run.page, player.email, player.password),
        /WhoAmI$/i,
      );
      run.memory.signedInAs = player;
    },
    SIGN_IN_TWO_FACTOR_ACCOUNT: async (run) => {
      const player = await twoFactorPlayer(run);
      await submitPassword(run.page, player.email, player.password);
      await expect(run.page.getByText('Authenticated. Please verify your identity.')).toBeVisible();
    },
    SIGN_IN_WRONG_PASSWORD: async (run) => {
      const player = await plainPlayer(run);
      await submitPassword(run.page, player.email, `${player.password}-wrong`);
      await expect(main(run.page).getByRole('alert')).toBeVisible();
    },
    SIGN_IN_UNREACHABLE: async ({ page }) => {
      await abortOnce(page, 'auth/basic/signIn');
      await submitPassword(page, 'nobody@example.com', 'any password at all');
    },
    ENTER_CODE: async (run) => {
      const player = await twoFactorPlayer(run);
      const code = await nextTotp(run.request, player.sharedKey ?? '', run.memory);
      await landsHomeAfter(run.page, () => submitCode(run.page, code), /WhoAmI$/i);
      run.memory.signedInAs = player;
    },
    ENTER_RECOVERY_CODE: async (run) => {
      const player = await twoFactorPlayer(run);
      const recoveryCode = player.recoveryCodes?.shift();
      if (!recoveryCode) throw new Error('The player has no recovery code left.');
      await main(run.page).getByRole('button', { name: 'Use a recovery code instead' }).click();
      await main(run.page).getByLabel('Recovery code').fill(recoveryCode);
      await landsHomeAfter(
        run.page,
        () => main(run.page).getByRole('button', { name: 'Verify' }).click(),
        /WhoAmI$/i,
      );
      run.memory.signedInAs = player;
    },
    ENTER_WRONG_CODE: async (run) => {
      const player = await twoFactorPlayer(run);
      const step = Math.floor((await serverNow(run.request)) / 30_000);
      const valid = [-1, 0, 1].map((offset) => totp(player.sharedKey ?? '', (step + offset) * 30_000));
      const wrong = ['000000', '111111', '222222'].find((code) => !valid.includes(code)) ?? '333333';
      await submitCode(run.page, wrong);
      await expect(main(run.page).getByRole('alert')).toBeVisible();
    },
    ENTER_CODE_SESSIONLESS: async ({ page }) => {
      await answerOnce(page, 'auth/basic/signIn/tfa', 200, { status: 0, statusMessage: 'Logged in.' });
      await submitCode(page, '123456');
      await expect(page.getByText('Invalid TFA response. Bearer token is missing.')).toBeVisible();
    },
    ENTER_CODE_SERVER_DOWN: async ({ page }) => {
      await failOnce(page, 'auth/basic/signIn/tfa');
      await submitCode(page, '123456');
      await expect(page.getByText('The server failed (a stubbed failure).')).toBeVisible();
    },
    CANCEL_TWO_FACTOR: async ({ page }) => {
      await main(page).getByRole('button', { name: 'Cancel' }).click();
    },
    LET_TWO_FACTOR_EXPIRE: async ({ page }) => {
      await page.clock.fastForward('15:00');
      await expect(page.getByText('Your verification time ran out. Please log in again.')).toBeVisible();
    },
    LOGOUT: async ({ page }) => {
      const drawer = await openDrawer(page);
      await landsSignedOutAfter(page, () =>
        drawer.getByRole('button', { name: 'Logout', exact: true }).click(),
      );
    },
    LOGOUT_SERVER_DOWN: async ({ page }) => {
      await failOnce(page, 'auth/signout');
      const drawer = await openDrawer(page);
      await landsSignedOutAfter(page, () =>
        drawer.getByRole('button', { name: 'Logout', exact: true }).click(),
      );
    },
    LOGOUT_PERMANENTLY: async ({ page }) => {
      const drawer = await openDrawer(page);
      await drawer.getByRole('button', { name: 'Logout Permanently' }).click();
    },
    KEEP_MY_ACCOUNT: async ({ page }) => {
      await page
        .getByRole('dialog', { name: 'Logout: Clearing My Account' })
        .getByRole('button', { name: 'Cancel' })
        .click();
    },
    CLEAR_MY_ACCOUNT: async ({ page }) => {
      const dialog = page.getByRole('dialog', { name: 'Logout: Clearing My Account' });
      await landsSignedOutAfter(page, () => dialog.getByRole('button', { name: 'Clear My Account' }).click());
    },
    CLEAR_MY_ACCOUNT_SERVER_DOWN: async ({ page }) => {
      await failOnce(page, 'auth/signout');
      const dialog = page.getByRole('dialog', { name: 'Logout: Clearing My Account' });
      await landsSignedOutAfter(page, () => dialog.getByRole('button', { name: 'Clear My Account' }).click());
    },
    CHANGE_DISPLAY_NAME: async ({ page, memory }) => {
      const player = memory.signedInAs;
      if (!player) throw new Error('The path signed no player in.');
      await avatar(page).click();
      await expectPath(page, '/account-settings/personal-details');
      const name = `${player.displayName ?? 'Player'} II`.slice(-30);
      await main(page).getByLabel('Display name').fill(name);
      await main(page).getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Display name saved')).toBeVisible();
      player.displayName = name;
    },
    PLAYER_TOKENS_REFUSED: async (run) => {
      await refuseSessionTokens(run);
      await landsSignedOutAfter(run.page, () => avatar(run.page).click());
      run.memory.signedInAs = undefined;
    },
    GUEST_TOKENS_REFUSED: (run) => reloadWithRefusedTokens(run),
    GUEST_TOKENS_REFUSED_SIGN_IN_REFUSED: async (run) => {
      await answerOnce(run.page, 'auth/easy/signIn', 200, {
        status: 3,
        statusMessage: 'Invalid login attempt.',
      });
      await reloadWithRefusedTokens(run);
    },
    GUEST_TOKENS_REFUSED_SIGN_IN_FAILS: async (run) => {
      await failOnce(run.page, 'auth/easy/signIn');
      await reloadWithRefusedTokens(run);
    },
  },
  states: {
    fresh: async () => undefined,
    guest: async ({ page }) => {
      await expectAvatar(page, 'Login');
      await expectDrawerButtons(page, guestButtons);
    },
    guestOnLogin: async ({ page }) => {
      await signInPage(page);
      await expectDrawerButtons(page, guestButtons);
    },
    guestTwoFactor: ({ page }) => codeAsked(page),
    guestLoginUnreachable: ({ page }) => unreachable(page),
    qaVisitor: async ({ page }) => {
      await expect(page.getByText('This is a test environment (qa)')).toBeVisible();
      await expectDrawerButtons(page, visitorButtons);
    },
    qaVisitorOnLogin: async ({ page }) => {
      await signInPage(page);
      await expectDrawerButtons(page, visitorButtons);
    },
    qaVisitorTwoFactor: ({ page }) => codeAsked(page),
    qaGuest: async ({ page }) => {
      await expectDrawerButtons(page, guestButtons);
    },
    qaPlayer: (run) => signedInAsPlayer(run),
    qaLoginUnreachable: ({ page }) => unreachable(page),
    player: (run) => signedInAsPlayer(run),
    clearAccountAsked: async ({ page }) => {
      await expect(page.getByRole('dialog', { name: 'Logout: Clearing My Account' })).toBeVisible();
    },
    arriving: async ({ page }) => {
      // Who the guest is is not known yet: the drawer offers nothing about the account.
      await expectDrawerButtons(page, []);
    },
    signUpRefused: async ({ page }) => {
      // Browsing goes on: one calm line, no popup.
      await expect(page.getByText(guestSignUpRefusedNotice)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectAvatar(page, 'Login');
      await expectDrawerButtons(page, visitorButtons);
    },
    visitorOnLogin: async ({ page }) => {
      await signInPage(page);
      await expectDrawerButtons(page, visitorButtons);
    },
    signedOutHere: async ({ page }) => {
      await page.waitForLoadState('networkidle');
      await expectAvatar(page, 'Login');
      await expectDrawerButtons(page, visitorButtons);
    },
    signedOutOnLogin: async ({ page }) => {
      await signInPage(page);
      await expectDrawerButtons(page, visitorButtons);
    },
  },
});
