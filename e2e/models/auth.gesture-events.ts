import type { FlowEventDefinition, RealStep } from './flow.ts';
import {
  authEvent,
  call,
  guestLoads,
  guestSignsInAgainOnLoad,
  guestUser,
  newGuestAccount,
  newGuestArrives,
  playerUser,
  refuse,
  refused,
  rejectCookies,
  signInEvent,
  signedIn,
  tokensFor,
  twoFactorAsked,
} from './session-steps.ts';

// The auth flow's gestures (auth.model.ts) and what the real machines receive when each happens.

const auth = authEvent;
const signIn = signInEvent;
const code = auth('VERIFY_TFA_CODE', { code: '123456' });

/** Signed in: the user is known, and the sign-in page sends the browser to the root. */
const signedInThenHome: RealStep[] = [call('auth', 'whoAmI', playerUser), { load: '/' }];
/** A session ended here: a full load of the root, where no guest is signed up (anonymous-sign-up.ts). */
const signedOutAtRoot: RealStep[] = [{ load: '/' }];

/**
 * The tokens the server refuses: the request layer's one refresh fails (and clears the cookies), then
 * the session's 401 handler takes over (session-system.ts onUnauthorized).
 */
const refreshFails: RealStep[] = [
  { send: 'tokenRefresh', event: { type: 'REFRESH' } },
  refuse('tokenRefresh', 'refreshTokens', 'HTTP 401'),
  { unauthorized: true },
];

/** A guest reloads with refused tokens: the status call meets the 401, the guest's way back in is tried. */
const guestReloadRefused: RealStep[] = [{ reload: true }, ...refreshFails];

