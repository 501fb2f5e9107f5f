import type { EventFromLogic, InputFrom } from 'xstate';
import type { CheckoutDto, CheckoutResultDto } from '#core/contract/memberships.ts';
import type { checkoutMachine } from './checkout.machine.ts';

// Samples for the inspector's sandbox form and for generated paths (docs/architecture.md §11.3).

type Ev = EventFromLogic<typeof checkoutMachine>;

export const sampleCheckout: CheckoutDto = {
  checkoutId: 'c0ffee-checkout-0000000a',
  url: '/api/memberships/v1/local/checkout/c0ffee-checkout-0000000a',
};

export const samplePaid: CheckoutResultDto = {
  status: 'completed',
  session: { bearerToken: 'bearer-premium', refreshToken: 'refresh-premium', loginId: 'u-1' },
};

export const sampleOpen: CheckoutResultDto = { status: 'open', session: null };

/** Payload samples per event type, used to generate paths and to prefill the inspector's sandbox form. */
export const eventSamples: { [K in Ev['type']]?: Extract<Ev, { type: K }>[] } = {
  SUBSCRIBE: [{ type: 'SUBSCRIBE' }],
  RETRY: [{ type: 'RETRY' }],
};

/** What each invoked actor (by invoke id) may answer. A refusal is an error whose message is its code. */
export const actorSamples: { [invokeId: string]: Array<{ output: unknown } | { error: string }> } = {
  start: [{ output: sampleCheckout }, { error: 'alreadySubscribed' }, { error: 'offline' }],
  result: [
    { output: samplePaid },
    { output: { status: 'completed', session: null } },
    { output: sampleOpen },
    { output: { status: 'canceled', session: null } },
    { error: 'unknownCheckout' },
    { error: 'offline' },
  ],
};

/** Inputs the machine may start from: /memberships, or the success page with its checkout. */
export const inputSamples: InputFrom<typeof checkoutMachine>[] = [
  {},
  { checkoutId: sampleCheckout.checkoutId },
];
