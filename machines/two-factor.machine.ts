import { assertEvent, assign, fromPromise, sendParent, setup } from 'xstate';
import { TWO_FACTOR_TOKEN_MS } from '#core/auth-limits.ts';
import {
  answeredSignIn,
  failedSignIn,
  loggedIn,
  noSignIn,
  signInStatus,
  tokensOf,
  type SecondFactorAnswer,
  type SessionTokens,
  type SignInResponse,
  type SignInView,
  type TwoFactorChallenge,
  type TwoFactorEvent,
} from './auth.types.ts';

// The second step of a sign-in (docs/product.md §4 "Two-factor"): the player answers with a code from their app
// or a recovery code until the server gives a session, cancels, or lets the server's token expire. The
// auth machine runs it while it awaits the second factor, hands it the views' events, and provides
// `showAnswer` so that its own context keeps what the sign-in view says.

/** How the step ended: the session the server gave (none when it expired or was cancelled), and what the sign-in view then says. */
export interface TwoFactorOutput {
  session: SessionTokens | null;
  signIn: SignInView;
}

export interface TwoFactorContext {
  challenge: TwoFactorChallenge;
  /** The session the server gave, once it did. */
  session: SessionTokens | null;
}

function missing<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The two-factor machine's ${name} actor was not provided.`)),
  );
}

const expired: SignInView = { status: null, message: { code: 'twoFactorExpired' }, setupToken: null };
const bearerMissing: SignInView = {
  status: signInStatus.Failure,
  message: { code: 'bearerMissing' },
  setupToken: null,
};

export const twoFactorMachine = setup({
  // Stryker disable next-line ObjectLiteral: types exist for TypeScript only, nothing reads them at run time
  types: {
    input: {} as TwoFactorChallenge,
    context: {} as TwoFactorContext,
    events: {} as TwoFactorEvent,
    output: {} as TwoFactorOutput,
  },
  actors: {
    verifySecondFactor: missing<SignInResponse, TwoFactorChallenge & { answer: SecondFactorAnswer }>(
      'verifySecondFactor',
    ),
  },
  actions: {
    /** An answer the server refused or could not take: what the sign-in view now says. */
    showAnswer: (_, _view: SignInView) => {},
  },
  guards: {
    hasBearer: (_, result: SignInResponse) => Boolean(result.bearerToken),
    isUnsuccessful: (_, result: SignInResponse) => result.status !== signInStatus.Success,
  },
  delays: {
    /** The server's two-factor token lives this long; answering does not renew it. */
    twoFactorTokenLifetime: TWO_FACTOR_TOKEN_MS,
  },
}).createMachine({
  id: 'twoFactor',
  context: ({ input }) => ({ challenge: input, session: null }),
  initial: 'idle',
  after: { twoFactorTokenLifetime: '.expired' },
  on: { CANCEL_TWO_FACTOR: '.cancelled' },
  states: {
    idle: {
      on: {
        VERIFY_TFA_CODE: 'verifying',
        VERIFY_RECOVERY_CODE: 'verifying',
      },
    },
    verifying: {
      invoke: {
        id: 'verifySecondFactor',
        src: 'verifySecondFactor',
        input: ({ context, event }) => {
          assertEvent(event, ['VERIFY_TFA_CODE', 'VERIFY_RECOVERY_CODE']);
          const answer: SecondFactorAnswer =
            event.type === 'VERIFY_TFA_CODE'
              ? { kind: 'code', value: event.code }
              : { kind: 'recoveryCode', value: event.recoveryCode };
          return { ...context.challenge, answer };
        },
        onDone: [
          {
            guard: { type: 'hasBearer', params: ({ event }) => event.output },
            target: 'verified',
            actions: assign({ session: ({ event }) => tokensOf(event.output) }),
          },
          {
            guard: { type: 'isUnsuccessful', params: ({ event }) => event.output },
            target: 'idle',
            actions: { type: 'showAnswer', params: ({ event }) => answeredSignIn(event.output) },
          },
          // A success without a session cannot be used.
          { target: 'idle', actions: { type: 'showAnswer', params: bearerMissing } },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'showAnswer', params: ({ event }) => failedSignIn(event.error) },
        },
      },
    },
    verified: { type: 'final', output: ({ context }) => ({ session: context.session, signIn: loggedIn }) },
    expired: { type: 'final', output: { session: null, signIn: expired } },
    cancelled: { type: 'final', output: { session: null, signIn: noSignIn } },
  },
  output: ({ event }) => event.output as TwoFactorOutput,
});

/**
 * The step as the auth machine runs it (pass it with its calls provided): each refused answer goes to
 * the auth machine as TWO_FACTOR_ANSWERED, so the sign-in view keeps reading the auth machine's context.
 */
export function reportingToParent(step: typeof twoFactorMachine): typeof twoFactorMachine {
  return step.provide({
    actions: {
      showAnswer: sendParent((_, signIn: SignInView) => ({ type: 'TWO_FACTOR_ANSWERED', signIn })),
    },
  });
}
