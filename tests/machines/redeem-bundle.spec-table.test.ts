import { describe, it } from 'vitest';
import { redeemBundleMachine, redeemRefusalCodes } from '#machines/redeem-bundle.machine.ts';
import { checkRow, type SpecRow } from './spec-table.ts';

// Redeeming a bundle (product-spec §2 /bundle/redeem and /bundle/{code}/redeem, the code pre-filled from
// the link; docs/game-rules.md §8: each player redeems a code once; docs/bundles.md): the code is sent
// trimmed and in upper case; what it granted shows; a refusal is shown by its code and another code may be
// tried; a redemption that made the player premium replaces the session; a failed call can be tried again.

const granted = { bonusPoints: 2, multipliers: 1, extraPredictions: 0, premiumDays: 0 };
const result = { code: 'WELCOME-2026', granted, premiumUntil: null, session: null };
const tokens = { bearerToken: 'b2', refreshToken: 'r2', loginId: 'u-1' };
const premium = {
  code: 'WELCOME-2026',
  granted: { ...granted, premiumDays: 7 },
  premiumUntil: '2026-12-04T10:00:00.000Z',
  session: tokens,
};
const refusal = (code: string) => new Error(code, { cause: { code } });
const submit = (code: string) => ({ type: 'SUBMIT', code });
const answered = (output: unknown) => ({ answer: 'redeem', output });
const refused = (code: string) => ({ fail: 'redeem', error: refusal(code) });
const offline = { fail: 'redeem', error: new Error('offline') };
const start = { code: '', redeemed: null, refusal: null, error: null };
const redeemCall = (code: string) => `call redeem {"code":"${code}"}`;

const rows: SpecRow[] = [
  {
    name: '/bundle/redeem: the empty form',
    input: {},
    steps: [],
    value: 'idle',
    context: start,
    effects: [],
  },
  {
    name: "/bundle/{code}/redeem: the link's code is filled in, in its kept form, and nothing is sent yet",
    input: { code: ' welcome-2026 ' },
    steps: [],
    value: 'idle',
    context: { ...start, code: 'WELCOME-2026' },
    effects: [],
  },
  {
    name: "a link's code of the wrong shape is dropped",
    input: { code: 'x!' },
    steps: [],
    value: 'idle',
    context: start,
    effects: [],
  },
  {
    name: 'a typed code is sent trimmed and in upper case',
    input: {},
    steps: [submit('  welcome-2026 ')],
    value: 'redeeming',
    context: { ...start, code: 'WELCOME-2026' },
    effects: [redeemCall('WELCOME-2026')],
  },
  {
    name: 'a code of the wrong shape: nothing sent',
    input: {},
    steps: [submit('ab')],
    value: 'idle',
    context: start,
    effects: [],
  },
  {
    name: 'a second submit while the first is on its way is ignored (a double click redeems once)',
    input: {},
    steps: [submit('WELCOME-2026'), submit('WELCOME-2026')],
    value: 'redeeming',
    context: { ...start, code: 'WELCOME-2026' },
    effects: [redeemCall('WELCOME-2026')],
  },
  {
    name: 'redeemed: what it granted shows, the session stays',
    input: { code: 'WELCOME-2026' },
    steps: [submit('WELCOME-2026'), answered(result)],
    value: 'redeemed',
    context: { ...start, code: 'WELCOME-2026', redeemed: result },
    effects: [redeemCall('WELCOME-2026')],
  },
  {
    name: 'redeemed premium days as a Player: the new session replaces the current one',
    input: {},
    steps: [submit('WELCOME-2026'), answered(premium)],
    value: 'redeemed',
    context: { ...start, code: 'WELCOME-2026', redeemed: premium },
    effects: [redeemCall('WELCOME-2026'), `replaceSession ${JSON.stringify(tokens)}`],
  },
  ...redeemRefusalCodes.map((code): SpecRow => ({
    name: `refused (${code}): shown by its code`,
    input: {},
    steps: [submit('WELCOME-2026'), refused(code)],
    value: 'refused',
    context: { ...start, code: 'WELCOME-2026', refusal: code, error: `Error(${code})` },
    effects: [redeemCall('WELCOME-2026')],
  })),
  {
    name: 'after a refusal another code is sent, the refusal cleared',
    input: {},
    steps: [submit('WELCOME-2026'), refused('unknownBundle'), submit('welcome-2027')],
    value: 'redeeming',
    context: { ...start, code: 'WELCOME-2027' },
    effects: [redeemCall('WELCOME-2026'), redeemCall('WELCOME-2027')],
  },
  {
    name: 'a refusal code the flow does not tell apart is a failure',
    input: {},
    steps: [submit('WELCOME-2026'), refused('somethingElse')],
    value: 'failed',
    context: { ...start, code: 'WELCOME-2026', error: 'Error(somethingElse)' },
    effects: [redeemCall('WELCOME-2026')],
  },
  {
    name: 'a rejection that is not an Error is a failure',
    input: {},
    steps: [submit('WELCOME-2026'), { fail: 'redeem', error: { message: 'bundleUsedUp' } }],
    value: 'failed',
    context: { ...start, code: 'WELCOME-2026', error: { message: 'bundleUsedUp' } },
    effects: [redeemCall('WELCOME-2026')],
  },
  {
    name: 'the call fails: Retry sends the same code again, the failure cleared',
    input: {},
    steps: [submit('WELCOME-2026'), offline, { type: 'RETRY' }],
    value: 'redeeming',
    context: { ...start, code: 'WELCOME-2026' },
    effects: [redeemCall('WELCOME-2026'), redeemCall('WELCOME-2026')],
  },
  {
    name: 'Retry only after a failure',
    input: {},
    steps: [{ type: 'RETRY' }],
    value: 'idle',
    context: start,
    effects: [],
  },
  {
    name: 'after a success, Another empties the form',
    input: {},
    steps: [submit('WELCOME-2026'), answered(result), { type: 'ANOTHER' }],
    value: 'idle',
    context: start,
    effects: [redeemCall('WELCOME-2026')],
  },
  {
    name: 'after a success the form is gone: a code is taken only after Another',
    input: {},
    steps: [submit('WELCOME-2026'), answered(result), submit('SPRING-2027')],
    value: 'redeemed',
    context: { ...start, code: 'WELCOME-2026', redeemed: result },
    effects: [redeemCall('WELCOME-2026')],
  },
  {
    name: 'after a failure another code may be sent instead of Retry',
    input: {},
    steps: [submit('WELCOME-2026'), offline, submit('spring-2027')],
    value: 'redeeming',
    context: { ...start, code: 'SPRING-2027' },
    effects: [redeemCall('WELCOME-2026'), redeemCall('SPRING-2027')],
  },
];

describe('redeem bundle: the spec table', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s', (_name, row) =>
    checkRow(redeemBundleMachine, row),
  );
});
