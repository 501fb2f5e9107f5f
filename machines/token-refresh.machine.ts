import { fromPromise, setup } from 'xstate';
import type { SessionTokens, SignInResponse } from '#core/contract/auth.ts';

// What happens after a 401 (docs/product.md §4 "On 401", §8): one refresh of the session tokens, shared by every
// call that was refused meanwhile; if that fails the cookies go, and the 401 handler ends the session
// (a guest is signed in again from the credentials its browser keeps, then the page reloads; anyone
// else is logged out here only). The request layer already sends only one REFRESH per burst of 401s.

/** Whose session the refused call belonged to, as the auth state says at that moment. */
export type SessionKind = 'guest' | 'player' | 'none';

export type TokenRefreshEvent = { type: 'REFRESH' } | { type: 'UNAUTHORIZED'; session: SessionKind };

export interface TokenRefreshContext {
  /** How the last refresh ended; the request layer reads it to decide on a retry. */
  outcome: 'refreshed' | 'failed' | null;
}

function missing<TOutput>(name: string) {
  return fromPromise<TOutput>(() =>
    Promise.reject(new Error(`The token refresh machine's ${name} actor was not provided.`)),
  );
}

const tokenRefresh = setup({
  // Stryker disable next-line ObjectLiteral: types exist for TypeScript only, nothing reads them at run time
  types: {
    context: {} as TokenRefreshContext,
    events: {} as TokenRefreshEvent,
  },
  actors: {
    refreshTokens: missing<SessionTokens>('refreshTokens'),
    easySignIn: missing<SignInResponse>('easySignIn'),
  },
  actions: {
    storeTokens: (_, _tokens: SessionTokens) => {},
    clearSessionCookies: () => {},
    reloadPage: () => {},
    /** The auth machine forgets the session and goes to the root (its VIRTUAL_LOGOUT). */
    virtualLogout: () => {},
  },
  guards: {
    isGuestSession: (_, session: SessionKind) => session === 'guest',
    isPlayerSession: (_, session: SessionKind) => session === 'player',
    hasBearer: (_, result: SignInResponse) => Boolean(result.bearerToken),
  },
});

const setOutcome = (outcome: TokenRefreshContext['outcome']) => tokenRefresh.assign({ outcome });

export const tokenRefreshMachine = tokenRefresh.createMachine({
  id: 'tokenRefresh',
  context: { outcome: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        REFRESH: { target: 'refreshing', actions: setOutcome(null) },
        UNAUTHORIZED: [
          {
            guard: { type: 'isGuestSession', params: ({ event }) => event.session },
            target: 'signingGuestInAgain',
          },
          {
            guard: { type: 'isPlayerSession', params: ({ event }) => event.session },
            // Stryker disable next-line StringLiteral: idle has no entry, exit or call, so into idle and staying there are the same
            target: 'idle',
            actions: 'virtualLogout',
          },
          // A visitor had nothing to lose: the refused call simply fails.
        ],
      },
    },
    refreshing: {
      invoke: {
        id: 'refreshTokens',
        src: 'refreshTokens',
        onDone: {
          target: 'idle',
          actions: [{ type: 'storeTokens', params: ({ event }) => event.output }, setOutcome('refreshed')],
        },
        onError: {
          target: 'idle',
          actions: ['clearSessionCookies', setOutcome('failed')],
        },
      },
    },
    signingGuestInAgain: {
      invoke: {
        id: 'easySignIn',
        src: 'easySignIn',
        onDone: [
          {
            guard: { type: 'hasBearer', params: ({ event }) => event.output },
            target: 'idle',
            actions: [
              {
                type: 'storeTokens',
                params: ({ event }) => ({
                  // Stryker disable next-line StringLiteral: hasBearer let only an answer with a bearer token through
                  bearerToken: event.output.bearerToken ?? '',
                  refreshToken: event.output.refreshToken ?? '',
                  loginId: event.output.loginId ?? '',
                }),
              },
              // Every screen starts afresh with the new session.
              'reloadPage',
            ],
          },
          { target: 'idle', actions: 'virtualLogout' },
        ],
        onError: { target: 'idle', actions: 'virtualLogout' },
      },
    },
  },
});
