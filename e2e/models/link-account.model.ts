import { defineFlow } from './flow.ts';
import { call, newGuestArrives, refuse, rejectCookies } from './session-steps.ts';

// The "Link your anonymous account" dialog (docs/product.md §2 Dialogs, §4 "Link dialog", §5 e-mail rules): a guest
// opens it from the drawer's Upgrade; it first asks the server whether a conversion is under way (the
// Resend verification email button reopens it with that address filled in); Send Email mails the link
// and the Email Sent dialog follows; Cancel closes it. An address the form refuses never reaches the
// machine.

const link = (type: 'OPEN' | 'CANCEL' | 'BACK_TO_HOME') => ({ send: 'linkAccount', event: { type } });
/** The address a path links (the real steps need one; the gestures use a fresh one per path). */
const address = 'linked@example.com';
const send = { send: 'linkAccount', event: { type: 'SEND', email: address } };

export const linkAccountFlow = defineFlow({
  id: 'link-account',
  title: 'Link account dialog',
  initial: 'fresh',
  states: {
    fresh: { says: 'nothing open yet', real: {}, on: { ARRIVE: 'guest' } },
    guest: {
      says: 'a guest with no address linked; the drawer offers Upgrade',
      real: { linkAccount: 'closed', auth: 'session.anonymous' },
      on: { UPGRADE: 'editing', UPGRADE_SERVER_SLOW: 'checking', UPGRADE_SERVER_DOWN: 'editing' },
    },
    checking: {
      says: 'the dialog is open and waits for the server',
      real: { linkAccount: 'checking' },
      on: { CANCEL: 'guest' },
    },
    editing: {
      says: 'the dialog asks for an e-mail address',
      real: { linkAccount: 'editing' },
      on: {
        SEND_EMAIL: 'sent',
        SEND_INVALID_EMAIL: 'editing',
        SEND_EMAIL_SERVER_DOWN: 'editing',
        CANCEL: 'guest',
      },
    },
    sent: {
      says: 'the Email Sent dialog names the address',
      real: { linkAccount: 'sent', guestStatus: 'known.idle' },
      on: { BACK_TO_HOME: 'pending' },
    },
    pending: {
      says: "dialogs closed; the drawer offers I've validated my email and Resend verification email",
      real: { linkAccount: 'closed', guestStatus: 'known.idle' },
      on: { RESEND: 'editingResend' },
    },
    editingResend: {
      says: 'the dialog offers to send the link again, with the address filled in',
      real: { linkAccount: 'editing' },
      on: { SEND_AGAIN: 'sent', CANCEL: 'pending' },
    },
  },
  events: {
    ARRIVE: {
      says: 'A new visitor opens the game (signed in as a guest) and rejects cookies',
      real: [...newGuestArrives('/'), rejectCookies],
    },
    UPGRADE: {
      says: 'opens the drawer and clicks Upgrade',
      real: [link('OPEN'), call('linkAccount', 'conversionInProgress', null)],
    },
    UPGRADE_SERVER_SLOW: {
      says: 'clicks Upgrade while the server is slow to answer',
      real: [link('OPEN')],
    },
    UPGRADE_SERVER_DOWN: {
      says: 'clicks Upgrade while the server fails',
      real: [link('OPEN'), refuse('linkAccount', 'conversionInProgress', 'HTTP 500')],
    },
    CANCEL: { says: 'Cancel', real: [link('CANCEL')] },
    SEND_EMAIL: {
      says: 'types a new address and clicks Send Email',
      real: [send, call('linkAccount', 'convertAccount')],
    },
    SEND_AGAIN: {
      says: 'clicks Send Email with the address it holds',
      real: [send, call('linkAccount', 'convertAccount')],
    },
    SEND_INVALID_EMAIL: { says: 'types an address without an @ and clicks Send Email', real: [] },
    SEND_EMAIL_SERVER_DOWN: {
      says: 'types an address and clicks Send Email while the server fails',
      real: [send, refuse('linkAccount', 'convertAccount', 'HTTP 500')],
    },
    BACK_TO_HOME: { says: 'Back To Home', real: [link('BACK_TO_HOME')] },
    RESEND: {
      says: 'opens the drawer and clicks Resend verification email',
      real: [link('OPEN'), call('linkAccount', 'conversionInProgress', address)],
    },
  },
});
