import { assign, fromPromise, setup } from 'xstate';
import type { SessionTokens } from '#core/contract/auth.ts';
import type { CheckoutDto, CheckoutResultDto } from '#core/contract/memberships.ts';
import type { RefusalCode } from '#core/refusals.ts';
import { refusalCodeAmong } from './refusal-code.ts';

// Paying for premium (docs/payments.md §4; product-spec /memberships, /memberships/payment/success): on
// /memberships a standard player clicks Subscribe, a checkout starts and the browser goes to the provider's
// page (the local checkout page, or Stripe's). Back on /memberships/payment/success?checkout=<id>, the
// machine asks how the checkout ended: paid (the new session replaces the current one, the role being in
// the bearer token), still open (the provider's event may be on its way: asked again every 2 seconds, up
// to 10 times, then the player may ask again), or not paid (cancelled, expired). Failed calls can be retried.

/** How many times an open checkout is asked about again before the player is asked to wait. */
export const checkoutPolls = 10;
/** Between two questions about an open checkout. */
export const checkoutPollMs = 2000;

/** The refusals the flow tells apart (core/refusals.ts); the rest are failures. */
export const checkoutRefusalCodes = [
  'alreadySubscribed',
  'guestHasNoMembership',
  'administratorHasNoMembership',
  'unknownCheckout',
] as const satisfies readonly RefusalCode[];

export type CheckoutRefusalCode = (typeof checkoutRefusalCodes)[number];

/** A refused call's code: src's actor rejects a coded refusal with an Error whose message is the code. */
export function checkoutRefusalOf(error: unknown): CheckoutRefusalCode | null {
  return refusalCodeAmong(checkoutRefusalCodes, error);
}

export interface CheckoutInput {
  /** The success page's checkout (its query's `checkout`); unset on /memberships. */
  checkoutId?: string;
}

export interface CheckoutContext {
  checkoutId: string | null;
  /** Questions asked about an open checkout since the last answer that was not `open`. */
  polls: number;
  refusal: CheckoutRefusalCode | null;
  /** The last refused or failed call's error (the server's answer is its `cause`), for the view's words. */
  error: unknown;
}

export type CheckoutEvent = { type: 'SUBSCRIBE' } | { type: 'RETRY' };

function missing<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The checkout machine's ${name} actor was not provided.`)),
  );
}

const failure = (target: string) => [
  {
    guard: { type: 'isRefusal' as const, params: ({ event }: { event: { error: unknown } }) => event.error },
    target: 'refused',
    actions: {
      type: 'rememberRefusal' as const,
      params: ({ event }: { event: { error: unknown } }) => event.error,
    },
  },
  {
    target,
    actions: {
      type: 'rememberFailure' as const,
      params: ({ event }: { event: { error: unknown } }) => event.error,
    },
  },
];

export const checkoutMachine = setup({
  // Stryker disable next-line ObjectLiteral: types exist for TypeScript only, nothing reads them at run time
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    /** POST memberships/v1/Checkout. */
    start: missing<CheckoutDto, undefined>('start'),
    /** POST memberships/v1/CheckoutResult. */
    result: missing<CheckoutResultDto, { checkoutId: string }>('result'),
  },
  actions: {
    /** The browser leaves for the provider's checkout page. */
    goToCheckout: (_, _url: string) => undefined,
    /** The payment made the player premium: its new session replaces the current one. */
    replaceSession: (_, _tokens: SessionTokens) => undefined,
    rememberRefusal: assign((_, error: unknown) => ({ refusal: checkoutRefusalOf(error), error })),
    rememberFailure: assign((_, error: unknown) => ({ error })),
  },
  guards: {
    hasCheckout: ({ context }) => context.checkoutId !== null,
    isRefusal: (_, error: unknown) => checkoutRefusalOf(error) !== null,
    isPaidWithSession: (_, result: CheckoutResultDto) =>
      result.status === 'completed' && result.session !== null,
    isPaid: (_, result: CheckoutResultDto) => result.status === 'completed',
    isOpen: (_, result: CheckoutResultDto) => result.status === 'open',
    mayAskAgain: ({ context }) => context.polls < checkoutPolls,
  },
  delays: { pollDelay: checkoutPollMs },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({ checkoutId: input.checkoutId ?? null, polls: 0, refusal: null, error: null }),
  initial: 'opening',
  states: {
    /** Which page: the success page's checkout is asked about; /memberships waits for Subscribe. */
    opening: {
      always: [{ guard: 'hasCheckout', target: 'confirming' }, { target: 'idle' }],
    },
    /** /memberships: the plans, and Subscribe for a standard player. */
    idle: { on: { SUBSCRIBE: 'starting' } },
    starting: {
      entry: assign({ refusal: null, error: null }),
      invoke: {
        id: 'start',
        src: 'start',
        onDone: {
          target: 'redirecting',
          actions: { type: 'goToCheckout', params: ({ event }) => event.output.url },
        },
        onError: failure('startFailed'),
      },
    },
    /** On the way to the checkout page: the button stays busy (a second click starts nothing). */
    redirecting: {},
    /** Refused (`refusal`): already subscribed, a guest, an administrator, or not the player's checkout. */
    refused: {},
    /** Starting failed (offline, a server error): Retry starts again. */
    startFailed: { on: { RETRY: 'starting' } },
    confirming: {
      entry: assign({ refusal: null, error: null }),
      invoke: {
        id: 'result',
        src: 'result',
        input: ({ context }) => ({ checkoutId: context.checkoutId ?? '' }),
        onDone: [
          {
            guard: { type: 'isPaidWithSession', params: ({ event }) => event.output },
            target: 'paid',
            actions: { type: 'replaceSession', params: ({ event }) => event.output.session as SessionTokens },
          },
          { guard: { type: 'isPaid', params: ({ event }) => event.output }, target: 'paid' },
          {
            guard: { type: 'isOpen', params: ({ event }) => event.output },
            target: 'waiting',
            actions: assign({ polls: ({ context }) => context.polls + 1 }),
          },
          { target: 'notPaid' },
        ],
        onError: failure('confirmFailed'),
      },
    },
    /** Open: the provider's event may be on its way; asked again after a moment, a few times. */
    waiting: {
      after: {
        pollDelay: [{ guard: 'mayAskAgain', target: 'confirming' }, { target: 'unconfirmed' }],
      },
    },
    /** Still open after every question: the player may ask again (Retry). */
    unconfirmed: { on: { RETRY: { target: 'confirming', actions: assign({ polls: 0 }) } } },
    /** Asking failed: Retry asks again. */
    confirmFailed: { on: { RETRY: 'confirming' } },
    /** Paid: the player is premium (the session was replaced when the role changed). */
    paid: { type: 'final' },
    /** Cancelled or expired: nothing was paid. */
    notPaid: { type: 'final' },
  },
});
