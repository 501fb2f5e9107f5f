import { assign, fromPromise, setup } from 'xstate';
import type { SessionTokens } from '#core/contract/auth.ts';
import type { RedeemBundleResultDto } from '#core/contract/bundles.ts';
import { isBundleCodeShaped, normaliseBundleCode } from '#core/game/bundles.ts';
import type { RefusalCode } from '#core/refusals.ts';
import { refusalCodeAmong } from './refusal-code.ts';

// Redeeming a bundle (docs/bundles.md, docs/product.md §2 /bundle/redeem and /bundle/{code}/redeem): the
// player types a code (or the link brings it), redeems, and sees what it granted or why it was refused. A
// redemption that made the player premium replaces the session (the role is in the bearer token). A call
// that fails for another reason can be tried again; after a refusal or a success another code may follow.

/** The refusals the flow tells apart (core/refusals.ts); the rest are failures. */
export const redeemRefusalCodes = [
  'unknownBundle',
  'bundleExpired',
  'bundleUsedUp',
  'bundleAlreadyRedeemed',
  'bundleNeedsAccount',
  'bundleNotForAdministrators',
] as const satisfies readonly RefusalCode[];

export type RedeemRefusalCode = (typeof redeemRefusalCodes)[number];

/**
 * A refused call's code. src's actor rejects a coded refusal with an Error whose message is the code (the
 * server's answer as its `cause`), so the machine needs nothing but core; anything else is a failure.
 */
export function redeemRefusalOf(error: unknown): RedeemRefusalCode | null {
  return refusalCodeAmong(redeemRefusalCodes, error);
}

export interface RedeemBundleInput {
  /** The link's code (/bundle/{code}/redeem), or ''. */
  code?: string;
}

export interface RedeemBundleContext {
  /** The code as it is sent (normalised), or ''. */
  code: string;
  redeemed: RedeemBundleResultDto | null;
  refusal: RedeemRefusalCode | null;
  /** The last refused or failed call's error (the server's answer is its `cause`), for the view's words. */
  error: unknown;
}

export type RedeemBundleEvent =
  /** The form: a code of the right shape (the view says so for one that is not). */
  { type: 'SUBMIT'; code: string } | { type: 'RETRY' } | { type: 'ANOTHER' };

function missing<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The redeem bundle machine's ${name} actor was not provided.`)),
  );
}

export const redeemBundleMachine = setup({
  // Stryker disable next-line ObjectLiteral: types exist for TypeScript only, nothing reads them at run time
  types: {
    context: {} as RedeemBundleContext,
    events: {} as RedeemBundleEvent,
    input: {} as RedeemBundleInput,
  },
  actors: {
    /** POST bundles/v1/Redeem. */
    redeem: missing<RedeemBundleResultDto, { code: string }>('redeem'),
  },
  actions: {
    /** The redemption made the player premium: its new session replaces the current one. */
    replaceSession: (_, _tokens: SessionTokens) => undefined,
    rememberRefusal: assign((_, error: unknown) => ({ refusal: redeemRefusalOf(error), error })),
    takeCode: assign(({ event }) => ({
      code: event.type === 'SUBMIT' ? normaliseBundleCode(event.code) : '',
    })),
  },
  guards: {
    isCodeShaped: (_, code: string) => isBundleCodeShaped(code),
    isRefusal: (_, error: unknown) => redeemRefusalOf(error) !== null,
    changedSession: (_, result: RedeemBundleResultDto) => result.session !== null,
  },
}).createMachine({
  id: 'redeemBundle',
  context: ({ input }) => ({
    code: input.code && isBundleCodeShaped(input.code) ? normaliseBundleCode(input.code) : '',
    redeemed: null,
    refusal: null,
    error: null,
  }),
  initial: 'idle',
  // SUBMIT is taken where the form shows (idle, refused, failed), never while redeeming: a double click
  // redeems once.
  states: {
    /** The form, with the link's code filled in. */
    idle: {
      on: {
        SUBMIT: {
          guard: { type: 'isCodeShaped', params: ({ event }) => event.code },
          target: 'redeeming',
          actions: 'takeCode',
        },
      },
    },
    redeeming: {
      entry: assign({ redeemed: null, refusal: null, error: null }),
      invoke: {
        id: 'redeem',
        src: 'redeem',
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          {
            guard: { type: 'changedSession', params: ({ event }) => event.output },
            target: 'redeemed',
            actions: [
              assign({ redeemed: ({ event }) => event.output }),
              {
                type: 'replaceSession',
                params: ({ event }) => event.output.session as SessionTokens,
              },
            ],
          },
          { target: 'redeemed', actions: assign({ redeemed: ({ event }) => event.output }) },
        ],
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'refused',
            actions: {
              type: 'rememberRefusal',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
          },
          { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        ],
      },
    },
    /** What the bundle granted (`redeemed`); ANOTHER empties the form for another code. */
    redeemed: {
      on: { ANOTHER: { target: 'idle', actions: assign({ code: '', redeemed: null }) } },
    },
    /** Refused (`refusal`), shown by the form; a corrected code may be sent. */
    refused: {
      on: {
        SUBMIT: {
          guard: { type: 'isCodeShaped', params: ({ event }) => event.code },
          target: 'redeeming',
          actions: 'takeCode',
        },
      },
    },
    /** The call failed (offline, a server error): Retry sends the same code again, or another is sent. */
    failed: {
      on: {
        RETRY: 'redeeming',
        SUBMIT: {
          guard: { type: 'isCodeShaped', params: ({ event }) => event.code },
          target: 'redeeming',
          actions: 'takeCode',
        },
      },
    },
  },
});
