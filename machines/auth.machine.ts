import { and, assertEvent, assign, forwardTo } from 'xstate';
import { answeredSignIn, failedSignIn, loggedIn, noSignIn, tokensOf, verifyIdentity } from './auth.types.ts';
import { authSetup, challengeOf, forgetGuest, forgetSession, leaveForRoot, noTokens } from './auth.setup.ts';

// Who is playing (docs/product.md §4 "Auth states", "On load", "Logout"). Every call and every write to the
// browser is an injected actor or action: src/app/session provides them with `provide`.

// Callers import the vocabulary from here too: the machine file is the one name to know.
export * from './auth.types.ts';

export const authMachine = authSetup.createMachine({
  id: 'auth',
  context: ({ input }) => ({
    authenticated: input.authenticated,
    // A stored user counts only while the stored session flag is on.
    user: input.authenticated ? input.user : null,
    hasAnonymousUser: input.hasAnonymousUser,
    twoFactor: input.authenticated ? null : input.twoFactorChallenge,
    anonymousSignUpToken: input.anonymousSignUpToken,
    signIn: noSignIn,
    guestSignUp: 'none',
  }),
  initial: 'loading',
  on: {
    VIRTUAL_LOGOUT: {
      target: '.signedOut',
      actions: [...forgetSession, ...leaveForRoot],
    },
  },
  states: {
    loading: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: and(['isAuthenticated', 'hasGuestUser']), target: '#auth.fetchingGuestStatus' },
            { guard: and(['isAuthenticated', 'hasUser']), target: '#auth.session.signedIn' },
            { guard: 'isAuthenticated', target: '#auth.fetchingUser' },
            { guard: 'hasTwoFactorChallenge', target: '#auth.awaitingTwoFactor' },
            { guard: 'hasAnonymousUser', target: 'signingInAnonymously' },
            { guard: 'canSignUpAnonymously', target: '#auth.signingUp' },
            { target: '#auth.signedOut' },
          ],
        },
        signingInAnonymously: {
          entry: forgetSession,
          invoke: {
            id: 'easySignIn',
            src: 'easySignIn',
            onDone: [
              {
                guard: { type: 'hasBearer', params: ({ event }) => event.output },
                target: '#auth.fetchingUser',
                actions: [
                  { type: 'storeSession', params: ({ event }) => tokensOf(event.output) },
                  assign({ authenticated: true }),
                ],
              },
              {
                target: '#auth.signedOut',
                actions: {
                  type: 'logAnonymousSignInFailure',
                  params: ({ event }) => ({ reason: event.output }),
                },
              },
            ],
            onError: {
              target: '#auth.signedOut',
              actions: {
                type: 'logAnonymousSignInFailure',
                params: ({ event }) => ({ reason: event.error }),
              },
            },
          },
        },
      },
    },

    signedOut: {
      on: {
        SIGN_IN: 'signingIn',
        EASY_SIGN_UP: 'signingUp',
        // A session from elsewhere: an administrator's first, answered by setting up two-factor
        // with the ConfigureTFA token.
        TOKENS_REPLACED: {
          target: 'fetchingUser',
          actions: [
            { type: 'storeSession', params: ({ event }) => event.tokens },
            assign({ authenticated: true }),
          ],
        },
      },
    },

    signingUp: {
      entry: assign({
        signIn: noSignIn,
        guestSignUp: ({ event }) => (event.type === 'EASY_SIGN_UP' ? 'asked' : 'onLoad'),
      }),
      invoke: {
        id: 'easySignUp',
        src: 'easySignUp',
        input: ({ context, event }) => ({
          captchaToken:
            // Stryker disable next-line StringLiteral: without EASY_SIGN_UP only canSignUpAnonymously (a token) leads here
            event.type === 'EASY_SIGN_UP' ? event.captchaToken : (context.anonymousSignUpToken ?? ''),
        }),
        onDone: {
          target: 'fetchingUser',
          actions: [
            {
              type: 'storeAnonymousUser',
              params: ({ event }) => ({ id: event.output.id, password: event.output.password }),
            },
            { type: 'storeSession', params: ({ event }) => event.output.tokens },
            assign({ authenticated: true, hasAnonymousUser: true, guestSignUp: 'none' }),
          ],
        },
        // Refused or failed: the visitor browses signed out. One they asked for says why where they asked
        // (signIn); the one on load leaves a calm notice (docs/product.md §4 "On load").
        onError: {
          target: 'signedOut',
          actions: assign({
            signIn: ({ event }) => failedSignIn(event.error),
            guestSignUp: ({ context }) => (context.guestSignUp === 'onLoad' ? 'refusedOnLoad' : 'none'),
          }),
        },
      },
    },

    signingIn: {
      entry: assign({ signIn: noSignIn }),
      invoke: {
        id: 'basicSignIn',
        src: 'basicSignIn',
        input: ({ event }) => {
          assertEvent(event, 'SIGN_IN');
          return { email: event.email, password: event.password };
        },
        onDone: [
          {
            guard: { type: 'hasBearer', params: ({ event }) => event.output },
            target: 'fetchingUser',
            actions: [
              { type: 'storeSession', params: ({ event }) => tokensOf(event.output) },
              assign({ authenticated: true, signIn: loggedIn }),
            ],
          },
          {
            guard: { type: 'isTwoFactorChallenge', params: ({ event }) => event.output },
            target: 'awaitingTwoFactor',
            actions: assign({
              twoFactor: ({ event }) => ({
                // Stryker disable next-line StringLiteral: isTwoFactorChallenge let only a token and a login id through
                tfaToken: event.output.tfaToken ?? '',
                // Stryker disable next-line StringLiteral: isTwoFactorChallenge let only a token and a login id through
                loginId: event.output.loginId ?? '',
              }),
              signIn: verifyIdentity,
            }),
          },
          // LockedOut, Failure, ConfigureTFA: the view explains them.
          { target: 'returning', actions: assign({ signIn: ({ event }) => answeredSignIn(event.output) }) },
        ],
        onError: {
          target: 'returning',
          actions: assign({ signIn: ({ event }) => failedSignIn(event.error) }),
        },
      },
    },

    /** The second step runs as its own machine; the views' events go to it, its end comes back. */
    awaitingTwoFactor: {
      entry: { type: 'storeTwoFactorChallenge', params: ({ context }) => challengeOf(context) },
      invoke: {
        id: 'twoFactor',
        src: 'twoFactor',
        input: ({ context }) => challengeOf(context),
        onDone: [
          {
            guard: { type: 'isVerified', params: ({ event }) => event.output },
            target: 'fetchingUser',
            actions: [
              'clearTwoFactorChallenge',
              { type: 'storeSession', params: ({ event }) => event.output.session ?? noTokens },
              assign({ authenticated: true, twoFactor: null, signIn: ({ event }) => event.output.signIn }),
            ],
          },
          {
            // Cancelled, or its token expired: its cookies go.
            target: 'returning',
            actions: [
              assign({ twoFactor: null, signIn: ({ event }) => event.output.signIn }),
              'clearTwoFactorChallenge',
            ],
          },
        ],
      },
      on: {
        VERIFY_TFA_CODE: { actions: forwardTo('twoFactor') },
        VERIFY_RECOVERY_CODE: { actions: forwardTo('twoFactor') },
        CANCEL_TWO_FACTOR: { actions: forwardTo('twoFactor') },
        TWO_FACTOR_ANSWERED: { actions: assign({ signIn: ({ event }) => event.signIn }) },
      },
    },

    /** Back from a sign-in that did not happen: a guest keeps playing, anyone else is signed out. */
    returning: {
      always: [{ guard: 'hasGuestUser', target: 'session.anonymous' }, { target: 'signedOut' }],
    },

    /** Who the user is: asked after every new session and whenever the context must be reloaded. */
    fetchingUser: {
      invoke: {
        id: 'whoAmI',
        src: 'whoAmI',
        onDone: [
          {
            guard: { type: 'isGuest', params: ({ event }) => event.output },
            target: 'fetchingGuestStatus',
            actions: [
              assign({ user: ({ event }) => event.output }),
              { type: 'storeUser', params: ({ event }) => event.output },
            ],
          },
          {
            // A permanent account no longer needs the guest credentials this browser kept.
            target: 'session.signedIn',
            actions: [
              assign({ user: ({ event }) => event.output, hasAnonymousUser: false }),
              { type: 'storeUser', params: ({ event }) => event.output },
              'clearAnonymousUser',
            ],
          },
        ],
        onError: {
          target: 'signedOut',
          actions: [...forgetSession, 'redirectToSignIn'],
        },
      },
    },

    fetchingGuestStatus: {
      invoke: {
        id: 'fetchGuestStatus',
        src: 'fetchGuestStatus',
        onDone: {
          target: 'session.anonymous',
          actions: { type: 'guestStatusLoaded', params: ({ event }) => event.output },
        },
        onError: {
          target: 'session.anonymous',
          actions: { type: 'logGuestStatusFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },

    /** A live session: a guest (anonymous) or a signed-up player or administrator (signedIn). */
    session: {
      initial: 'signedIn',
      on: {
        SIGN_OUT: 'signingOut',
        DEACTIVATE: 'deactivating',
        TOKENS_REPLACED: {
          target: 'fetchingUser',
          actions: { type: 'storeSession', params: ({ event }) => event.tokens },
        },
        DISPLAY_NAME_CHANGED: 'refreshingSession',
        RELOAD_USER_CONTEXT: 'fetchingUser',
      },
      states: {
        anonymous: {
          on: {
            // Signing in to a permanent account from a guest session leaves the guest account behind.
            SIGN_IN: '#auth.signingIn',
            SIGN_OUT_CLEARING_ACCOUNT: '#auth.clearingAccount',
          },
        },
        signedIn: {},
      },
    },

    /** The display name lives in the token: a fresh one first, then the context. */
    refreshingSession: {
      invoke: {
        id: 'refreshSession',
        src: 'refreshSession',
        onDone: 'fetchingUser',
        onError: 'fetchingUser',
      },
    },

    signingOut: {
      entry: forgetSession,
      invoke: {
        id: 'signOut',
        src: 'signOut',
        // The cookies go whatever the server said: this browser is signed out either way.
        onDone: { target: 'signedOut', actions: leaveForRoot },
        onError: { target: 'signedOut', actions: leaveForRoot },
      },
    },

    clearingAccount: {
      entry: forgetGuest,
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: leaveForRoot },
        onError: {
          target: 'signedOut',
          actions: [
            { type: 'notifyClearAccountFailed', params: ({ event }) => ({ error: event.error }) },
            ...leaveForRoot,
          ],
        },
      },
    },

    deactivating: {
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        input: ({ event }) => {
          assertEvent(event, 'DEACTIVATE');
          return { token: event.token };
        },
        onDone: [
          {
            // A guest's session died with its account: forget it here only.
            guard: 'hasGuestUser',
            target: 'signedOut',
            actions: [...forgetGuest, ...leaveForRoot],
          },
          {
            target: 'signingOut',
            actions: [assign({ hasAnonymousUser: false }), 'clearAnonymousUser'],
          },
        ],
        onError: [
          {
            guard: 'hasGuestUser',
            target: 'session.anonymous',
            actions: { type: 'notifyDeactivateFailed', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'session.signedIn',
            actions: { type: 'notifyDeactivateFailed', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
  },
});
