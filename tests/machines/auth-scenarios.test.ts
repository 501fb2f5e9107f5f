import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { authMachine, type AuthInput, type AuthUser } from '#machines/auth.machine.ts';
import { authStatus, isGuestSignUpRefused, isSignInBusy, type AuthSnapshot } from '#machines/auth.views.ts';
import { reportingToParent, twoFactorMachine } from '#machines/two-factor.machine.ts';
import type { SignInResponse as SignInResult } from '#core/contract/auth.ts';
import { guest, player, tokens } from './auth-fixtures.ts';

// The spec's auth sequences (§4), each on the real machine with its actors answering fixtures and its
// effects recorded in order.

const visitor: AuthInput = {
  authenticated: false,
  user: null,
  hasAnonymousUser: false,
  twoFactorChallenge: null,
  anonymousSignUpToken: null,
};

const signedInResult: SignInResult = { status: 0, statusMessage: 'Logged in.', ...tokens };
const challenge: SignInResult = { status: 2, statusMessage: 'Verify.', tfaToken: 'tfa-1', loginId: 'u-1' };

type Answer<T> = () => Promise<T>;
interface Answers {
  easySignIn: Answer<SignInResult>;
  easySignUp: Answer<{ id: string; password: string; tokens: typeof tokens }>;
  whoAmI: Answer<AuthUser>;
  fetchGuestStatus: Answer<0 | 1 | 2 | 3>;
  basicSignIn: Answer<SignInResult>;
  verifySecondFactor: Answer<SignInResult>;
  signOut: Answer<undefined>;
  deleteAccount: Answer<undefined>;
  refreshSession: Answer<undefined>;
}

const fail = (message: string) => () => Promise.reject(new Error(message));

function start(input: AuthInput, answers: Partial<Answers> = {}, clock?: SimulatedClock) {
  const log: string[] = [];
  const calls: string[] = [];
  // Each actor records its input, then gives this test's answer (typed per actor by the machine).
  const answer = (name: keyof Answers) =>
    fromPromise(async ({ input: given }: { input: unknown }) => {
      calls.push(given === undefined ? name : `${name} ${JSON.stringify(given)}`);
      const reply = answers[name] ?? fail(`${name} not expected`);
      return reply();
    }) as never;
  const record =
    (name: string) =>
    (_: unknown, params?: unknown): void =>
      void log.push(params === undefined ? name : `${name} ${JSON.stringify(params)}`);
  const machine = authMachine.provide({
    actors: {
      easySignIn: answer('easySignIn'),
      easySignUp: answer('easySignUp'),
      whoAmI: answer('whoAmI'),
      fetchGuestStatus: answer('fetchGuestStatus'),
      basicSignIn: answer('basicSignIn'),
      twoFactor: reportingToParent(
        twoFactorMachine.provide({ actors: { verifySecondFactor: answer('verifySecondFactor') } }),
      ),
      signOut: answer('signOut'),
      deleteAccount: answer('deleteAccount'),
      refreshSession: answer('refreshSession'),
    },
    actions: Object.fromEntries(
      Object.keys(authMachine.implementations.actions).map((name) => [name, record(name)]),
    ),
  });
  const actor = createActor(machine, clock ? { input, clock } : { input }).start();
  const settled = (predicate: (snapshot: AuthSnapshot) => boolean) => waitFor(actor, predicate);
  return { actor, log, calls, settled };
}

const isSettled = (snapshot: AuthSnapshot) =>
  ['signedOut', 'anonymous', 'signedIn', 'awaitingTwoFactor'].includes(authStatus(snapshot)) &&
  !isSignInBusy(snapshot) &&
  !snapshot.matches('fetchingGuestStatus') &&
  !snapshot.matches('deactivating') &&
  !snapshot.matches('signingOut');

