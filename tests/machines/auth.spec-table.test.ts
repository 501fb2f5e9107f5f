import { describe, it } from 'vitest';
import { authMachine } from '#machines/auth.machine.ts';
import { reportingToParent, twoFactorMachine } from '#machines/two-factor.machine.ts';
import { checkRow, type SpecRow, type TableOptions } from './spec-table.ts';

// The spec's auth states (product-spec §4 "Auth states", "On load", "Anonymous login", "Fetching user
// context", "Logout", §3 session credentials, §9 the two-factor token's 0.25 h): each row a sequence with
// the state, the whole context ("authenticated" flag, user, stored guest credentials, the two-factor
// challenge, what the sign-in view says) and every call and browser write, in order.

const visitor = {
  authenticated: false,
  user: null,
  hasAnonymousUser: false,
  twoFactorChallenge: null,
  anonymousSignUpToken: null,
};
const player = { userName: 'ada', displayName: 'Ada', userId: 'u-1', userTypeId: 1, userRoleId: 'Player' };
const guest = {
  userName: 'g-7',
  displayName: 'Lion',
  userId: 'u-3',
  userTypeId: 0,
  userRoleId: 'GuestPlayer',
};
const playerJson =
  '{"userName":"ada","displayName":"Ada","userId":"u-1","userTypeId":1,"userRoleId":"Player"}';
const guestJson =
  '{"userName":"g-7","displayName":"Lion","userId":"u-3","userTypeId":0,"userRoleId":"GuestPlayer"}';
const tokens = { bearerToken: 'b-1', refreshToken: 'r-1', loginId: 'u-1' };
const tokensJson = '{"bearerToken":"b-1","refreshToken":"r-1","loginId":"u-1"}';

const noSignIn = { status: null, message: null, setupToken: null };
const loggedIn = { status: 0, message: { code: 'loggedIn' }, setupToken: null };
const verifyIdentity = { status: 2, message: { code: 'verifyIdentity' }, setupToken: null };
const challenge = { tfaToken: 't-1', loginId: 'u-1' };
const challengeJson = '{"tfaToken":"t-1","loginId":"u-1"}';

/** The context of a visitor, with what a row changes. */
const ctx = (changes: object) => ({
  authenticated: false,
  user: null,
  hasAnonymousUser: false,
  twoFactor: null,
  anonymousSignUpToken: null,
  signIn: noSignIn,
  // No guest sign-up under way or refused (docs/product.md §4 "On load": a refused one on load leaves a
  // calm notice, 'refusedOnLoad').
  guestSignUp: 'none',
  ...changes,
});

const signIn = { type: 'SIGN_IN', email: 'ada@example.com', password: 'pw' };
const signInCall = 'call basicSignIn {"email":"ada@example.com","password":"pw"}';
const answered = (output: object) => ({ answer: 'basicSignIn', output });
const success = answered({ status: 0, statusMessage: 'Logged in.', ...tokens });
const twoFactorDue = answered({ status: 2, statusMessage: 'Verify.', ...challenge });
const whoAmI = (user: object) => ({ answer: 'whoAmI', output: user });
const guestStatus = (status: number) => ({ answer: 'fetchGuestStatus', output: status });
const offline = (actor: string) => ({ fail: actor, error: new Error('offline') });
const code = { type: 'VERIFY_TFA_CODE', code: '123456' };
const codeCall =
  'call verifySecondFactor {"tfaToken":"t-1","loginId":"u-1","answer":{"kind":"code","value":"123456"}}';
const verified = {
  answer: 'verifySecondFactor',
  output: { status: 0, statusMessage: 'Logged in.', ...tokens },
};

const storedPlayer = { ...visitor, authenticated: true, user: player };
const storedGuest = { ...visitor, authenticated: true, user: guest, hasAnonymousUser: true };
const leaveForRoot = ['clearSessionCookies', 'goToRoot'];
/**
 * The anonymous sign-in on load: the context is cleared and the stored credentials sent. xstate starts an
 * initial state's call before it runs that state's entry, in the same tick; the call reads only the
 * stored guest credentials, which the clearing leaves alone.
 */
