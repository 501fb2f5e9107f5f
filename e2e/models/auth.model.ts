import { defineFlow } from './flow.ts';
import { authGestureEvents } from './auth.gesture-events.ts';
import { authSystemEvents } from './auth.system-events.ts';

// Who is playing (docs/product.md §1, §4 "Auth states", "On load", "On 401", "Logout"): the dev deployment signs a
// new visitor up as a guest on load (qa does not, and no deployment does once a session ended in the browser); a guest or a visitor signs in on /auth/ (a full
// page load) with a password and, for a two-factor account, a code or a recovery code; a player logs
// out, a guest logs out permanently; a session whose tokens the server refuses is refreshed, else
// signed in again from the guest's stored credentials, else forgotten. The gestures that need a
// failing server stub only that one call.

export const authFlow = defineFlow({
  id: 'auth',
  title: 'Signing in and out',
  initial: 'fresh',
  states: {
    fresh: {
      says: 'nothing open yet',
      real: {},
      on: {
        ARRIVE: 'guest',
        ARRIVE_IN_QA: 'qaVisitor',
        ARRIVE_SIGN_UP_REFUSED: 'signUpRefused',
        ARRIVE_WHO_AM_I_FAILS: 'guestOnLogin',
        ARRIVE_WHO_AM_I_FAILS_GUEST_REFUSED: 'visitorOnLogin',
        ARRIVE_WHO_AM_I_FAILS_GUEST_SIGN_IN_FAILS: 'visitorOnLogin',
        ARRIVE_WHO_AM_I_HANGS: 'arriving',
      },
    },
    guest: {
      says: 'playing as a guest; the avatar says Login, the drawer offers Upgrade',
      real: { auth: 'session.anonymous' },
      on: {
        OPEN_LOGIN: 'guestOnLogin',
        LOGOUT_PERMANENTLY: 'clearAccountAsked',
        GUEST_TOKENS_REFUSED: 'guest',
        GUEST_TOKENS_REFUSED_SIGN_IN_REFUSED: 'guest',
        GUEST_TOKENS_REFUSED_SIGN_IN_FAILS: 'guest',
        GUEST_DELETES_ACCOUNT: 'signedOutHere',
        GUEST_DELETE_FAILS: 'guest',
      },
    },
    guestOnLogin: {
      says: 'a guest on the Login page',
      real: { auth: 'session.anonymous' },
      on: {
        SIGN_IN: 'player',
        SIGN_IN_TWO_FACTOR_ACCOUNT: 'guestTwoFactor',
        SIGN_IN_WRONG_PASSWORD: 'guestOnLogin',
        SIGN_IN_UNREACHABLE: 'guestLoginUnreachable',
      },
    },
    guestTwoFactor: {
      says: 'a guest on the Login page, asked for the authentication code',
      real: { auth: 'awaitingTwoFactor', twoFactor: 'idle' },
      on: {
        ENTER_CODE: 'player',
        ENTER_WRONG_CODE: 'guestTwoFactor',
        ENTER_CODE_SESSIONLESS: 'guestTwoFactor',
        ENTER_CODE_SERVER_DOWN: 'guestTwoFactor',
        CANCEL_TWO_FACTOR: 'guestOnLogin',
        LET_TWO_FACTOR_EXPIRE: 'guestOnLogin',
      },
    },
    guestLoginUnreachable: {
      says: 'the Unreachable server dialog over the Login page (a guest)',
      real: { auth: 'session.anonymous' },
    },
    qaVisitor: {
      says: 'a signed-out visitor of the qa deployment; the drawer offers Sign up and Login',
      real: { auth: 'signedOut' },
      on: { OPEN_LOGIN: 'qaVisitorOnLogin', PLAY_AS_GUEST: 'qaGuest' },
    },
    qaVisitorOnLogin: {
      says: 'a signed-out visitor on the Login page',
      real: { auth: 'signedOut' },
      on: {
        SIGN_IN_TWO_FACTOR_ACCOUNT: 'qaVisitorTwoFactor',
        SIGN_IN_WRONG_PASSWORD: 'qaVisitorOnLogin',
        SIGN_IN_UNREACHABLE: 'qaLoginUnreachable',
        ADMIN_SETS_UP_TWO_FACTOR: 'qaPlayer',
      },
    },
    qaVisitorTwoFactor: {
      says: 'a signed-out visitor on the Login page, asked for the authentication code',
      real: { auth: 'awaitingTwoFactor', twoFactor: 'idle' },
      on: {
        ENTER_RECOVERY_CODE: 'qaPlayer',
        RELOAD: 'qaVisitorTwoFactor',
        CANCEL_TWO_FACTOR: 'qaVisitorOnLogin',
        LET_TWO_FACTOR_EXPIRE: 'qaVisitorOnLogin',
      },
    },
    qaGuest: {
      says: 'playing as a guest on the qa deployment',
      real: { auth: 'session.anonymous' },
    },
    qaPlayer: {
      says: 'signed in as a player on the qa deployment',
      real: { auth: 'session.signedIn' },
    },
    qaLoginUnreachable: {
      says: 'the Unreachable server dialog over the Login page (a visitor)',
      real: { auth: 'signedOut' },
    },
    player: {
      says: 'signed in as a player: the avatar shows the name, the drawer offers Logout',
      real: { auth: 'session.signedIn' },
      on: {
        LOGOUT: 'signedOutHere',
        LOGOUT_SERVER_DOWN: 'signedOutHere',
        CHANGE_DISPLAY_NAME: 'player',
        PLAYER_TOKENS_REFUSED: 'signedOutHere',
        PLAYER_DELETES_ACCOUNT: 'signedOutHere',
        PLAYER_DELETE_FAILS: 'player',
        USER_RELOADED_WITHOUT_GESTURE: 'player',
        DISPLAY_NAME_REFRESH_REJECTED: 'player',
      },
    },
    clearAccountAsked: {
      says: "the 'Logout: Clearing My Account' dialog asks to confirm",
      real: { auth: 'session.anonymous' },
      on: {
        KEEP_MY_ACCOUNT: 'guest',
        CLEAR_MY_ACCOUNT: 'signedOutHere',
        CLEAR_MY_ACCOUNT_SERVER_DOWN: 'signedOutHere',
      },
    },
    signedOutHere: {
      says:
        'signed out after a session ended in this browser: no new guest behind their back; the avatar says ' +
        'Login, the drawer offers Sign up and Login, and a reload keeps it so',
      real: { auth: 'signedOut' },
      on: { RELOAD: 'signedOutHere', OPEN_LOGIN: 'signedOutOnLogin', PLAY_AS_GUEST: 'guest' },
    },
    signedOutOnLogin: {
      says: 'signed out on the Login page, after a session ended in this browser',
      real: { auth: 'signedOut' },
      on: { SIGN_IN: 'player', SIGN_IN_WRONG_PASSWORD: 'signedOutOnLogin' },
    },
    arriving: {
      says: 'still loading who the new guest is',
      real: { auth: 'fetchingUser' },
      on: { RELOAD: 'guest' },
    },
    signUpRefused: {
      says: 'signed out: the guest sign-up on arrival failed; one calm notice, no popup; the drawer offers Sign up and Login',
      real: { auth: 'signedOut' },
      on: { RELOAD: 'guest' },
    },
    visitorOnLogin: {
      says: 'signed out on the Login page: this browser could not get its guest back',
      real: { auth: 'signedOut' },
    },
  },
  events: authGestureEvents,
  systemEvents: authSystemEvents,
});
