import { describe, it } from 'vitest';
import { cookieConsentMachine } from '#machines/cookie-consent.machine.ts';
import { checkRow, type SpecRow } from './spec-table.ts';

// The spec's cookie consent (product-spec §3 "Cookie consent", §4 "Cookie consent"): true, false or null
// while undecided; undecided shows the dialog on load; Accept All stores true, Reject All stores false,
// both close; Cookie Settings reopens it. Accepting loads the analytics script (§1).

const accept = { type: 'ACCEPT_ALL' } as const;
const reject = { type: 'REJECT_ALL' } as const;
const open = { type: 'OPEN_SETTINGS' } as const;
const close = { type: 'CLOSE' } as const;

const storedTrue = ['storeConsent {"accepted":true}', 'setAnalyticsConsent {"accepted":true}'];
const storedFalse = ['storeConsent {"accepted":false}', 'setAnalyticsConsent {"accepted":false}'];

const rows: SpecRow[] = [
  {
    name: 'undecided: the dialog is open on load, nothing stored',
    input: { consent: null },
    steps: [],
    value: { undecided: 'dialogOpen' },
    context: { consent: null, dismissed: false },
    effects: [],
  },
  {
    name: "undecided, the page's copy of the dialog closed before the app started: closed on load",
    input: { consent: null, dismissed: true },
    steps: [],
    value: { undecided: 'dialogClosed' },
    context: { consent: null, dismissed: true },
    effects: [],
  },
  {
    name: 'a choice stored before the app started wins over a dismissal',
    input: { consent: false, dismissed: true },
    steps: [open, accept],
    value: { accepted: 'dialogClosed' },
    context: { consent: true, dismissed: true },
    effects: storedTrue,
  },
  {
    name: 'accepted before: closed on load',
    input: { consent: true },
    steps: [],
    value: { accepted: 'dialogClosed' },
    context: { consent: true, dismissed: false },
    effects: [],
  },
  {
    name: 'rejected before: closed on load',
    input: { consent: false },
    steps: [],
    value: { rejected: 'dialogClosed' },
    context: { consent: false, dismissed: false },
    effects: [],
  },
  {
    name: 'undecided, Accept All: stores true and closes',
    input: { consent: null },
    steps: [accept],
    value: { accepted: 'dialogClosed' },
    context: { consent: true, dismissed: false },
    effects: storedTrue,
  },
  {
    name: 'undecided, Reject All: stores false and closes',
    input: { consent: null },
    steps: [reject],
    value: { rejected: 'dialogClosed' },
    context: { consent: false, dismissed: false },
    effects: storedFalse,
  },
  {
    name: 'undecided, dismissed, reopened from Cookie Settings',
    input: { consent: null },
    steps: [close, open],
    value: { undecided: 'dialogOpen' },
    context: { consent: null, dismissed: false },
    effects: [],
  },
  {
    name: 'undecided, dismissed: closed, still undecided',
    input: { consent: null },
    steps: [close],
    value: { undecided: 'dialogClosed' },
    context: { consent: null, dismissed: false },
    effects: [],
  },
  {
    name: 'accepted, Cookie Settings: the dialog reopens',
    input: { consent: true },
    steps: [open],
    value: { accepted: 'dialogOpen' },
    context: { consent: true, dismissed: false },
    effects: [],
  },
  {
    name: 'accepted, reopened, Accept All again: stores true and closes',
    input: { consent: true },
    steps: [open, accept],
    value: { accepted: 'dialogClosed' },
    context: { consent: true, dismissed: false },
    effects: storedTrue,
  },
  {
    name: 'accepted, reopened, Reject All: stores false and closes',
    input: { consent: true },
    steps: [open, reject],
    value: { rejected: 'dialogClosed' },
    context: { consent: false, dismissed: false },
    effects: storedFalse,
  },
  {
    name: 'accepted, reopened, dismissed: nothing changes',
    input: { consent: true },
    steps: [open, close],
    value: { accepted: 'dialogClosed' },
    context: { consent: true, dismissed: false },
    effects: [],
  },
  {
    name: 'rejected, Cookie Settings: the dialog reopens',
    input: { consent: false },
    steps: [open],
    value: { rejected: 'dialogOpen' },
    context: { consent: false, dismissed: false },
    effects: [],
  },
  {
    name: 'rejected, reopened, Reject All again: stores false and closes',
    input: { consent: false },
    steps: [open, reject],
    value: { rejected: 'dialogClosed' },
    context: { consent: false, dismissed: false },
    effects: storedFalse,
  },
  {
    name: 'rejected, reopened, Accept All: stores true and closes',
    input: { consent: false },
    steps: [open, accept],
    value: { accepted: 'dialogClosed' },
    context: { consent: true, dismissed: false },
    effects: storedTrue,
  },
  {
    name: 'rejected, reopened, dismissed: nothing changes',
    input: { consent: false },
    steps: [open, close],
    value: { rejected: 'dialogClosed' },
    context: { consent: false, dismissed: false },
    effects: [],
  },
  {
    name: 'a closed dialog takes no choice: Accept All without reopening changes nothing',
    input: { consent: false },
    steps: [accept],
    value: { rejected: 'dialogClosed' },
    context: { consent: false, dismissed: false },
    effects: [],
  },
  {
    name: 'a closed dialog takes no choice: Reject All without reopening changes nothing',
    input: { consent: true },
    steps: [reject],
    value: { accepted: 'dialogClosed' },
    context: { consent: true, dismissed: false },
    effects: [],
  },
  {
    name: 'undecided and dismissed: Accept All without reopening changes nothing',
    input: { consent: null },
    steps: [close, accept],
    value: { undecided: 'dialogClosed' },
    context: { consent: null, dismissed: false },
    effects: [],
  },
  {
    name: 'accepted, then rejected, then accepted again from Cookie Settings',
    input: { consent: null },
    steps: [accept, open, reject, open, accept],
    value: { accepted: 'dialogClosed' },
    context: { consent: true, dismissed: false },
    effects: [...storedTrue, ...storedFalse, ...storedTrue],
  },
];

describe('cookie consent: the spec table', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s', (_name, row) =>
    checkRow(cookieConsentMachine, row),
  );
});