const anonymousSignIn = ['call easySignIn', 'clearLocalSession'];

const rows: SpecRow[] = [
  // ---- On load ----
  {
    name: 'a visitor with nothing stored is signed out, no call',
    input: visitor,
    steps: [],
    value: 'signedOut',
    context: ctx({}),
    effects: [],
  },
  {
    name: 'stored guest credentials: context cleared, unauthenticated, easy sign-in',
    input: { ...visitor, hasAnonymousUser: true },
    steps: [],
    value: { loading: 'signingInAnonymously' },
    context: ctx({ hasAnonymousUser: true }),
    effects: [...anonymousSignIn],
  },
  {
    name: 'the anonymous sign-in succeeds: marked authenticated, then the user context',
    input: { ...visitor, hasAnonymousUser: true },
    steps: [{ answer: 'easySignIn', output: { status: 0, statusMessage: 'Logged in.', ...tokens } }],
    value: 'fetchingUser',
    context: ctx({ authenticated: true, hasAnonymousUser: true }),
    effects: [...anonymousSignIn, `storeSession ${tokensJson}`, 'call whoAmI'],
  },
  {
    name: 'the anonymous sign-in, user context and guest status: a guest',
    input: { ...visitor, hasAnonymousUser: true },
    steps: [
      { answer: 'easySignIn', output: { status: 0, statusMessage: 'Logged in.', ...tokens } },
      whoAmI(guest),
      guestStatus(1),
    ],
    value: { session: 'anonymous' },
    context: ctx({ authenticated: true, user: guest, hasAnonymousUser: true }),
    effects: [
      ...anonymousSignIn,
      `storeSession ${tokensJson}`,
      'call whoAmI',
      `storeUser ${guestJson}`,
      'call fetchGuestStatus',
      'guestStatusLoaded 1',
    ],
  },
  {
    name: 'the anonymous sign-in refused: logged, signed out',
    input: { ...visitor, hasAnonymousUser: true },
    steps: [{ answer: 'easySignIn', output: { status: 3, statusMessage: 'Invalid credentials.' } }],
    value: 'signedOut',
    context: ctx({ hasAnonymousUser: true }),
    effects: [
      ...anonymousSignIn,
      'logAnonymousSignInFailure {"reason":{"status":3,"statusMessage":"Invalid credentials."}}',
    ],
  },
  {
    name: 'the anonymous sign-in fails: logged, signed out',
    input: { ...visitor, hasAnonymousUser: true },
    steps: [offline('easySignIn')],
    value: 'signedOut',
    context: ctx({ hasAnonymousUser: true }),
    effects: [...anonymousSignIn, 'logAnonymousSignInFailure {"reason":"Error(offline)"}'],
  },
  {
    name: 'easy sign-up on load: creates a guest, stores its credentials, marks authenticated',
    input: { ...visitor, anonymousSignUpToken: 'captcha-1' },
    steps: [{ answer: 'easySignUp', output: { id: 'g-7', password: 'pw-7', tokens } }],
    value: 'fetchingUser',
    context: ctx({ authenticated: true, hasAnonymousUser: true, anonymousSignUpToken: 'captcha-1' }),
    effects: [
      'call easySignUp {"captchaToken":"captcha-1"}',
      'storeAnonymousUser {"id":"g-7","password":"pw-7"}',
      `storeSession ${tokensJson}`,
      'call whoAmI',
    ],
  },
  {
    name: 'easy sign-up when the visitor plays: its captcha token',
    input: visitor,
    steps: [
      { type: 'EASY_SIGN_UP', captchaToken: 'captcha-2' },
      { answer: 'easySignUp', output: { id: 'g-7', password: 'pw-7', tokens } },
      whoAmI(guest),
      offline('fetchGuestStatus'),
    ],
    value: { session: 'anonymous' },
    context: ctx({ authenticated: true, user: guest, hasAnonymousUser: true }),
    effects: [
      'call easySignUp {"captchaToken":"captcha-2"}',
      'storeAnonymousUser {"id":"g-7","password":"pw-7"}',
      `storeSession ${tokensJson}`,
      'call whoAmI',
      `storeUser ${guestJson}`,
      'call fetchGuestStatus',
      'logGuestStatusFailure {"error":"Error(offline)"}',
    ],
  },
  {
    name: 'easy sign-up refused: signed out, the error shown',
    input: visitor,
    steps: [
      { type: 'EASY_SIGN_UP', captchaToken: 'bad' },
      { fail: 'easySignUp', error: new Error('Captcha.') },
    ],
    value: 'signedOut',
    context: ctx({ signIn: { status: 3, message: { text: 'Captcha.' }, setupToken: null } }),
    effects: ['call easySignUp {"captchaToken":"bad"}'],
  },
  {
    name: 'easy sign-up on load refused (a shared address over its hourly limit): signed out, a calm notice',
    input: { ...visitor, anonymousSignUpToken: 'captcha-1' },
    steps: [{ fail: 'easySignUp', error: new Error('Too many requests.') }],
    value: 'signedOut',
    context: ctx({
      anonymousSignUpToken: 'captcha-1',
      guestSignUp: 'refusedOnLoad',
      signIn: { status: 3, message: { text: 'Too many requests.' }, setupToken: null },
    }),
    effects: ['call easySignUp {"captchaToken":"captcha-1"}'],
  },
  {
    name: 'easy sign-up on load, while it runs: under way on load',
    input: { ...visitor, anonymousSignUpToken: 'captcha-1' },
    steps: [],
    value: 'signingUp',
    context: ctx({ anonymousSignUpToken: 'captcha-1', guestSignUp: 'onLoad' }),
    effects: ['call easySignUp {"captchaToken":"captcha-1"}'],
  },
  {
    name: 'a stored player: signed in at once, no call',
    input: storedPlayer,
    steps: [],
    value: { session: 'signedIn' },
    context: ctx({ authenticated: true, user: player }),
    effects: [],
  },
  {
    name: 'a stored guest: only its status is fetched',
    input: storedGuest,
    steps: [guestStatus(2)],
    value: { session: 'anonymous' },
    context: ctx({ authenticated: true, user: guest, hasAnonymousUser: true }),
    effects: ['call fetchGuestStatus', 'guestStatusLoaded 2'],
  },
  {
    name: 'a stored user without the authenticated flag counts for nothing',
    input: { ...visitor, user: guest, hasAnonymousUser: true },
    steps: [],
    value: { loading: 'signingInAnonymously' },
    context: ctx({ hasAnonymousUser: true }),
    effects: [...anonymousSignIn],
  },
  {
    name: 'authenticated without a user context: WhoAmI; a player drops the guest credentials',
    input: { ...visitor, authenticated: true, hasAnonymousUser: true },
    steps: [whoAmI(player)],
    value: { session: 'signedIn' },
    context: ctx({ authenticated: true, user: player }),
    effects: ['call whoAmI', `storeUser ${playerJson}`, 'clearAnonymousUser'],
  },
  {
    name: 'WhoAmI fails: unauthenticated, redirected to /auth/',
    input: { ...visitor, authenticated: true },
    steps: [offline('whoAmI')],
    value: 'signedOut',
    context: ctx({}),
    effects: ['call whoAmI', 'clearLocalSession', 'redirectToSignIn'],
  },
  {
    name: 'a two-factor step still in its cookies: awaiting verification',
    input: { ...visitor, twoFactorChallenge: challenge },
    steps: [],
    value: 'awaitingTwoFactor',
    context: ctx({ twoFactor: challenge }),
    effects: [`storeTwoFactorChallenge ${challengeJson}`],
  },
  // ---- Basic sign-in ----
  {
    name: "a sign-in with a bearer token: authenticated, 'Logged in.'",
    input: visitor,
    steps: [signIn, success],
    value: 'fetchingUser',
    context: ctx({ authenticated: true, signIn: loggedIn }),
    effects: [signInCall, `storeSession ${tokensJson}`, 'call whoAmI'],
  },
  {
    name: 'a sign-in with a bearer token, then the user context: signed in',
    input: visitor,
    steps: [signIn, success, whoAmI(player)],
    value: { session: 'signedIn' },
    context: ctx({ authenticated: true, user: player, signIn: loggedIn }),
    effects: [
      signInCall,
      `storeSession ${tokensJson}`,
      'call whoAmI',
      `storeUser ${playerJson}`,
      'clearAnonymousUser',
    ],
  },
  {
    name: "without a bearer token: awaiting verification, 'Authenticated. Please verify your identity.'",
    input: visitor,
    steps: [signIn, twoFactorDue],
    value: 'awaitingTwoFactor',
    context: ctx({ twoFactor: challenge, signIn: verifyIdentity }),
    effects: [signInCall, `storeTwoFactorChallenge ${challengeJson}`],
  },
  {
    name: 'a Success without a bearer token but with a verification token: awaiting verification too',
    input: visitor,
    steps: [signIn, answered({ status: 0, statusMessage: 'Verify.', ...challenge })],
    value: 'awaitingTwoFactor',
    context: ctx({ twoFactor: challenge, signIn: verifyIdentity }),
    effects: [signInCall, `storeTwoFactorChallenge ${challengeJson}`],
  },
  {
    name: 'a verification token without its login id is no challenge: the answer is shown',
    input: visitor,
    steps: [signIn, answered({ status: 2, statusMessage: 'Verify.', tfaToken: 't-1' })],
    value: 'signedOut',
    context: ctx({ signIn: { status: 2, message: { text: 'Verify.' }, setupToken: null } }),
    effects: [signInCall],
  },
  {
    name: 'a login id without a verification token is no challenge either',
    input: visitor,
    steps: [signIn, answered({ status: 2, statusMessage: 'Verify.', loginId: 'u-1' })],
    value: 'signedOut',
    context: ctx({ signIn: { status: 2, message: { text: 'Verify.' }, setupToken: null } }),
    effects: [signInCall],
  },
  {
    name: 'Failure with a verification token is still a failure',
    input: visitor,
    steps: [signIn, answered({ status: 3, statusMessage: 'Wrong password.', ...challenge })],
    value: 'signedOut',
    context: ctx({ signIn: { status: 3, message: { text: 'Wrong password.' }, setupToken: null } }),
    effects: [signInCall],
  },
  {
    name: 'LockedOut: the server message, signed out',
    input: visitor,
    steps: [signIn, answered({ status: 1, statusMessage: 'Locked out.' })],
    value: 'signedOut',
    context: ctx({ signIn: { status: 1, message: { text: 'Locked out.' }, setupToken: null } }),
    effects: [signInCall],
  },
  {
    name: 'ConfigureTFA: the set-up token, signed out',
    input: visitor,
    steps: [signIn, answered({ status: 4, statusMessage: 'Set up.', tfaToken: 'setup-1', loginId: 'u-1' })],
    value: 'signedOut',
    context: ctx({ signIn: { status: 4, message: { text: 'Set up.' }, setupToken: 'setup-1' } }),
    effects: [signInCall],
  },
  {
    name: 'the sign-in call fails: Failure with its message',
    input: visitor,
    steps: [signIn, offline('basicSignIn')],
    value: 'signedOut',
    context: ctx({ signIn: { status: 3, message: { text: 'offline' }, setupToken: null } }),
    effects: [signInCall],
  },
  {
    name: 'a second sign-in after a refusal: the old message goes while it runs',
    input: visitor,
    steps: [signIn, answered({ status: 3, statusMessage: 'Wrong password.' }), signIn],
    value: 'signingIn',
    context: ctx({}),
    effects: [signInCall, signInCall],
  },
  {
    name: 'a guest sign-up after a refused sign-in: the old message goes while it runs',
    input: visitor,
    steps: [
      signIn,
      answered({ status: 3, statusMessage: 'Wrong password.' }),
      { type: 'EASY_SIGN_UP', captchaToken: 'c-3' },
    ],
    value: 'signingUp',
    context: ctx({ guestSignUp: 'asked' }),
    effects: [signInCall, 'call easySignUp {"captchaToken":"c-3"}'],
  },
  {
    name: 'a guest whose sign-in is refused keeps playing as the guest',
    input: storedGuest,
    steps: [guestStatus(1), signIn, answered({ status: 3, statusMessage: 'Wrong password.' })],
    value: { session: 'anonymous' },
    context: ctx({
      authenticated: true,
      user: guest,
      hasAnonymousUser: true,
      signIn: { status: 3, message: { text: 'Wrong password.' }, setupToken: null },
    }),
    effects: ['call fetchGuestStatus', 'guestStatusLoaded 1', signInCall],
  },
  // ---- Two-factor ----
  {
    name: 'a code answered with a bearer token: signed in, the challenge forgotten',
    input: visitor,
    steps: [signIn, twoFactorDue, code, verified],
    value: 'fetchingUser',
    context: ctx({ authenticated: true, signIn: loggedIn }),
    effects: [
      signInCall,
      `storeTwoFactorChallenge ${challengeJson}`,
      codeCall,
      'clearTwoFactorChallenge',
      `storeSession ${tokensJson}`,
      'call whoAmI',
    ],
  },
  {
    name: 'a recovery code answered with a bearer token: signed in',
    input: { ...visitor, twoFactorChallenge: challenge },
    steps: [{ type: 'VERIFY_RECOVERY_CODE', recoveryCode: 'rc-9' }, verified, whoAmI(player)],
    value: { session: 'signedIn' },
    context: ctx({ authenticated: true, user: player, signIn: loggedIn }),
    effects: [
      `storeTwoFactorChallenge ${challengeJson}`,
      'call verifySecondFactor {"tfaToken":"t-1","loginId":"u-1","answer":{"kind":"recoveryCode","value":"rc-9"}}',
      'clearTwoFactorChallenge',
      `storeSession ${tokensJson}`,
      'call whoAmI',
      `storeUser ${playerJson}`,
      'clearAnonymousUser',
    ],
  },
  {
    name: "a code answered without a bearer token: 'Invalid TFA response. Bearer token is missing.'",
    input: { ...visitor, twoFactorChallenge: challenge },
    steps: [code, { answer: 'verifySecondFactor', output: { status: 0, statusMessage: 'Logged in.' } }],
    value: 'awaitingTwoFactor',
    context: ctx({
      twoFactor: challenge,
      signIn: { status: 3, message: { code: 'bearerMissing' }, setupToken: null },
    }),
    effects: [`storeTwoFactorChallenge ${challengeJson}`, codeCall],
  },
  {
    name: "a refused code: Failure with the server's message, still awaiting",
    input: { ...visitor, twoFactorChallenge: challenge },
    steps: [code, { answer: 'verifySecondFactor', output: { status: 3, statusMessage: 'Invalid code.' } }],
    value: 'awaitingTwoFactor',
    context: ctx({
      twoFactor: challenge,
      signIn: { status: 3, message: { text: 'Invalid code.' }, setupToken: null },
    }),
    effects: [`storeTwoFactorChallenge ${challengeJson}`, codeCall],
  },
  {
    name: 'cancelled: the challenge forgotten, signed out',
    input: { ...visitor, twoFactorChallenge: challenge },
    steps: [{ type: 'CANCEL_TWO_FACTOR' }],
    value: 'signedOut',
    context: ctx({}),
    effects: [`storeTwoFactorChallenge ${challengeJson}`, 'clearTwoFactorChallenge'],
  },
  {
    name: 'the verification token still good at 15 minutes less 1 ms',
    input: { ...visitor, twoFactorChallenge: challenge },
    steps: [{ wait: 899_999 }],
    value: 'awaitingTwoFactor',
    context: ctx({ twoFactor: challenge }),
    effects: [`storeTwoFactorChallenge ${challengeJson}`],
  },
  {
    name: 'the verification token gone at 15 minutes: signed out, expired',
    input: { ...visitor, twoFactorChallenge: challenge },
    steps: [{ wait: 900_000 }],
    value: 'signedOut',
    context: ctx({ signIn: { status: null, message: { code: 'twoFactorExpired' }, setupToken: null } }),
    effects: [`storeTwoFactorChallenge ${challengeJson}`, 'clearTwoFactorChallenge'],
  },
  // ---- Sessions from elsewhere, logout, deactivation ----
  {
    name: 'a session made elsewhere while signed out: stored, authenticated, the context loaded',
    input: visitor,
    steps: [{ type: 'TOKENS_REPLACED', tokens }],
    value: 'fetchingUser',
    context: ctx({ authenticated: true }),
    effects: [`storeSession ${tokensJson}`, 'call whoAmI'],
  },
  {
    name: 'new session tokens (upgrade, downgrade, password) replace the old, the context reloaded',
    input: storedPlayer,
    steps: [{ type: 'TOKENS_REPLACED', tokens }, whoAmI(player)],
    value: { session: 'signedIn' },
    context: ctx({ authenticated: true, user: player }),
    effects: [`storeSession ${tokensJson}`, 'call whoAmI', `storeUser ${playerJson}`, 'clearAnonymousUser'],
  },
  {
    name: 'a display name change: a token refresh, then the context',
    input: storedPlayer,
    steps: [{ type: 'DISPLAY_NAME_CHANGED' }, { answer: 'refreshSession' }, whoAmI(player)],
    value: { session: 'signedIn' },
    context: ctx({ authenticated: true, user: player }),
    effects: ['call refreshSession', 'call whoAmI', `storeUser ${playerJson}`, 'clearAnonymousUser'],
  },
  {
    name: 'a failed token refresh after a display name change still reloads the context',
    input: storedPlayer,
    steps: [{ type: 'DISPLAY_NAME_CHANGED' }, offline('refreshSession')],
    value: 'fetchingUser',
    context: ctx({ authenticated: true, user: player }),
    effects: ['call refreshSession', 'call whoAmI'],
  },
  {
    name: 'the context reloaded on request',
    input: storedGuest,
    steps: [guestStatus(1), { type: 'RELOAD_USER_CONTEXT' }, whoAmI(guest), guestStatus(3)],
    value: { session: 'anonymous' },
    context: ctx({ authenticated: true, user: guest, hasAnonymousUser: true }),
    effects: [
      'call fetchGuestStatus',
      'guestStatusLoaded 1',
      'call whoAmI',
      `storeUser ${guestJson}`,
      'call fetchGuestStatus',
      'guestStatusLoaded 3',
    ],
  },
  {
    name: 'logout: context cleared, unauthenticated, signed out on the server, cookies cleared, to root',
    input: storedPlayer,
    steps: [{ type: 'SIGN_OUT' }, { answer: 'signOut' }],
    value: 'signedOut',
    context: ctx({}),
    effects: ['clearLocalSession', 'call signOut', ...leaveForRoot],
  },
  {
    name: 'logout whose server call fails: the cookies still go',
    input: storedPlayer,
    steps: [{ type: 'SIGN_OUT' }, offline('signOut')],
    value: 'signedOut',
    context: ctx({}),
    effects: ['clearLocalSession', 'call signOut', ...leaveForRoot],
  },
  {
    name: 'Clear My Account: the guest credentials wiped first, then logout',
    input: storedGuest,
    steps: [guestStatus(1), { type: 'SIGN_OUT_CLEARING_ACCOUNT' }, { answer: 'signOut' }],
    value: 'signedOut',
    context: ctx({}),
    effects: [
      'call fetchGuestStatus',
      'guestStatusLoaded 1',
      'clearAnonymousUser',
      'clearLocalSession',
      'call signOut',
      ...leaveForRoot,
    ],
  },
  {
    name: 'Clear My Account failing: notified, signed out all the same',
    input: storedGuest,
    steps: [guestStatus(1), { type: 'SIGN_OUT_CLEARING_ACCOUNT' }, offline('signOut')],
    value: 'signedOut',
    context: ctx({}),
    effects: [
      'call fetchGuestStatus',
      'guestStatusLoaded 1',
      'clearAnonymousUser',
      'clearLocalSession',
      'call signOut',
      'notifyClearAccountFailed {"error":"Error(offline)"}',
      ...leaveForRoot,
    ],
  },
  {
    name: 'a player cannot clear a guest account',
    input: storedPlayer,
    steps: [{ type: 'SIGN_OUT_CLEARING_ACCOUNT' }],
    value: { session: 'signedIn' },
    context: ctx({ authenticated: true, user: player }),
    effects: [],
  },
  {
    name: 'virtual logout: local state only, to root',
    input: storedPlayer,
    steps: [{ type: 'VIRTUAL_LOGOUT' }],
    value: 'signedOut',
    context: ctx({}),
    effects: ['clearLocalSession', ...leaveForRoot],
  },
  {
    name: 'deactivating a guest: the account deleted, its details cleared, a virtual logout',
    input: storedGuest,
    steps: [guestStatus(1), { type: 'DEACTIVATE', token: 'd-1' }, { answer: 'deleteAccount' }],
    value: 'signedOut',
    context: ctx({}),
    effects: [
      'call fetchGuestStatus',
      'guestStatusLoaded 1',
      'call deleteAccount {"token":"d-1"}',
      'clearAnonymousUser',
      'clearLocalSession',
      ...leaveForRoot,
    ],
  },
  {
    name: 'deactivating a player: the account deleted, anonymous details cleared, a real logout',
    input: { ...storedPlayer, hasAnonymousUser: true },
    steps: [{ type: 'DEACTIVATE', token: 'd-1' }, { answer: 'deleteAccount' }, { answer: 'signOut' }],
    value: 'signedOut',
    context: ctx({}),
    effects: [
      'call deleteAccount {"token":"d-1"}',
      'clearAnonymousUser',
      'clearLocalSession',
      'call signOut',
      ...leaveForRoot,
    ],
  },
  {
    name: 'a refused deactivation: notified, the player stays',
    input: storedPlayer,
    steps: [{ type: 'DEACTIVATE', token: 'd-1' }, offline('deleteAccount')],
    value: { session: 'signedIn' },
    context: ctx({ authenticated: true, user: player }),
    effects: ['call deleteAccount {"token":"d-1"}', 'notifyDeactivateFailed {"error":"Error(offline)"}'],
  },
  {
    name: 'a refused deactivation: notified, the guest stays',
    input: storedGuest,
    steps: [guestStatus(1), { type: 'DEACTIVATE', token: 'd-1' }, offline('deleteAccount')],
    value: { session: 'anonymous' },
    context: ctx({ authenticated: true, user: guest, hasAnonymousUser: true }),
    effects: [
      'call fetchGuestStatus',
      'guestStatusLoaded 1',
      'call deleteAccount {"token":"d-1"}',
      'notifyDeactivateFailed {"error":"Error(offline)"}',
    ],
  },
];

const options: TableOptions = {
  actors: (calls) => ({
    twoFactor: reportingToParent(
      twoFactorMachine.provide({ actors: { verifySecondFactor: calls.promise('verifySecondFactor') } }),
    ),
  }),
};

describe('auth: the spec table', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s', (_name, row) =>
    checkRow(authMachine, row, options),
  );
});