describe('on load', () => {
  it('a visitor without stored credentials stays signed out, with no call', () => {
    const { actor, calls } = start(visitor);
    expect(authStatus(actor.getSnapshot())).toBe('signedOut');
    expect(calls).toEqual([]);
  });

  it('a visitor is signed up as a guest when a captcha token can be had (development captcha)', async () => {
    const { calls, log, settled } = start(
      { ...visitor, anonymousSignUpToken: 'dev-captcha-ok' },
      {
        easySignUp: async () => ({ id: 'g-1', password: 'secret', tokens }),
        whoAmI: async () => guest,
        fetchGuestStatus: async () => 1,
      },
    );
    const done = await settled(isSettled);
    expect(authStatus(done)).toBe('anonymous');
    expect(calls).toEqual(['easySignUp {"captchaToken":"dev-captcha-ok"}', 'whoAmI', 'fetchGuestStatus']);
    expect(log).toEqual([
      'storeAnonymousUser {"id":"g-1","password":"secret"}',
      `storeSession ${JSON.stringify(tokens)}`,
      `storeUser ${JSON.stringify(guest)}`,
      'guestStatusLoaded 1',
    ]);
  });

  it('a refused guest sign-up on load leaves the visitor signed out, browsing, with the refusal noted once', async () => {
    let refusals = 0;
    const { actor, calls, log, settled } = start(
      { ...visitor, anonymousSignUpToken: 'dev-captcha-ok' },
      {
        easySignUp: () => {
          refusals += 1;
          return Promise.reject(new Error('Too many requests. Please try again in 30 seconds.'));
        },
      },
    );
    const done = await settled(isSettled);
    expect(authStatus(done)).toBe('signedOut');
    expect(done.context.guestSignUp).toBe('refusedOnLoad');
    expect(isGuestSignUpRefused(done)).toBe(true);
    // Nothing stored, no retry loop: one call, and the visitor browses on.
    expect(calls).toEqual(['easySignUp {"captchaToken":"dev-captcha-ok"}']);
    expect(log).toEqual([]);
    expect(refusals).toBe(1);

    // A sign-up the visitor asks for says its refusal where they asked (signIn), not in the notice.
    actor.send({ type: 'EASY_SIGN_UP', captchaToken: 'solved' });
    const asked = await settled(isSettled);
    expect(authStatus(asked)).toBe('signedOut');
    expect(asked.context.guestSignUp).toBe('none');
    expect(isGuestSignUpRefused(asked)).toBe(false);
    expect(asked.context.signIn.message).toEqual({
      text: 'Too many requests. Please try again in 30 seconds.',
    });
  });

  it('stored guest credentials: cleared context, anonymous sign-in, user context, guest status', async () => {
    const { calls, log, settled } = start(
      { ...visitor, hasAnonymousUser: true },
      { easySignIn: async () => signedInResult, whoAmI: async () => guest, fetchGuestStatus: async () => 2 },
    );
    const done = await settled(isSettled);
    expect(authStatus(done)).toBe('anonymous');
    expect(done.context.user).toEqual(guest);
    expect(calls).toEqual(['easySignIn', 'whoAmI', 'fetchGuestStatus']);
    expect(log).toEqual([
      'clearLocalSession',
      `storeSession ${JSON.stringify(tokens)}`,
      `storeUser ${JSON.stringify(guest)}`,
      'guestStatusLoaded 2',
    ]);
  });

  it('a failed anonymous sign-in is logged and leaves the visitor signed out', async () => {
    const { log, settled } = start(
      { ...visitor, hasAnonymousUser: true },
      { easySignIn: async () => ({ status: 3, statusMessage: 'Invalid credentials.' }) },
    );
    const done = await settled(isSettled);
    expect(authStatus(done)).toBe('signedOut');
    expect(log).toEqual([
      'clearLocalSession',
      'logAnonymousSignInFailure {"reason":{"status":3,"statusMessage":"Invalid credentials."}}',
    ]);
  });

  it('a stored player is signed in at once, without asking the server', () => {
    const { actor, calls } = start({ ...visitor, authenticated: true, user: player });
    expect(actor.getSnapshot().value).toEqual({ session: 'signedIn' });
    expect(calls).toEqual([]);
  });

  it('a stored guest fetches only its status; a failure is logged and the guest plays on', async () => {
    const { log, settled } = start(
      { ...visitor, authenticated: true, user: guest, hasAnonymousUser: true },
      { fetchGuestStatus: fail('offline') },
    );
    const done = await settled(isSettled);
    expect(done.value).toEqual({ session: 'anonymous' });
    expect(log).toEqual(['logGuestStatusFailure {"error":{}}']);
  });

  it('a session without context asks WhoAmI; a player drops the stored guest credentials', async () => {
    const { log, settled } = start(
      { ...visitor, authenticated: true, hasAnonymousUser: true },
      { whoAmI: async () => player },
    );
    const done = await settled(isSettled);
    expect(done.value).toEqual({ session: 'signedIn' });
    expect(done.context.hasAnonymousUser).toBe(false);
    expect(log).toEqual([`storeUser ${JSON.stringify(player)}`, 'clearAnonymousUser']);
  });

  it('a failed WhoAmI marks the session gone and redirects to /auth/', async () => {
    const { log, settled } = start({ ...visitor, authenticated: true }, { whoAmI: fail('offline') });
    const done = await settled(isSettled);
    expect(done.value).toBe('signedOut');
    expect(done.context.authenticated).toBe(false);
    expect(log).toEqual(['clearLocalSession', 'redirectToSignIn']);
  });

  it('ignores a stored user while the stored session flag is off', () => {
    const { actor } = start({ ...visitor, user: player });
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(authStatus(actor.getSnapshot())).toBe('signedOut');
  });
});

