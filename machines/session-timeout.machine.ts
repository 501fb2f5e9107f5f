import { fromCallback, fromPromise, setup } from 'xstate';

// Signing out an idle session (docs/product.md §2 "Session Timeout dialog", §9): while someone is signed in (as a
// player or a guest), inactivity counts down from the settings' time-out; shortly before the end a
// dialog warns; Keep working pings the server and starts again, Sign out or the end sign out.

export interface SessionTimeoutInput {
  /** The whole idle time allowed (settings.sessionTimeoutMinutes). */
  timeoutMs: number;
  /** How long before the end the warning shows. */
  warningMs: number;
}

export type SessionTimeoutEvent =
  | { type: 'SESSION_STARTED' }
  | { type: 'SESSION_ENDED' }
  /** A pointer or key press (the watcher throttles them). */
  | { type: 'ACTIVITY' }
  | { type: 'KEEP_WORKING' }
  | { type: 'SIGN_OUT' };

export type SessionTimeoutContext = SessionTimeoutInput;

const timeout = setup({
  // Stryker disable next-line ObjectLiteral: types exist for TypeScript only, nothing reads them at run time
  types: {
    context: {} as SessionTimeoutContext,
    events: {} as SessionTimeoutEvent,
    input: {} as SessionTimeoutInput,
  },
  actors: {
    /** Sends ACTIVITY to its parent on the player's activity. */
    watchActivity: fromCallback<SessionTimeoutEvent>(() => {
      throw new Error("The session timeout machine's watchActivity actor was not provided.");
    }),
    ping: fromPromise<undefined>(() =>
      Promise.reject(new Error("The session timeout machine's ping actor was not provided.")),
    ),
  },
  actions: {
    /** The auth machine's SIGN_OUT: the server forgets the session and the player goes to the root. */
    signOut: () => {},
    logPingFailure: (_, _failure: { error: unknown }) => {},
  },
  delays: {
    untilWarning: ({ context }) => Math.max(0, context.timeoutMs - context.warningMs),
    warningLead: ({ context }) => Math.min(context.warningMs, context.timeoutMs),
  },
});

export const sessionTimeoutMachine = timeout.createMachine({
  id: 'sessionTimeout',
  context: ({ input }) => ({ ...input }),
  initial: 'off',
  states: {
    off: {
      on: { SESSION_STARTED: 'active' },
    },
    active: {
      invoke: { id: 'watchActivity', src: 'watchActivity' },
      on: { SESSION_ENDED: 'off' },
      initial: 'counting',
      states: {
        counting: {
          after: { untilWarning: 'warning' },
          // Re-entering restarts the count.
          on: { ACTIVITY: { target: 'counting', reenter: true } },
        },
        /** The dialog is up; only its buttons (or the end of the time) decide. */
        warning: {
          after: { warningLead: { target: '#sessionTimeout.off', actions: 'signOut' } },
          on: {
            KEEP_WORKING: 'pinging',
            SIGN_OUT: { target: '#sessionTimeout.off', actions: 'signOut' },
          },
        },
        pinging: {
          invoke: {
            id: 'ping',
            src: 'ping',
            onDone: 'counting',
            // A failed ping is the request layer's to report; the player asked to keep working.
            onError: {
              target: 'counting',
              actions: { type: 'logPingFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
