import type { CheckoutDto, CheckoutResultDto } from '#core/contract/memberships.ts';
import type { RealStep } from './flow.ts';
import { defineFlow } from './flow.ts';
import { call, playerSignsInThenOpens, refuse } from './session-steps.ts';

// Paying for premium (docs/payments.md §4, product-spec /memberships and /memberships/payment/success): a
// standard player opens Memberships and clicks Subscribe; the browser goes to the local checkout page,
// where the player pays, declines (a refused card: the page says so) or cancels (back to Memberships).
// After paying, the success page asks how the checkout ended and, the role having changed, replaces the
// session; opened again it has nothing to replace. A failed start can be retried.

const checkoutId = 'c0ffee-checkout-0000000a';
const started: CheckoutDto = { checkoutId, url: `/api/memberships/v1/local/checkout/${checkoutId}` };
const paid: CheckoutResultDto = {
  status: 'completed',
  session: { bearerToken: 'bearer-premium', refreshToken: 'refresh-premium', loginId: 'player-1' },
};
const successPage = `/memberships/payment/success?checkout=${checkoutId}`;

const checkout = (event: Record<string, unknown> & { type: string }): RealStep => ({
  send: 'checkout',
  event,
});
const subscribe: RealStep[] = [checkout({ type: 'SUBSCRIBE' }), call('checkout', 'start', started)];
const onSuccessPage: RealStep[] = [{ load: successPage }, { start: 'checkout', input: { checkoutId } }];
const result = (output: CheckoutResultDto): RealStep => call('checkout', 'result', output);

