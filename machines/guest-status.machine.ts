import { assign, fromPromise, setup } from 'xstate';
import type { GuestUserStatusCode } from '#core/contract/account.ts';

// Where a guest stands on the way to a permanent account (docs/product.md §4 "Guest user status"), and the
// check a guest asks for after opening the link in the conversion e-mail.

/** Active=0, ActiveAsAnonymous=1, PendingConfirmationAsAnonymous=2, ConfirmedAnonymous=3. */
export type GuestStatus = GuestUserStatusCode;
export const guestStatus = {
  Active: 0,
  ActiveAsAnonymous: 1,
  PendingConfirmationAsAnonymous: 2,
  ConfirmedAnonymous: 3,
} as const satisfies Record<string, GuestStatus>;

export type GuestStatusEvent =
  /** The status the auth machine fetched while loading the guest's session. */
  | { type: 'STATUS_LOADED'; status: GuestStatus }
  /** The link dialog sent the conversion e-mail: the guest now waits for their validation. */
  | { type: 'CONVERSION_STARTED' }
  | { type: 'CHECK_EMAIL_VALIDATED' }
  /** The guest session ended (signed out, or the guest became a player). */
  | { type: 'RESET' };

export interface GuestStatusContext {
  status: GuestStatus | null;
}

const guest = setup({
  // Stryker disable next-line ObjectLiteral: types exist for TypeScript only, nothing reads them at run time
  types: {
    context: {} as GuestStatusContext,
    events: {} as GuestStatusEvent,
  },
  actors: {
    fetchGuestStatus: fromPromise<GuestStatus>(() =>
      Promise.reject(new Error("The guest status machine's fetchGuestStatus actor was not provided.")),
    ),
  },
  actions: {
    logCheckFailure: (_, _failure: { error: unknown }) => {},
  },
  guards: {
    isConfirmed: (_, status: GuestStatus) => status === guestStatus.ConfirmedAnonymous,
  },
  delays: {
    /** How long "Email not yet validated" stays up after a check that found no validation (docs/product.md §9). */
    incorrectStatusFlag: 2500,
  },
});

export const guestStatusMachine = guest.createMachine({
  id: 'guestStatus',
  context: { status: null },
  initial: 'unknown',
  on: {
    RESET: { target: '.unknown', actions: assign({ status: null }) },
  },
  states: {
    unknown: {
      on: {
        STATUS_LOADED: { target: 'known', actions: assign({ status: ({ event }) => event.status }) },
        // Asked before the load's answer came (the validation link's page): the check answers both.
        CHECK_EMAIL_VALIDATED: 'known.checking',
      },
    },
    known: {
      initial: 'idle',
      on: {
        CONVERSION_STARTED: {
          target: '.idle',
          actions: assign({ status: guestStatus.PendingConfirmationAsAnonymous }),
        },
      },
      states: {
        idle: {
          on: {
            CHECK_EMAIL_VALIDATED: 'checking',
            // Stryker disable next-line StringLiteral: idle has no entry, exit or timer, so a load back into idle and one that stays in it are the same
            STATUS_LOADED: { target: 'idle', actions: assign({ status: ({ event }) => event.status }) },
          },
        },
        /**
         * The "refreshing" flag: the drawer shows a disabled 'Checking validation'. A status loaded
         * meanwhile is older than the check's answer, so it is not taken.
         */
        checking: {
          invoke: {
            id: 'fetchGuestStatus',
            src: 'fetchGuestStatus',
            onDone: [
              {
                guard: { type: 'isConfirmed', params: ({ event }) => event.output },
                target: 'idle',
                actions: assign({ status: ({ event }) => event.output }),
              },
              { target: 'incorrect', actions: assign({ status: ({ event }) => event.output }) },
            ],
            onError: {
              target: 'incorrect',
              actions: { type: 'logCheckFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** The "incorrect status" flag: a disabled 'Email not yet validated' for a moment. */
        incorrect: {
          after: { incorrectStatusFlag: 'idle' },
          on: { STATUS_LOADED: { target: 'idle', actions: assign({ status: ({ event }) => event.status }) } },
        },
      },
    },
  },
});