describe('basic sign-in', () => {
  it('with a bearer token: signed in, "Logged in."', async () => {
    const { actor, calls, log, settled } = start(visitor, {
      basicSignIn: async () => signedInResult,
      whoAmI: async () => player,
    });
    actor.send({ type: 'SIGN_IN', email: 'ada@example.com', password: 'pw' });
    expect(isSignInBusy(actor.getSnapshot())).toBe(true);
    const done = await settled(isSettled);
    expect(authStatus(done)).toBe('signedIn');
    expect(done.context.signIn).toEqual({ status: 0, message: { code: 'loggedIn' }, setupToken: null });
    expect(calls).toEqual(['basicSignIn {"email":"ada@example.com","password":"pw"}', 'whoAmI']);
    expect(log[0]).toBe(`storeSession ${JSON.stringify(tokens)}`);
  });

  it('without one: awaiting verification, "Authenticated. Please verify your identity."', async () => {
    const { actor, log, settled } = start(visitor, { basicSignIn: async () => challenge });
    actor.send({ type: 'SIGN_IN', email: 'ada@example.com', password: 'pw' });
    const done = await settled(isSettled);
    expect(authStatus(done)).toBe('awaitingTwoFactor');
    expect(done.context.signIn).toEqual({ status: 2, message: { code: 'verifyIdentity' }, setupToken: null });
    expect(log).toEqual(['storeTwoFactorChallenge {"tfaToken":"tfa-1","loginId":"u-1"}']);
  });

  it.each([
    [
      { status: 1, statusMessage: 'Locked out.' },
      { status: 1, message: { text: 'Locked out.' }, setupToken: null },
    ],
    [
      { status: 4, statusMessage: 'Set up two-factor.', tfaToken: 'setup-1', loginId: 'u-2' },
      { status: 4, message: { text: 'Set up two-factor.' }, setupToken: 'setup-1' },
    ],
    [
      { status: 3, statusMessage: 'Invalid credentials.' },
      { status: 3, message: { text: 'Invalid credentials.' }, setupToken: null },
    ],
  ] as const)('keeps the result %j for the view', async (result, view) => {
    const { actor, settled } = start(visitor, { basicSignIn: async () => result as SignInResult });
    actor.send({ type: 'SIGN_IN', email: 'ada@example.com', password: 'pw' });
    const done = await settled(isSettled);
    expect(done.value).toBe('signedOut');
    expect(done.context.signIn).toEqual(view);
  });

  it('a guest whose sign-in fails keeps playing as the guest', async () => {
    const { actor, settled } = start(
      { ...visitor, authenticated: true, user: guest, hasAnonymousUser: true },
      { fetchGuestStatus: async () => 1, basicSignIn: fail('offline') },
    );
    await settled(isSettled);
    actor.send({ type: 'SIGN_IN', email: 'ada@example.com', password: 'pw' });
    expect(authStatus(actor.getSnapshot())).toBe('anonymous');
    const done = await settled((snapshot) => !isSignInBusy(snapshot));
    expect(done.value).toEqual({ session: 'anonymous' });
    expect(done.context.signIn).toEqual({ status: 3, message: { text: 'offline' }, setupToken: null });
  });
});