export const checkoutFlow = defineFlow({
  id: 'checkout',
  title: 'Paying for premium',
  initial: 'fresh',
  states: {
    fresh: {
      says: 'nothing open yet',
      real: {},
      on: {
        OPEN_MEMBERSHIPS: 'memberships',
        OPEN_UNKNOWN_CHECKOUT: 'unknown',
        OPEN_SUCCESS_BEFORE_THE_EVENT: 'confirming',
        OPEN_CANCELLED_CHECKOUT: 'notPaid',
        SUCCESS_SERVER_DOWN: 'successFailed',
      },
    },
    memberships: {
      says: '/memberships: Guest, Standard (Your plan) and Premium at $4.99 a month with Subscribe to premium',
      real: { checkout: 'idle' },
      on: { SUBSCRIBE: 'checkoutPage', SUBSCRIBE_SERVER_DOWN: 'startFailed', ALREADY_SUBSCRIBED: 'refused' },
    },
    startFailed: {
      says: 'under Subscribe: the server failed, with Retry',
      real: { checkout: 'startFailed' },
      on: { RETRY: 'checkoutPage' },
    },
    refused: {
      says: "under Subscribe: 'You already have a premium subscription.'",
      real: { checkout: 'refused' },
    },
    checkoutPage: {
      says: 'the local checkout page: Longshot Premium, Pay $4.99, Decline, Cancel and go back',
      real: { checkout: 'redirecting' },
      on: { PAY: 'paid', DECLINE: 'declined', CANCEL: 'membershipsAgain' },
    },
    declined: {
      says: "the checkout page again: 'Your payment was declined. Try again, or cancel.'",
      real: { checkout: 'redirecting' },
      on: { PAY: 'paid' },
    },
    membershipsAgain: {
      says: '/memberships again (the cancel page sends the browser there), Subscribe to premium',
      real: { checkout: 'idle' },
    },
    paid: {
      says: "/memberships/payment/success: 'Subscription successful', Welcome to premium, See your stats",
      real: { checkout: 'paid' },
      on: { RELOAD_SUCCESS: 'paidAgain' },
    },
    paidAgain: {
      says: "the success page opened again: 'Subscription successful' (the session already premium)",
      real: { checkout: 'paid' },
    },
    confirming: {
      says: 'the success page: Confirming your payment…',
      real: { checkout: 'waiting' },
      on: { PROVIDER_STILL_SILENT: 'unconfirmed', PROVIDER_ANSWERS: 'paid' },
    },
    unconfirmed: {
      says: "the success page: 'Still processing', with Check again",
      real: { checkout: 'unconfirmed' },
      on: { CHECK_AGAIN: 'paid' },
    },
    notPaid: {
      says: "'The payment was not completed, and nothing was charged.', Back to memberships",
      real: { checkout: 'notPaid' },
    },
    successFailed: {
      says: 'the success page: the server failed, with Retry',
      real: { checkout: 'confirmFailed' },
      on: { RETRY_RESULT: 'paid' },
    },
    unknown: {
      says: "the success page: 'We could not find this checkout. Start again from Memberships.'",
      real: { checkout: 'refused' },
    },
  },
  events: {
    OPEN_MEMBERSHIPS: {
      says: 'A standard player signs in and opens Memberships (/memberships)',
      real: playerSignsInThenOpens('/memberships', 'checkout', {}),
    },
    SUBSCRIBE: { says: 'clicks Subscribe to premium', real: subscribe },
    SUBSCRIBE_SERVER_DOWN: {
      says: 'clicks Subscribe to premium while the server fails',
      real: [checkout({ type: 'SUBSCRIBE' }), refuse('checkout', 'start', 'HTTP 500')],
    },
    RETRY: {
      says: 'clicks Retry',
      real: [checkout({ type: 'RETRY' }), call('checkout', 'start', started)],
    },
    PAY: {
      says: 'clicks Pay on the checkout page',
      real: [...onSuccessPage, result(paid)],
    },
    DECLINE: { says: 'clicks Decline (simulate a refused card)', real: [] },
    CANCEL: {
      says: 'clicks Cancel and go back',
      real: [{ load: '/memberships/payment/cancel' }, { start: 'checkout', input: {} }],
    },
    RELOAD_SUCCESS: {
      says: 'reloads the success page',
      real: [
        { reload: true },
        { start: 'checkout', input: { checkoutId } },
        result({ status: 'completed', session: null }),
      ],
    },
    OPEN_UNKNOWN_CHECKOUT: {
      says: "opens a success link of a checkout that is not the player's",
      real: [
        ...playerSignsInThenOpens(
          '/memberships/payment/success?checkout=AAAAAAAAAAAAAAAAAAAAAAAA',
          'checkout',
          {
            checkoutId: 'AAAAAAAAAAAAAAAAAAAAAAAA',
          },
        ),
        refuse('checkout', 'result', 'unknownCheckout'),
      ],
    },
  },
  systemEvents: {
    ALREADY_SUBSCRIBED: {
      says: 'clicks Subscribe while a subscription of theirs lasts (paid in another tab)',
      unitOnly: 'Memberships shows no Subscribe to a premium player; only a second tab could click it.',
      real: [checkout({ type: 'SUBSCRIBE' }), refuse('checkout', 'start', 'alreadySubscribed')],
    },
    OPEN_SUCCESS_BEFORE_THE_EVENT: {
      says: 'a provider sends the browser back before its event: the checkout is still open',
      unitOnly:
        'The local provider applies its event before it redirects: its checkouts are never open here.',
      real: [
        ...playerSignsInThenOpens(successPage, 'checkout', { checkoutId }),
        result({ status: 'open', session: null }),
      ],
    },
    PROVIDER_STILL_SILENT: {
      says: 'the provider stays silent for 10 questions, 2 seconds apart',
      unitOnly: 'The local provider is never late (see above).',
      real: [
        ...Array.from({ length: 9 }, (): RealStep[] => [
          { timer: 'checkout' },
          result({ status: 'open', session: null }),
        ]).flat(),
        { timer: 'checkout' },
      ],
    },
    PROVIDER_ANSWERS: {
      says: 'the next question finds the checkout paid',
      unitOnly: 'The local provider is never late (see above).',
      real: [{ timer: 'checkout' }, result(paid)],
    },
    CHECK_AGAIN: {
      says: 'clicks Check again, and the checkout is paid',
      unitOnly: 'The local provider is never late (see above).',
      real: [checkout({ type: 'RETRY' }), result(paid)],
    },
    OPEN_CANCELLED_CHECKOUT: {
      says: 'opens the success link of a checkout that was cancelled',
      unitOnly:
        'The local checkout page sends a cancel to /memberships/payment/cancel, never to the success page.',
      real: [
        ...playerSignsInThenOpens(successPage, 'checkout', { checkoutId }),
        result({ status: 'canceled', session: null }),
      ],
    },
    SUCCESS_SERVER_DOWN: {
      says: 'the success page asks while the server fails',
      unitOnly: 'The success page asks on load, before a stub for one failure could be set on that page.',
      real: [
        ...playerSignsInThenOpens(successPage, 'checkout', { checkoutId }),
        refuse('checkout', 'result', 'HTTP 500'),
      ],
    },
    RETRY_RESULT: {
      says: 'clicks Retry, and the checkout is paid',
      unitOnly: 'It follows the unit-only failure above.',
      real: [checkout({ type: 'RETRY' }), result(paid)],
    },
  },
});
