import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { linkAccountMachine } from '#machines/link-account.machine.ts';
import { checkRow, type SpecRow } from './spec-table.ts';

// The spec's link dialog (product-spec §2 "Link your anonymous account", §4 "Link dialog", §5, §8): on
// open it checks whether a conversion is in progress; with an e-mail it becomes the resend variant with
// the address prefilled (a failed check is swallowed). The e-mail is required and valid before any call.
// On success the form closes, Email Sent opens and convertEmailSent is raised; Cancel and Back To Home
// raise closeModal. A failed conversion is an error notification.

const open = { type: 'OPEN' } as const;
const cancel = { type: 'CANCEL' } as const;
const backToHome = { type: 'BACK_TO_HOME' } as const;
const send = (email: string) => ({ type: 'SEND' as const, email });
const inProgress = (email: string | null) => ({ answer: 'conversionInProgress', output: email });
const converted = { answer: 'convertAccount' };
const check = 'call conversionInProgress';
const closed = { variant: 'link', email: '' };

const rows: SpecRow[] = [
  {
    name: 'closed at first, nothing asked',
    steps: [],
    value: 'closed',
    context: closed,
    effects: [],
  },
  {
    name: 'opening asks whether a conversion is in progress',
    steps: [open],
    value: 'checking',
    context: closed,
    effects: [check],
  },
  {
    name: 'none in progress: the plain form',
    steps: [open, inProgress(null)],
    value: 'editing',
    context: closed,
    effects: [check],
  },
  {
    name: 'an empty address in progress counts as none',
    steps: [open, inProgress('')],
    value: 'editing',
    context: closed,
    effects: [check],
  },
  {
    name: 'one in progress: the resend variant, its e-mail prefilled',
    steps: [open, inProgress('ada@example.com')],
    value: 'editing',
    context: { variant: 'resend', email: 'ada@example.com' },
    effects: [check],
  },
  {
    name: 'the check fails: swallowed, the plain form',
    steps: [open, { fail: 'conversionInProgress', error: new Error('offline') }],
    value: 'editing',
    context: closed,
    effects: [check],
  },
  {
    name: 'Cancel while checking: closed, closeModal',
    steps: [open, cancel],
    value: 'closed',
    context: closed,
    effects: [check, 'emit closeModal'],
  },
  {
    name: 'Cancel on the form: closed, closeModal, the resend address forgotten',
    steps: [open, inProgress('ada@example.com'), cancel],
    value: 'closed',
    context: closed,
    effects: [check, 'emit closeModal'],
  },
  {
    name: 'an empty address: Required., no call',
    steps: [open, inProgress(null), send('')],
    value: 'editing',
    context: closed,
    effects: [check],
  },
  {
    name: 'blanks only: Required., no call',
    steps: [open, inProgress(null), send('   ')],
    value: 'editing',
    context: closed,
    effects: [check],
  },
  {
    name: 'an address without @: Invalid email format., no call',
    steps: [open, inProgress(null), send('ada.example.com')],
    value: 'editing',
    context: closed,
    effects: [check],
  },
  {
    name: 'an address with a blank inside: Invalid email format., no call',
    steps: [open, inProgress(null), send('ada lovelace@example.com')],
    value: 'editing',
    context: closed,
    effects: [check],
  },
  {
    name: 'an address with something after a blank: Invalid email format., no call',
    steps: [open, inProgress(null), send('ada@example.com lovelace')],
    value: 'editing',
    context: closed,
    effects: [check],
  },
  {
    name: 'an address with two @: Invalid email format., no call',
    steps: [open, inProgress(null), send('ada@home@example.com')],
    value: 'editing',
    context: closed,
    effects: [check],
  },
  {
    name: 'Send Email with a valid address: ConvertAccount with it, trimmed',
    steps: [open, inProgress(null), send('  ada@example.com ')],
    value: 'sending',
    context: { variant: 'link', email: 'ada@example.com' },
    effects: [check, 'call convertAccount {"email":"ada@example.com"}'],
  },
  {
    name: 'sent: the form closes, Email Sent opens, convertEmailSent raised',
    steps: [open, inProgress(null), send('ada@example.com'), converted],
    value: 'sent',
    context: { variant: 'link', email: 'ada@example.com' },
    effects: [
      check,
      'call convertAccount {"email":"ada@example.com"}',
      'emit convertEmailSent {"email":"ada@example.com"}',
    ],
  },
  {
    name: 'the resend variant sends to the prefilled address, or another typed',
    steps: [open, inProgress('ada@example.com'), send('ada@work.example'), converted],
    value: 'sent',
    context: { variant: 'resend', email: 'ada@work.example' },
    effects: [
      check,
      'call convertAccount {"email":"ada@work.example"}',
      'emit convertEmailSent {"email":"ada@work.example"}',
    ],
  },
  {
    name: 'Back To Home: closed, closeModal',
    steps: [open, inProgress(null), send('ada@example.com'), converted, backToHome],
    value: 'closed',
    context: closed,
    effects: [
      check,
      'call convertAccount {"email":"ada@example.com"}',
      'emit convertEmailSent {"email":"ada@example.com"}',
      'emit closeModal',
    ],
  },
  {
    name: 'the conversion fails: an error notification, the form stays with the address',
    steps: [
      open,
      inProgress(null),
      send('ada@example.com'),
      { fail: 'convertAccount', error: new Error('taken') },
    ],
    value: 'editing',
    context: { variant: 'link', email: 'ada@example.com' },
    effects: [
      check,
      'call convertAccount {"email":"ada@example.com"}',
      'notifyConversionFailed {"error":"Error(taken)"}',
    ],
  },
  {
    name: 'sending again after a failure',
    steps: [
      open,
      inProgress(null),
      send('ada@example.com'),
      { fail: 'convertAccount', error: new Error('taken') },
      send('ada@other.example'),
      converted,
    ],
    value: 'sent',
    context: { variant: 'link', email: 'ada@other.example' },
    effects: [
      check,
      'call convertAccount {"email":"ada@example.com"}',
      'notifyConversionFailed {"error":"Error(taken)"}',
      'call convertAccount {"email":"ada@other.example"}',
      'emit convertEmailSent {"email":"ada@other.example"}',
    ],
  },
  {
    name: 'Cancel while sending changes nothing: the call is on its way',
    steps: [open, inProgress(null), send('ada@example.com'), cancel],
    value: 'sending',
    context: { variant: 'link', email: 'ada@example.com' },
    effects: [check, 'call convertAccount {"email":"ada@example.com"}'],
  },
  {
    name: 'opened again after Back To Home: asks again, from a plain form',
    steps: [open, inProgress('ada@example.com'), send('ada@example.com'), converted, backToHome, open],
    value: 'checking',
    context: closed,
    effects: [
      check,
      'call convertAccount {"email":"ada@example.com"}',
      'emit convertEmailSent {"email":"ada@example.com"}',
      'emit closeModal',
      check,
    ],
  },
];

describe('link account: the spec table', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s', (_name, row) =>
    checkRow(linkAccountMachine, row),
  );
});

describe('link account without its calls wired', () => {
  it('a conversion sent through a call nobody provided fails loudly, naming it, and nothing is sent', async () => {
    const notifyConversionFailed = vi.fn();
    const actor = createActor(
      linkAccountMachine.provide({
        actions: { notifyConversionFailed: (_, failure) => notifyConversionFailed(failure) },
      }),
    ).start();
    actor.send(open);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    actor.send(send('ada@example.com'));
    await vi.waitFor(() => expect(notifyConversionFailed).toHaveBeenCalledOnce());
    expect(actor.getSnapshot().value).toBe('editing');
    expect(notifyConversionFailed).toHaveBeenCalledWith({
      error: new Error("The link account machine's convertAccount actor was not provided."),
    });
  });
});
