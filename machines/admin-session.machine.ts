import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { RoleId, WhoAmIDto } from '#core/contract/account.ts';
import type { SessionTokens, SignInResponse } from '#core/contract/auth.ts';
import type { TwoFactorChallenge } from './auth.types.ts';

// The admin app's session (docs/admin.md; product-spec §2: /admin/ is a separate app on this origin).
// It keeps its tokens where the player app does (the same cookies), so an administrator who signed in on
// the player side lands signed in: on load the stored session is asked who it is (WhoAmI, which refreshes
// an expired bearer on the way). An Administrator is signed in as `admin`, a ShadowAdministrator as
// `shadow` (reads only); anyone else who is signed in is `forbidden`. Without a session: sign in with
// e-mail and password, then the two-factor code every administrator has.

/** Sign-in result codes (product-spec §4). */
const signInStatus = { success: 0, requiresVerification: 2, configureTfa: 4 } as const;

/** Why the last step failed, for the view's words; null when nothing failed. */
export type AdminSessionProblem =
  /** The server refused the sign-in or the code: its sentence is `message`. */
  | 'refused'
  /** An administrator without two-factor: set it up in the player app first. */
  | 'configureTwoFactor'
  /** The call got no answer (offline, a server error). */
  | 'failed';

export interface AdminSessionContext {
  user: WhoAmIDto | null;
  challenge: TwoFactorChallenge | null;
  problem: AdminSessionProblem | null;
  /** The server's sentence for a refusal; '' otherwise. */
  message: string;
}

export type AdminSessionEvent =
  | { type: 'SIGN_IN'; email: string; password: string }
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'CANCEL' }
  | { type: 'LOGOUT' }
  /** The session ended elsewhere (a refresh failed, a 401 after it). */
  | { type: 'EXPIRED' };

function missing<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    // Stryker disable next-line StringLiteral: the message only names a programming error; every caller provides the actors
    Promise.reject(new Error(`The admin session machine's ${name} actor was not provided.`)),
  );
}

const roleIs = (user: WhoAmIDto | null, role: RoleId) =>
  user?.userRoleId.toLowerCase() === role.toLowerCase();

type UserAnswer = { event: { output: WhoAmIDto | null } };
const answeredUser = ({ event }: UserAnswer) => event.output;
const remember = { type: 'rememberUser' as const, params: answeredUser };

/** Where a signed-in user goes, by role: an administrator of either kind, or anyone else (forbidden). */
const byRole = [
  {
    guard: { type: 'isAdministrator' as const, params: answeredUser },
    target: '#adminSession.signedIn.admin',
    actions: remember,
  },
  {
    guard: { type: 'isShadowAdministrator' as const, params: answeredUser },
    target: '#adminSession.signedIn.shadow',
    actions: remember,
  },
  { target: '#adminSession.forbidden', actions: remember },
];

/** On load: by role when a session is stored, signed out when none is. */
const restored = [
  { guard: { type: 'isNobody' as const, params: answeredUser }, target: '#adminSession.signedOut' },
  ...byRole,
];

type Answer = { event: { output: SignInResponse } };

/** Either sign-in step answered the session's tokens: keep them, then ask whose they are. */
const tokensAnswered = {
  guard: {
    type: 'hasTokens' as const,
    params: ({ event }: Answer) => event.output,
  },
  target: 'loadingUser',
  actions: {
    type: 'storeSession' as const,
    params: ({ event }: Answer): SessionTokens => ({
      // Stryker disable next-line StringLiteral: hasTokens admits only answers with both tokens
      bearerToken: event.output.bearerToken ?? '',
      // Stryker disable next-line StringLiteral: hasTokens admits only answers with both tokens
      refreshToken: event.output.refreshToken ?? '',
      loginId: event.output.loginId ?? '',
    }),
  },
};

/** Either step was refused: the server's sentence, and the step to try again. */
const refusedAnswer = (target: string) => ({
  target,
  actions: { type: 'rememberRefusal' as const, params: ({ event }: Answer) => event.output.statusMessage },
});

/** The password step's answer: tokens, the second step, set up two-factor first, or a refusal. */
const passwordAnswered = [
  tokensAnswered,
  {
    guard: {
      type: 'needsSecondStep' as const,
      params: ({ event }: Answer) => event.output,
    },
    target: 'awaitingTwoFactor',
    actions: {
      type: 'rememberChallenge' as const,
      params: ({ event }: Answer): TwoFactorChallenge => ({
        // Stryker disable next-line StringLiteral: needsSecondStep admits only answers with the token and the login id
        tfaToken: event.output.tfaToken ?? '',
        // Stryker disable next-line StringLiteral: needsSecondStep admits only answers with the token and the login id
        loginId: event.output.loginId ?? '',
      }),
    },
  },
  {
    guard: {
      type: 'mustConfigureTwoFactor' as const,
      params: ({ event }: Answer) => event.output,
    },
    target: 'signedOut',
    actions: 'askToConfigureTwoFactor' as const,
  },
  refusedAnswer('signedOut'),
];

