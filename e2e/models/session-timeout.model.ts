import { defineFlow } from './flow.ts';
import { call, guestSignsInAgainOnLoad, newGuestArrives, refuse, rejectCookies } from './session-steps.ts';

// Session time-out (docs/product.md §2 "Session Timeout dialog", §9): a live session idle for the settings' time
// (60 minutes in dev) is warned a minute before the end; Keep working pings the server and starts the
// count again; Sign out, or letting the minute run out, signs out and goes to the root — where a guest is
// signed in again with the credentials this browser keeps.

const timeout = (type: 'ACTIVITY' | 'KEEP_WORKING' | 'SIGN_OUT') => ({
  send: 'sessionTimeout',
  event: { type },
});

/** Signed out (the time-out's signOut is the auth machine's SIGN_OUT), then back as the same guest. */
const signedOutThenBack = [call('auth', 'signOut'), ...guestSignsInAgainOnLoad('/')];

export const sessionTimeoutFlow = defineFlow({
  id: 'session-timeout',
  title: 'Session time-out',
  initial: 'fresh',
  states: {
    fresh: { says: 'nothing open yet', real: {}, on: { ARRIVE: 'counting' } },
    counting: {
      says: 'playing as a guest, no time-out warning',
      real: { sessionTimeout: 'active.counting', auth: 'session.anonymous' },
      on: { STAY_ACTIVE: 'counting', IDLE_UNTIL_WARNED: 'warning' },
    },
    warning: {
      says: 'the Session Timeout dialog warns that the session is about to expire',
      real: { sessionTimeout: 'active.warning', auth: 'session.anonymous' },
      on: {
        KEEP_WORKING: 'counting',
        KEEP_WORKING_SERVER_DOWN: 'counting',
        SIGN_OUT: 'counting',
        IDLE_UNTIL_SIGNED_OUT: 'counting',
      },
    },
  },
  events: {
    ARRIVE: {
      says: 'A new visitor opens the game (signed in as a guest) and rejects cookies',
      real: [...newGuestArrives('/'), rejectCookies],
    },
    STAY_ACTIVE: { says: 'presses a key a little later', real: [timeout('ACTIVITY')] },
    IDLE_UNTIL_WARNED: {
      says: 'does nothing for 59 minutes',
      real: [{ timer: 'sessionTimeout' }],
    },
    KEEP_WORKING: { says: 'Keep working', real: [timeout('KEEP_WORKING'), call('sessionTimeout', 'ping')] },
    KEEP_WORKING_SERVER_DOWN: {
      says: 'Keep working while the server fails the ping',
      real: [timeout('KEEP_WORKING'), refuse('sessionTimeout', 'ping', 'HTTP 500')],
    },
    SIGN_OUT: { says: 'Sign out', real: [timeout('SIGN_OUT'), ...signedOutThenBack] },
    IDLE_UNTIL_SIGNED_OUT: {
      says: 'lets the last minute run out',
      real: [{ timer: 'sessionTimeout' }, ...signedOutThenBack],
    },
  },
});
