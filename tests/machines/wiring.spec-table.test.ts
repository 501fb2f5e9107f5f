import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { authMachine } from '#machines/auth.machine.ts';
import { checkoutMachine } from '#machines/checkout.machine.ts';
import { cookieConsentMachine } from '#machines/cookie-consent.machine.ts';
import { guestStatusMachine } from '#machines/guest-status.machine.ts';
import { joinLeagueMachine } from '#machines/join-league.machine.ts';
import { linkAccountMachine } from '#machines/link-account.machine.ts';
import { pickSlipMachine } from '#machines/pick-slip.machine.ts';
import { redeemBundleMachine } from '#machines/redeem-bundle.machine.ts';
import { sessionTimeoutMachine } from '#machines/session-timeout.machine.ts';
import { tokenRefreshMachine } from '#machines/token-refresh.machine.ts';
import { twoFactorMachine } from '#machines/two-factor.machine.ts';

// What holds the machines to src and the inspector: each machine's id (the inspector names a machine and
// matches a saved path to it by its id), and each call src must provide, which fails loudly, naming
// itself, when it was not (rather than answering something a machine would take for the server's).

const ids: Array<[string, AnyStateMachine, string]> = [
  ['auth', authMachine, 'auth'],
  ['checkout', checkoutMachine, 'checkout'],
  ['cookie consent', cookieConsentMachine, 'cookieConsent'],
  ['guest status', guestStatusMachine, 'guestStatus'],
  ['join league', joinLeagueMachine, 'joinLeague'],
  ['link account', linkAccountMachine, 'linkAccount'],
  ['pick slip', pickSlipMachine, 'pickSlip'],
  ['redeem bundle', redeemBundleMachine, 'redeemBundle'],
  ['session timeout', sessionTimeoutMachine, 'sessionTimeout'],
  ['token refresh', tokenRefreshMachine, 'tokenRefresh'],
  ['two-factor', twoFactorMachine, 'twoFactor'],
];

describe('machine ids', () => {
  it.each(ids)('the %s machine is %s', (_name, machine, id) => {
    expect(machine.id).toBe(id);
  });
});

const unprovided: Array<[AnyStateMachine, string, string]> = [
  [authMachine, 'easySignIn', "The auth machine's easySignIn actor was not provided."],
  [authMachine, 'easySignUp', "The auth machine's easySignUp actor was not provided."],
  [authMachine, 'whoAmI', "The auth machine's whoAmI actor was not provided."],
  [authMachine, 'fetchGuestStatus', "The auth machine's fetchGuestStatus actor was not provided."],
  [authMachine, 'basicSignIn', "The auth machine's basicSignIn actor was not provided."],
  [authMachine, 'signOut', "The auth machine's signOut actor was not provided."],
  [authMachine, 'deleteAccount', "The auth machine's deleteAccount actor was not provided."],
  [authMachine, 'refreshSession', "The auth machine's refreshSession actor was not provided."],
  [
    guestStatusMachine,
    'fetchGuestStatus',
    "The guest status machine's fetchGuestStatus actor was not provided.",
  ],
  [joinLeagueMachine, 'loadPreview', "The join league machine's loadPreview actor was not provided."],
  [joinLeagueMachine, 'join', "The join league machine's join actor was not provided."],
  [checkoutMachine, 'start', "The checkout machine's start actor was not provided."],
  [checkoutMachine, 'result', "The checkout machine's result actor was not provided."],
  [redeemBundleMachine, 'redeem', "The redeem bundle machine's redeem actor was not provided."],
  [
    linkAccountMachine,
    'conversionInProgress',
    "The link account machine's conversionInProgress actor was not provided.",
  ],
  [linkAccountMachine, 'convertAccount', "The link account machine's convertAccount actor was not provided."],
  [pickSlipMachine, 'saveWeek', "The pick slip machine's saveWeek actor was not provided."],
  [sessionTimeoutMachine, 'ping', "The session timeout machine's ping actor was not provided."],
  [
    sessionTimeoutMachine,
    'watchActivity',
    "The session timeout machine's watchActivity actor was not provided.",
  ],
  [tokenRefreshMachine, 'refreshTokens', "The token refresh machine's refreshTokens actor was not provided."],
  [tokenRefreshMachine, 'easySignIn', "The token refresh machine's easySignIn actor was not provided."],
  [
    twoFactorMachine,
    'verifySecondFactor',
    "The two-factor machine's verifySecondFactor actor was not provided.",
  ],
];

describe('calls src must provide', () => {
  it.each(
    unprovided.map(([machine, name, message]) => [`${machine.id}: ${name}`, machine, name, message] as const),
  )('%s fails, naming itself', async (_title, machine, name, message) => {
    const logic = machine.implementations.actors[name] as AnyActorLogic;
    const actor = createActor(logic, { input: {} });
    const ended = toPromise(actor);
    actor.start();
    await expect(ended).rejects.toEqual(new Error(message));
  });
});
