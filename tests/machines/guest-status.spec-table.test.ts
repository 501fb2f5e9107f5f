import { describe, it } from 'vitest';
import { guestStatusMachine } from '#machines/guest-status.machine.ts';
import { checkRow, type SpecRow } from './spec-table.ts';

// The spec's guest user status (product-spec §4 "Guest user status", §8, §9): Active=0, ActiveAsAnonymous=1,
// PendingConfirmationAsAnonymous=2, ConfirmedAnonymous=3. Checking the e-mail validation refreshes the
// status from the server (the "refreshing" flag is on meanwhile) and succeeds only at ConfirmedAnonymous;
// otherwise the incorrect-status flag is up for 2500 ms. A failure to get the status is logged only.

const loaded = (status: number) => ({ type: 'STATUS_LOADED', status });
const check = { type: 'CHECK_EMAIL_VALIDATED' } as const;
const conversionStarted = { type: 'CONVERSION_STARTED' } as const;
const reset = { type: 'RESET' } as const;
const fetched = (output: number) => ({ answer: 'fetchGuestStatus', output });
const offline = { fail: 'fetchGuestStatus', error: new Error('offline') };
const call = 'call fetchGuestStatus';

const rows: SpecRow[] = [
  {
    name: 'before the load: no status, no call',
    steps: [],
    value: 'unknown',
    context: { status: null },
    effects: [],
  },
  {
    name: 'the load says ActiveAsAnonymous',
    steps: [loaded(1)],
    value: { known: 'idle' },
    context: { status: 1 },
    effects: [],
  },
  {
    name: 'the load says Active',
    steps: [loaded(0)],
    value: { known: 'idle' },
    context: { status: 0 },
    effects: [],
  },
  {
    name: 'a later load replaces the status',
    steps: [loaded(1), loaded(2)],
    value: { known: 'idle' },
    context: { status: 2 },
    effects: [],
  },
  {
    name: "I've validated my email: refreshing while the server is asked",
    steps: [loaded(2), check],
    value: { known: 'checking' },
    context: { status: 2 },
    effects: [call],
  },
  {
    name: 'the check finds ConfirmedAnonymous: succeeds, no flag',
    steps: [loaded(2), check, fetched(3)],
    value: { known: 'idle' },
    context: { status: 3 },
    effects: [call],
  },
  {
    name: 'the check finds PendingConfirmationAsAnonymous: the incorrect-status flag is up',
    steps: [loaded(2), check, fetched(2)],
    value: { known: 'incorrect' },
    context: { status: 2 },
    effects: [call],
  },
  {
    name: 'the check finds ActiveAsAnonymous: not validated either, and the status is taken',
    steps: [loaded(2), check, fetched(1)],
    value: { known: 'incorrect' },
    context: { status: 1 },
    effects: [call],
  },
  {
    name: 'the flag is still up after 2499 ms',
    steps: [loaded(2), check, fetched(2), { wait: 2499 }],
    value: { known: 'incorrect' },
    context: { status: 2 },
    effects: [call],
  },
  {
    name: 'the flag goes after 2500 ms',
    steps: [loaded(2), check, fetched(2), { wait: 2499 }, { wait: 1 }],
    value: { known: 'idle' },
    context: { status: 2 },
    effects: [call],
  },
  {
    name: 'the check is asked again after the flag went: another call',
    steps: [loaded(2), check, fetched(2), { wait: 2500 }, check, fetched(3)],
    value: { known: 'idle' },
    context: { status: 3 },
    effects: [call, call],
  },
  {
    name: 'the check fails: logged, the status kept, the flag up',
    steps: [loaded(2), check, offline],
    value: { known: 'incorrect' },
    context: { status: 2 },
    effects: [call, 'logCheckFailure {"error":"Error(offline)"}'],
  },
  {
    name: 'a load while the flag is up ends it with the loaded status',
    steps: [loaded(2), check, fetched(2), loaded(3)],
    value: { known: 'idle' },
    context: { status: 3 },
    effects: [call],
  },
  {
    name: 'a load answered during the check is older than the check: not taken',
    steps: [loaded(2), check, loaded(1)],
    value: { known: 'checking' },
    context: { status: 2 },
    effects: [call],
  },
  {
    name: 'a check asked before the load: the check answers both',
    steps: [check, loaded(2), fetched(3)],
    value: { known: 'idle' },
    context: { status: 3 },
    effects: [call],
  },
  {
    name: 'the conversion e-mail went: PendingConfirmationAsAnonymous',
    steps: [loaded(1), conversionStarted],
    value: { known: 'idle' },
    context: { status: 2 },
    effects: [],
  },
  {
    name: 'the conversion e-mail went while the flag was up: pending, flag gone',
    steps: [loaded(2), check, fetched(2), conversionStarted],
    value: { known: 'idle' },
    context: { status: 2 },
    effects: [call],
  },
  {
    name: 'the conversion e-mail went during a check: pending, the check dropped',
    steps: [loaded(3), check, conversionStarted],
    value: { known: 'idle' },
    context: { status: 2 },
    effects: [call],
  },
  {
    name: 'a conversion before any load changes nothing',
    steps: [conversionStarted],
    value: 'unknown',
    context: { status: null },
    effects: [],
  },
  {
    name: 'the guest session ended: no status again',
    steps: [loaded(3), reset],
    value: 'unknown',
    context: { status: null },
    effects: [],
  },
  {
    name: 'the guest session ended during a check: no status, the check dropped',
    steps: [loaded(2), check, reset],
    value: 'unknown',
    context: { status: null },
    effects: [call],
  },
  {
    name: 'the guest session ended while the flag was up',
    steps: [loaded(2), check, fetched(2), reset],
    value: 'unknown',
    context: { status: null },
    effects: [call],
  },
  {
    name: 'a new guest session after the end loads its own status',
    steps: [loaded(3), reset, loaded(1)],
    value: { known: 'idle' },
    context: { status: 1 },
    effects: [],
  },
  {
    name: 'an end before any load: still no status',
    steps: [reset],
    value: 'unknown',
    context: { status: null },
    effects: [],
  },
];

describe('guest status: the spec table', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s', (_name, row) =>
    checkRow(guestStatusMachine, row),
  );
});