describe('the second step', () => {
  async function awaiting(verify: Answers['verifySecondFactor'], clock?: SimulatedClock) {
    const started = start(
      visitor,
      { basicSignIn: async () => challenge, verifySecondFactor: verify, whoAmI: async () => player },
      clock,
    );
    started.actor.send({ type: 'SIGN_IN', email: 'ada@example.com', password: 'pw' });
    await started.settled(isSettled);
    return started;
  }

  it('a code answered with a bearer token signs in', async () => {
    const { actor, calls, settled } = await awaiting(async () => signedInResult);
    actor.send({ type: 'VERIFY_TFA_CODE', code: '123456' });
    expect(isSignInBusy(actor.getSnapshot())).toBe(true);
    const done = await settled(isSettled);
    expect(authStatus(done)).toBe('signedIn');
    expect(calls[1]).toBe(
      'verifySecondFactor {"tfaToken":"tfa-1","loginId":"u-1","answer":{"kind":"code","value":"123456"}}',
    );
  });

  it('a recovery code goes the same way', async () => {
    const { actor, calls, settled } = await awaiting(async () => signedInResult);
    actor.send({ type: 'VERIFY_RECOVERY_CODE', recoveryCode: 'ABCDE-12345' });
    expect(authStatus(await settled(isSettled))).toBe('signedIn');
    expect(calls[1]).toContain('"answer":{"kind":"recoveryCode","value":"ABCDE-12345"}');
  });

  it("a success without a bearer token is 'Invalid TFA response. Bearer token is missing.'", async () => {
    const { actor, settled } = await awaiting(async () => ({ status: 0, statusMessage: 'Logged in.' }));
    actor.send({ type: 'VERIFY_TFA_CODE', code: '123456' });
    const done = await settled(
      (snapshot) => snapshot.matches('awaitingTwoFactor') && !isSignInBusy(snapshot),
    );
    expect(done.context.signIn).toEqual({ status: 3, message: { code: 'bearerMissing' }, setupToken: null });
  });

  it("a refused code (HTTP 400) is Failure with the server's message, and the step stays", async () => {
    const { actor, settled } = await awaiting(async () => ({ status: 3, statusMessage: 'Invalid code.' }));
    actor.send({ type: 'VERIFY_TFA_CODE', code: '000000' });
    const done = await settled(
      (snapshot) => snapshot.matches('awaitingTwoFactor') && !isSignInBusy(snapshot),
    );
    expect(done.context.signIn).toEqual({ status: 3, message: { text: 'Invalid code.' }, setupToken: null });
    // The auth actor's own subscribers heard of it: the view re-renders from this snapshot.
    expect(done.children.twoFactor?.getSnapshot().value).toBe('idle');
  });

  it('the two-factor token lasts exactly 15 minutes', async () => {
    const clock = new SimulatedClock();
    const { actor, log } = await awaiting(async () => signedInResult, clock);
    clock.increment(15 * 60_000 - 1);
    expect(authStatus(actor.getSnapshot())).toBe('awaitingTwoFactor');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.signIn.message).toEqual({ code: 'twoFactorExpired' });
    expect(actor.getSnapshot().context.twoFactor).toBeNull();
    expect(log.at(-1)).toBe('clearTwoFactorChallenge');
  });

  it('a verification under way does not restart the 15 minutes', async () => {
    const clock = new SimulatedClock();
    const { actor } = await awaiting(() => new Promise<SignInResult>(() => undefined), clock);
    clock.increment(10 * 60_000);
    actor.send({ type: 'VERIFY_TFA_CODE', code: '123456' });
    clock.increment(5 * 60_000);
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('a reload within the 15 minutes resumes the step from its cookies', () => {
    const { actor } = start({ ...visitor, twoFactorChallenge: { tfaToken: 'tfa-1', loginId: 'u-1' } });
    expect(authStatus(actor.getSnapshot())).toBe('awaitingTwoFactor');
  });
});

describe('leaving', () => {
  const storedPlayer = { ...visitor, authenticated: true, user: player };
  const storedGuest = { ...visitor, authenticated: true, user: guest, hasAnonymousUser: true };

  it.each([
    ['answers', async () => undefined],
    ['fails', fail('offline')],
  ])(
    'sign out: local state first, the server, then cookies and the root even when the server %s',
    async (_how, signOut) => {
      const { actor, log, calls, settled } = start(storedPlayer, { signOut });
      actor.send({ type: 'SIGN_OUT' });
      const done = await settled((snapshot) => snapshot.matches('signedOut'));
      expect(done.context.user).toBeNull();
      expect(calls).toEqual(['signOut']);
      expect(log).toEqual(['clearLocalSession', 'clearSessionCookies', 'goToRoot']);
    },
  );

  it('clearing the account wipes the stored guest credentials before signing out', async () => {
    const { actor, log, settled } = start(storedGuest, {
      fetchGuestStatus: async () => 1,
      signOut: async () => undefined,
    });
    await settled(isSettled);
    log.length = 0;
    actor.send({ type: 'SIGN_OUT_CLEARING_ACCOUNT' });
    await settled((snapshot) => snapshot.matches('signedOut'));
    expect(log).toEqual(['clearAnonymousUser', 'clearLocalSession', 'clearSessionCookies', 'goToRoot']);
  });

  it('a failure while clearing the account is notified', async () => {
    const { actor, log, settled } = start(storedGuest, {
      fetchGuestStatus: async () => 1,
      signOut: fail('offline'),
    });
    await settled(isSettled);
    actor.send({ type: 'SIGN_OUT_CLEARING_ACCOUNT' });
    await settled((snapshot) => snapshot.matches('signedOut'));
    expect(log).toContain('notifyClearAccountFailed {"error":{}}');
  });

  it('deactivating a guest deletes the account, clears its details and logs out here only', async () => {
    const { actor, log, calls, settled } = start(storedGuest, {
      fetchGuestStatus: async () => 1,
      deleteAccount: async () => undefined,
    });
    await settled(isSettled);
    log.length = 0;
    actor.send({ type: 'DEACTIVATE', token: 'guest-password' });
    await settled((snapshot) => snapshot.matches('signedOut'));
    expect(calls).toEqual(['fetchGuestStatus', 'deleteAccount {"token":"guest-password"}']);
    expect(log).toEqual(['clearAnonymousUser', 'clearLocalSession', 'clearSessionCookies', 'goToRoot']);
  });

  it('deactivating a player deletes the account, then signs out for real', async () => {
    const { actor, calls, settled } = start(storedPlayer, {
      deleteAccount: async () => undefined,
      signOut: async () => undefined,
    });
    actor.send({ type: 'DEACTIVATE', token: 'password' });
    await settled((snapshot) => snapshot.matches('signedOut'));
    expect(calls).toEqual(['deleteAccount {"token":"password"}', 'signOut']);
  });

  it('a refused deactivation is notified and the player stays', async () => {
    const { actor, log, settled } = start(storedPlayer, { deleteAccount: fail('Wrong password.') });
    actor.send({ type: 'DEACTIVATE', token: 'nope' });
    const done = await settled((snapshot) => !snapshot.matches('deactivating'));
    expect(done.value).toEqual({ session: 'signedIn' });
    expect(log).toEqual(['notifyDeactivateFailed {"error":{}}']);
  });

  it('a virtual logout forgets the session here only and goes to the root', () => {
    const { actor, log, calls } = start(storedPlayer);
    actor.send({ type: 'VIRTUAL_LOGOUT' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls).toEqual([]);
    expect(log).toEqual(['clearLocalSession', 'clearSessionCookies', 'goToRoot']);
  });
});

describe('a changed session', () => {
  const storedPlayer = { ...visitor, authenticated: true, user: player };

  it("takes up a session made elsewhere while signed out (an administrator's two-factor set-up)", async () => {
    const admin = { ...player, userRoleId: 'Administrator' };
    const { actor, log, settled } = start(visitor, { whoAmI: async () => admin });
    actor.send({ type: 'TOKENS_REPLACED', tokens });
    const done = await settled((snapshot) => snapshot.matches({ session: 'signedIn' }));
    expect(done.context.user).toEqual(admin);
    expect(log.slice(0, 2)).toEqual([
      `storeSession ${JSON.stringify(tokens)}`,
      `storeUser ${JSON.stringify(admin)}`,
    ]);
  });

  it('new tokens (upgrade, password change) are stored and the context reloaded', async () => {
    const premium = { ...player, userRoleId: 'PremiumPlayer' };
    const { actor, log, settled } = start(storedPlayer, { whoAmI: async () => premium });
    const replaced = { ...tokens, bearerToken: 'bearer-2' };
    actor.send({ type: 'TOKENS_REPLACED', tokens: replaced });
    expect(actor.getSnapshot().value).toBe('fetchingUser');
    expect(authStatus(actor.getSnapshot())).toBe('signedIn');
    const done = await settled((snapshot) => snapshot.matches({ session: 'signedIn' }));
    expect(done.context.user).toEqual(premium);
    expect(log[0]).toBe(`storeSession ${JSON.stringify(replaced)}`);
  });

  it('a new display name refreshes the token, then reloads the context', async () => {
    const renamed = { ...player, displayName: 'Countess' };
    const { actor, calls, settled } = start(storedPlayer, {
      refreshSession: async () => undefined,
      whoAmI: async () => renamed,
    });
    actor.send({ type: 'DISPLAY_NAME_CHANGED' });
    const done = await settled((snapshot) => snapshot.matches({ session: 'signedIn' }));
    expect(calls).toEqual(['refreshSession', 'whoAmI']);
    expect(done.context.user?.displayName).toBe('Countess');
  });
});
