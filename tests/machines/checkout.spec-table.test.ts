import { describe, it } from 'vitest';
import { checkoutMachine, checkoutPollMs, checkoutPolls } from '#machines/checkout.machine.ts';
import { checkRow, type SpecRow, type Step } from './spec-table.ts';

// Paying for premium (product-spec /memberships and /memberships/payment/success; docs/game-rules.md §10;
// docs/payments.md §4): Subscribe starts a checkout and the browser goes to its page; the success page asks
// how the checkout ended: paid (the new session replaces the current one when the role changed), open (asked
// again every 2 s, up to 10 times, then the player may ask again), or not paid; failed calls can be retried.

const checkoutId = 'c0ffee-checkout-0000000a';
const url = `/api/memberships/v1/local/checkout/${checkoutId}`;
const tokens = { bearerToken: 'b2', refreshToken: 'r2', loginId: 'u-1' };
const refusal = (code: string) => new Error(code, { cause: { code } });
const started = { answer: 'start', output: { checkoutId, url } };
const result = (status: string, session: unknown = null) => ({
  answer: 'result',
  output: { status, session },
});
const offline = (call: string) => ({ fail: call, error: new Error('offline') });
const subscribe = { type: 'SUBSCRIBE' };
const retry = { type: 'RETRY' };
const onMemberships = { checkoutId: null, polls: 0, refusal: null, error: null };
const onSuccess = { ...onMemberships, checkoutId };
const startCall = 'call start';
const resultCall = `call result {"checkoutId":"${checkoutId}"}`;
/** The success page's first question answered open, then `n` more questions after a wait each. */
const openTimes = (n: number): Step[] =>
  Array.from({ length: n }, () => [result('open'), { wait: checkoutPollMs }]).flat() as Step[];

const rows: SpecRow[] = [
  {
    name: '/memberships: nothing happens until Subscribe',
    input: {},
    steps: [],
    value: 'idle',
    context: onMemberships,
    effects: [],
  },
  {
    name: 'Subscribe starts a checkout and the browser goes to its page',
    input: {},
    steps: [subscribe, started],
    value: 'redirecting',
    context: onMemberships,
    effects: [startCall, `goToCheckout "${url}"`],
  },
  {
    name: 'a second click while the checkout starts is ignored (one checkout, one page)',
    input: {},
    steps: [subscribe, subscribe, started, subscribe],
    value: 'redirecting',
    context: onMemberships,
    effects: [startCall, `goToCheckout "${url}"`],
  },
  {
    name: 'already subscribed: refused, shown by its code',
    input: {},
    steps: [subscribe, { fail: 'start', error: refusal('alreadySubscribed') }],
    value: 'refused',
    context: { ...onMemberships, refusal: 'alreadySubscribed', error: 'Error(alreadySubscribed)' },
    effects: [startCall],
  },
  {
    name: 'starting fails: Retry starts again, the failure cleared',
    input: {},
    steps: [subscribe, offline('start'), retry],
    value: 'starting',
    context: onMemberships,
    effects: [startCall, startCall],
  },
  {
    name: 'the success page asks how its checkout ended',
    input: { checkoutId },
    steps: [],
    value: 'confirming',
    context: onSuccess,
    effects: [resultCall],
  },
  {
    name: 'paid, and the role changed: the new session replaces the current one',
    input: { checkoutId },
    steps: [result('completed', tokens)],
    value: 'paid',
    context: onSuccess,
    effects: [resultCall, `replaceSession ${JSON.stringify(tokens)}`],
    status: 'done',
  },
  {
    name: 'paid, the session already right (asked again): nothing replaced',
    input: { checkoutId },
    steps: [result('completed')],
    value: 'paid',
    context: onSuccess,
    effects: [resultCall],
    status: 'done',
  },
  {
    name: 'still open: asked again after 2 seconds, then paid',
    input: { checkoutId },
    steps: [result('open'), { wait: checkoutPollMs - 1 }],
    value: 'waiting',
    context: { ...onSuccess, polls: 1 },
    effects: [resultCall],
  },
  {
    name: 'still open after 2 seconds: the second question',
    input: { checkoutId },
    steps: [result('open'), { wait: checkoutPollMs }, result('completed')],
    value: 'paid',
    context: { ...onSuccess, polls: 1 },
    effects: [resultCall, resultCall],
    status: 'done',
  },
  {
    name: `open after ${checkoutPolls} questions: the player is asked to wait, and may ask again`,
    input: { checkoutId },
    steps: [...openTimes(checkoutPolls - 1), result('open'), { wait: checkoutPollMs }],
    value: 'unconfirmed',
    context: { ...onSuccess, polls: checkoutPolls },
    effects: Array.from({ length: checkoutPolls }, () => resultCall),
  },
  {
    name: 'Check again after waiting asks once more, the count started over',
    input: { checkoutId },
    steps: [...openTimes(checkoutPolls - 1), result('open'), { wait: checkoutPollMs }, retry],
    value: 'confirming',
    context: onSuccess,
    effects: Array.from({ length: checkoutPolls + 1 }, () => resultCall),
  },
  ...['canceled', 'expired'].map((status): SpecRow => ({
    name: `${status}: not paid`,
    input: { checkoutId },
    steps: [result(status)],
    value: 'notPaid',
    context: onSuccess,
    effects: [resultCall],
    status: 'done',
  })),
  {
    name: "another player's or an unknown checkout: refused",
    input: { checkoutId },
    steps: [{ fail: 'result', error: refusal('unknownCheckout') }],
    value: 'refused',
    context: { ...onSuccess, refusal: 'unknownCheckout', error: 'Error(unknownCheckout)' },
    effects: [resultCall],
  },
  {
    name: 'asking fails: Retry asks again',
    input: { checkoutId },
    steps: [offline('result'), retry],
    value: 'confirming',
    context: onSuccess,
    effects: [resultCall, resultCall],
  },
  {
    name: 'Retry only after a failure',
    input: { checkoutId },
    steps: [retry],
    value: 'confirming',
    context: onSuccess,
    effects: [resultCall],
  },
];

describe('checkout: the spec table', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s', (_name, row) => checkRow(checkoutMachine, row));
});