export const adminSessionMachine = setup({
  // Stryker disable next-line ObjectLiteral: types exist for TypeScript only, nothing reads them at run time
  types: {
    context: {} as AdminSessionContext,
    events: {} as AdminSessionEvent,
  },
  actors: {
    /** The stored session's user (GET account/v1/WhoAmI), or null when nothing is stored. */
    // Stryker disable StringLiteral: the names only word a programming error (an actor not provided)
    restore: missing<WhoAmIDto | null, undefined>('restore'),
    /** POST auth/v1/basic/signIn. */
    signIn: missing<SignInResponse, { email: string; password: string }>('signIn'),
    /** POST auth/v1/basic/signIn/tfa. */
    verifyCode: missing<SignInResponse, { code: string; challenge: TwoFactorChallenge }>('verifyCode'),
    /** GET account/v1/WhoAmI after a sign-in. */
    whoAmI: missing<WhoAmIDto, undefined>('whoAmI'),
    /** POST auth/v1/signout. */
    signOut: missing<null, undefined>('signOut'),
  },
  // A restore must lead a node: after the last actor it attached to none, and the disable ran to the end of
  // the file, silencing every state name of the machine.
  // Stryker restore StringLiteral
  actions: {
    /** The new tokens go where the player app keeps them (the session cookies). */
    storeSession: (_, _tokens: SessionTokens) => undefined,
    /** Every session cookie goes. */
    clearSession: () => undefined,
    rememberUser: assign((_, user: WhoAmIDto | null) => ({ user, problem: null, message: '' })),
    rememberChallenge: assign((_, challenge: TwoFactorChallenge) => ({
      challenge,
      problem: null,
      message: '',
    })),
    forget: assign({ user: null, challenge: null }),
    rememberFailure: assign({ problem: 'failed' as const, message: '' }),
    clearProblem: assign({ problem: null, message: '' }),
    rememberRefusal: assign((_, message: string) => ({ problem: 'refused' as const, message })),
    askToConfigureTwoFactor: assign({ problem: 'configureTwoFactor' as const, message: '' }),
  },
  guards: {
    isAdministrator: (_, user: WhoAmIDto | null) => roleIs(user, 'Administrator'),
    isShadowAdministrator: (_, user: WhoAmIDto | null) => roleIs(user, 'ShadowAdministrator'),
    isNobody: (_, user: WhoAmIDto | null) => user === null,
    hasTokens: (_, answer: SignInResponse) =>
      answer.status === signInStatus.success && Boolean(answer.bearerToken && answer.refreshToken),
    needsSecondStep: (_, answer: SignInResponse) =>
      answer.status === signInStatus.requiresVerification && Boolean(answer.tfaToken && answer.loginId),
    mustConfigureTwoFactor: (_, answer: SignInResponse) => answer.status === signInStatus.configureTfa,
  },
}).createMachine({
  id: 'adminSession',
  context: { user: null, challenge: null, problem: null, message: '' },
  initial: 'checking',
  states: {
    /** On load: is there a stored session, and whose? */
    checking: {
      invoke: { id: 'restore', src: 'restore', onDone: restored, onError: 'signedOut' },
    },
    signedOut: {
      entry: 'forget',
      on: { SIGN_IN: 'signingIn' },
    },
    signingIn: {
      entry: 'clearProblem',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => {
          assertEvent(event, 'SIGN_IN');
          return { email: event.email, password: event.password };
        },
        onDone: passwordAnswered,
        onError: { target: 'signedOut', actions: 'rememberFailure' },
      },
    },
    /** The code from the authenticator app (the challenge lives 15 minutes). */
    awaitingTwoFactor: {
      on: { SUBMIT_CODE: 'verifying', CANCEL: 'signedOut' },
    },
    verifying: {
      entry: 'clearProblem',
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context, event }) => {
          assertEvent(event, 'SUBMIT_CODE');
          return {
            code: event.code,
            // Stryker disable next-line ObjectLiteral,StringLiteral: awaitingTwoFactor, the only way in, always has a challenge
            challenge: context.challenge ?? { tfaToken: '', loginId: '' },
          };
        },
        onDone: [tokensAnswered, refusedAnswer('awaitingTwoFactor')],
        onError: { target: 'awaitingTwoFactor', actions: 'rememberFailure' },
      },
    },
    /** Signed in: whose session is it? */
    loadingUser: {
      invoke: {
        id: 'whoAmI',
        src: 'whoAmI',
        onDone: byRole,
        onError: { target: 'signedOut', actions: ['clearSession', 'rememberFailure'] },
      },
    },
    signedIn: {
      initial: 'admin',
      states: {
        /** An Administrator: may do anything in the admin app. */
        admin: {},
        /** A ShadowAdministrator: sees everything, changes nothing. */
        shadow: {},
      },
      on: {
        LOGOUT: 'signingOut',
        EXPIRED: { target: 'signedOut', actions: 'clearSession' },
      },
    },
    /** Signed in, but not an administrator: the admin app is not theirs. */
    forbidden: {
      on: {
        LOGOUT: 'signingOut',
        EXPIRED: { target: 'signedOut', actions: 'clearSession' },
      },
    },
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: 'clearSession' },
        onError: { target: 'signedOut', actions: 'clearSession' },
      },
    },
  },
});