export const authGestureEvents = {
  ARRIVE: {
    says: 'A new visitor opens the game (signed in as a guest) and rejects cookies',
    real: [...newGuestArrives('/'), rejectCookies],
  },
  ARRIVE_IN_QA: {
    says: 'A new visitor opens the game on the qa deployment and rejects cookies',
    real: [{ deployment: 'qa' }, { load: '/' }, rejectCookies],
  },
  ARRIVE_SIGN_UP_REFUSED: {
    says: 'A new visitor opens the game while the guest sign-up fails, and rejects cookies',
    real: [{ load: '/' }, refuse('auth', 'easySignUp', 'HTTP 500'), rejectCookies],
  },
  ARRIVE_WHO_AM_I_FAILS: {
    says: 'A new visitor opens the game while the first WhoAmI fails (sent to Login, the guest comes back)',
    real: [
      { load: '/' },
      call('auth', 'easySignUp', newGuestAccount),
      refuse('auth', 'whoAmI', 'HTTP 500'),
      ...guestSignsInAgainOnLoad('/auth/'),
      rejectCookies,
    ],
  },
  ARRIVE_WHO_AM_I_FAILS_GUEST_REFUSED: {
    says: "A new visitor opens the game while the first WhoAmI fails and the server refuses the guest's sign-in",
    real: [
      { load: '/' },
      call('auth', 'easySignUp', newGuestAccount),
      refuse('auth', 'whoAmI', 'HTTP 500'),
      { load: '/auth/' },
      call('auth', 'easySignIn', refused),
      rejectCookies,
    ],
  },
  ARRIVE_WHO_AM_I_FAILS_GUEST_SIGN_IN_FAILS: {
    says: "A new visitor opens the game while the first WhoAmI and then the guest's sign-in fail",
    real: [
      { load: '/' },
      call('auth', 'easySignUp', newGuestAccount),
      refuse('auth', 'whoAmI', 'HTTP 500'),
      { load: '/auth/' },
      refuse('auth', 'easySignIn', 'HTTP 500'),
      rejectCookies,
    ],
  },
  ARRIVE_WHO_AM_I_HANGS: {
    says: 'A new visitor opens the game while WhoAmI gets no answer, and rejects cookies',
    real: [{ load: '/' }, call('auth', 'easySignUp', newGuestAccount), rejectCookies],
  },
  RELOAD: {
    says: 'reloads the page',
    real: (from) =>
      from === 'qaVisitorTwoFactor' || from === 'signedOutHere'
        ? [{ reload: true }]
        : from === 'arriving'
          ? [{ reload: true }, call('auth', 'whoAmI', guestUser), call('auth', 'fetchGuestStatus', 1)]
          : [
              { reload: true },
              call('auth', 'easySignUp', newGuestAccount),
              call('auth', 'whoAmI', guestUser),
              call('auth', 'fetchGuestStatus', 1),
            ],
  },
  PLAY_AS_GUEST: {
    says: "chooses the landing's Play as a guest, ticks the captcha and starts playing",
    real: [
      auth('EASY_SIGN_UP', { captchaToken: 'dev-captcha-ok' }),
      call('auth', 'easySignUp', newGuestAccount),
      call('auth', 'whoAmI', guestUser),
      call('auth', 'fetchGuestStatus', 1),
    ],
  },
  OPEN_LOGIN: {
    says: 'clicks the avatar (Login)',
    real: (from) => (from === 'guest' ? guestLoads('/auth/') : [{ load: '/auth/' }]),
  },
  SIGN_IN: {
    says: "signs in with a player's e-mail address and password",
    real: [signIn, call('auth', 'basicSignIn', signedIn('player-1')), ...signedInThenHome],
  },
  SIGN_IN_TWO_FACTOR_ACCOUNT: {
    says: 'signs in with the e-mail address and password of a player with two-factor on',
    real: [signIn, call('auth', 'basicSignIn', twoFactorAsked)],
  },
  SIGN_IN_WRONG_PASSWORD: {
    says: "signs in with a player's e-mail address and a wrong password",
    real: [signIn, call('auth', 'basicSignIn', refused)],
  },
  SIGN_IN_UNREACHABLE: {
    says: 'clicks Login while the server cannot be reached',
    real: [signIn, refuse('auth', 'basicSignIn', 'Network Error')],
  },
  ENTER_CODE: {
    says: "enters the authenticator app's code",
    real: [code, call('twoFactor', 'verifySecondFactor', signedIn('player-1')), ...signedInThenHome],
  },
  ENTER_RECOVERY_CODE: {
    says: 'switches to a recovery code and enters one',
    real: [
      auth('VERIFY_RECOVERY_CODE', { recoveryCode: 'ABCDE-FGHJK' }),
      call('twoFactor', 'verifySecondFactor', signedIn('player-1')),
      ...signedInThenHome,
    ],
  },
  ENTER_WRONG_CODE: {
    says: 'enters a wrong code',
    real: [
      code,
      call('twoFactor', 'verifySecondFactor', { status: 3, statusMessage: 'Invalid authenticator code.' }),
    ],
  },
  ENTER_CODE_SESSIONLESS: {
    says: 'enters a code the server accepts without giving a session',
    real: [code, call('twoFactor', 'verifySecondFactor', { status: 0, statusMessage: 'Logged in.' })],
  },
  ENTER_CODE_SERVER_DOWN: {
    says: 'enters a code while the server fails',
    real: [code, refuse('twoFactor', 'verifySecondFactor', 'HTTP 500')],
  },
  CANCEL_TWO_FACTOR: { says: 'Cancel', real: [auth('CANCEL_TWO_FACTOR')] },
  LET_TWO_FACTOR_EXPIRE: {
    says: 'waits 15 minutes without entering a code',
    real: [{ timer: 'auth' }],
  },
  LOGOUT: {
    says: 'opens the drawer and clicks Logout',
    real: [auth('SIGN_OUT'), call('auth', 'signOut'), ...signedOutAtRoot],
  },
  LOGOUT_SERVER_DOWN: {
    says: 'clicks Logout while the server fails',
    real: [auth('SIGN_OUT'), refuse('auth', 'signOut', 'HTTP 500'), ...signedOutAtRoot],
  },
  LOGOUT_PERMANENTLY: { says: 'opens the drawer and clicks Logout Permanently', real: [] },
  KEEP_MY_ACCOUNT: { says: 'Cancel', real: [] },
  CLEAR_MY_ACCOUNT: {
    says: 'Clear My Account',
    real: [auth('SIGN_OUT_CLEARING_ACCOUNT'), call('auth', 'signOut'), ...signedOutAtRoot],
  },
  CLEAR_MY_ACCOUNT_SERVER_DOWN: {
    says: 'Clear My Account while the server fails',
    real: [auth('SIGN_OUT_CLEARING_ACCOUNT'), refuse('auth', 'signOut', 'HTTP 500'), ...signedOutAtRoot],
  },
  CHANGE_DISPLAY_NAME: {
    says: 'opens the profile from the avatar and saves a new display name',
    real: [
      { route: '/account-settings/personal-details' },
      auth('DISPLAY_NAME_CHANGED'),
      call('tokenRefresh', 'refreshTokens', tokensFor('player-1')),
      call('auth', 'whoAmI', playerUser),
    ],
  },
  PLAYER_TOKENS_REFUSED: {
    says: 'opens the profile after the server stopped honouring the session (signed out, sent to the root)',
    real: [{ route: '/account-settings/personal-details' }, ...refreshFails, ...signedOutAtRoot],
  },
  GUEST_TOKENS_REFUSED: {
    says: 'reloads after the server stopped honouring the session (signed in again as the same guest)',
    real: [
      ...guestReloadRefused,
      call('tokenRefresh', 'easySignIn', signedIn('guest-1')),
      refuse('auth', 'fetchGuestStatus', 'HTTP 401'),
      ...guestLoads(),
    ],
  },
  GUEST_TOKENS_REFUSED_SIGN_IN_REFUSED: {
    says: "reloads after the server stopped honouring the session and refuses the guest's credentials once",
    real: [
      ...guestReloadRefused,
      call('tokenRefresh', 'easySignIn', refused),
      ...guestSignsInAgainOnLoad('/'),
    ],
  },
  GUEST_TOKENS_REFUSED_SIGN_IN_FAILS: {
    says: "reloads after the server stopped honouring the session and fails the guest's sign-in once",
    real: [
      ...guestReloadRefused,
      refuse('tokenRefresh', 'easySignIn', 'HTTP 500'),
      ...guestSignsInAgainOnLoad('/'),
    ],
  },
} satisfies Record<string, FlowEventDefinition<string>>;
