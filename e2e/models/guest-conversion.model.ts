import { defineFlow } from './flow.ts';
import {
  call,
  confirmedAnonymous,
  guestUser,
  newGuestArrives,
  pendingConfirmation,
  playerUser,
  refuse,
  rejectCookies,
  tokensFor,
} from './session-steps.ts';

// A guest becomes a permanent player (docs/product.md §4 "Guest user status", "Drawer buttons by status"): links an
// e-mail address, follows the link the server mails (in this browser, or on another device and then
// tells the drawer "I've validated my email"), and sets a password. "I've validated my email" before the
// link is opened shows 'Email not yet validated' for 2.5 s.

const check = { send: 'guestStatus', event: { type: 'CHECK_EMAIL_VALIDATED' } };

export const guestConversionFlow = defineFlow({
  id: 'guest-conversion',
  title: 'Guest conversion',
  initial: 'fresh',
  states: {
    fresh: { says: 'nothing open yet', real: {}, on: { ARRIVE: 'active' } },
    active: {
      says: 'a guest with no address linked; the drawer offers Upgrade',
      real: { guestStatus: 'known.idle', auth: 'session.anonymous' },
      on: { LINK_EMAIL: 'pending' },
    },
    pending: {
      says: "an address is linked and not validated; the drawer offers I've validated my email",
      real: { guestStatus: 'known.idle', auth: 'session.anonymous' },
      on: {
        CHECK_VALIDATION: 'notYetValidated',
        CHECK_VALIDATION_SERVER_DOWN: 'notYetValidated',
        VALIDATE_ELSEWHERE: 'validatedElsewhere',
        OPEN_VALIDATION_LINK: 'validatedHere',
      },
    },
    notYetValidated: {
      says: "the drawer shows a disabled 'Email not yet validated'",
      real: { guestStatus: 'known.incorrect' },
      on: { WAIT: 'pending', STATUS_ARRIVES_WHILE_FLAGGED: 'pending' },
    },
    validatedElsewhere: {
      says: "the address is validated, and this browser does not know yet: I've validated my email still shows",
      real: { guestStatus: 'known.idle', auth: 'session.anonymous' },
      on: { CHECK_VALIDATION: 'confirmed' },
    },
    validatedHere: {
      says: 'the validation page says the address is validated and offers Set Password',
      real: { guestStatus: 'known.idle', auth: 'session.anonymous' },
      on: { SET_PASSWORD: 'player' },
    },
    confirmed: {
      says: 'the drawer offers Set Password',
      real: { guestStatus: 'known.idle', auth: 'session.anonymous' },
      on: { SET_PASSWORD: 'player' },
    },
    player: {
      says: 'a permanent player: the drawer offers Logout',
      real: { auth: 'session.signedIn', guestStatus: 'unknown' },
    },
  },
  events: {
    ARRIVE: {
      says: 'A new visitor opens the game (signed in as a guest) and rejects cookies',
      real: [...newGuestArrives('/'), rejectCookies],
    },
    LINK_EMAIL: {
      says: 'clicks Upgrade, sends the link to a new address and goes Back To Home',
      real: [
        { send: 'linkAccount', event: { type: 'OPEN' } },
        call('linkAccount', 'conversionInProgress', null),
        { send: 'linkAccount', event: { type: 'SEND', email: 'linked@example.com' } },
        call('linkAccount', 'convertAccount'),
        { send: 'linkAccount', event: { type: 'BACK_TO_HOME' } },
      ],
    },
    CHECK_VALIDATION: {
      says: "clicks I've validated my email",
      real: (from) => [
        check,
        call(
          'guestStatus',
          'fetchGuestStatus',
          from === 'validatedElsewhere' ? confirmedAnonymous : pendingConfirmation,
        ),
      ],
    },
    CHECK_VALIDATION_SERVER_DOWN: {
      says: "clicks I've validated my email while the server fails",
      real: [check, refuse('guestStatus', 'fetchGuestStatus', 'HTTP 500')],
    },
    WAIT: { says: 'waits 2.5 seconds', real: [{ timer: 'guestStatus' }] },
    VALIDATE_ELSEWHERE: { says: 'opens the link from the e-mail on another device', real: [] },
    OPEN_VALIDATION_LINK: {
      says: 'opens the link from the e-mail in this browser',
      // The page validates the address, then asks for the status while the load's own question is
      // still out (the gesture holds that one back): the check answers first.
      real: [
        { load: '/auth/validate-email' },
        check,
        call('guestStatus', 'fetchGuestStatus', confirmedAnonymous),
        call('auth', 'fetchGuestStatus', confirmedAnonymous),
      ],
    },
    SET_PASSWORD: {
      says: 'clicks Set Password in the drawer and sets a password',
      real: [
        { route: '/change-password' },
        { send: 'auth', event: { type: 'TOKENS_REPLACED', tokens: tokensFor(playerUser.userId ?? '') } },
        call('auth', 'whoAmI', playerUser),
      ],
    },
  },
  systemEvents: {
    STATUS_ARRIVES_WHILE_FLAGGED: {
      says: 'the guest status arrives from a user reload while the flag shows',
      unitOnly:
        'A status reaches the guest status machine only when the auth machine loads the user again: on ' +
        'RELOAD_USER_CONTEXT, which nothing in the SPA sends yet, or a display-name change, which no gesture ' +
        "fits into the flag's 2.5 s.",
      real: [
        { send: 'auth', event: { type: 'RELOAD_USER_CONTEXT' } },
        call('auth', 'whoAmI', guestUser),
        call('auth', 'fetchGuestStatus', pendingConfirmation),
      ],
    },
  },
});
