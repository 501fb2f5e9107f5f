import { assign, emit, fromPromise, setup } from 'xstate';

// The "Link your anonymous account" dialog (docs/product.md §2 Dialogs, §4 "Link dialog"): a guest gives an
// e-mail address, the server mails a link, and the Email Sent dialog follows. When a conversion is
// already under way the dialog offers to send the e-mail again, with that address filled in.

export type LinkAccountEvent =
  { type: 'OPEN' } | { type: 'SEND'; email: string } | { type: 'CANCEL' } | { type: 'BACK_TO_HOME' };

/** What the dialog tells whoever opened it. */
export type LinkAccountEmitted = { type: 'convertEmailSent'; email: string } | { type: 'closeModal' };

export interface LinkAccountContext {
  /** 'resend' when a conversion e-mail was already sent and not yet validated. */
  variant: 'link' | 'resend';
  /** The address to prefill (resend) or the one the e-mail went to (sent). */
  email: string;
}

function missing<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The link account machine's ${name} actor was not provided.`)),
  );
}

const closed: LinkAccountContext = { variant: 'link', email: '' };

export const linkAccountMachine = setup({
  // Stryker disable next-line ObjectLiteral: types exist for TypeScript only, nothing reads them at run time
  types: {
    context: {} as LinkAccountContext,
    events: {} as LinkAccountEvent,
    emitted: {} as LinkAccountEmitted,
  },
  actors: {
    /** The address of a conversion under way, or null. */
    // Stryker disable next-line StringLiteral: a failed check is swallowed (the plain form), so its message is never seen
    conversionInProgress: missing<string | null>('conversionInProgress'),
    convertAccount: missing<undefined, { email: string }>('convertAccount'),
  },
  actions: {
    notifyConversionFailed: (_, _failure: { error: unknown }) => {},
  },
  guards: {
    /**
     * The address passes the form's rules (required, e-mail format): nothing is sent otherwise. src
     * provides the game's own rules; this fallback only refuses blanks and addresses without an @.
     */
    isEmailAccepted: (_, email: string) => /^[^\s@]+@[^\s@]+$/u.test(email.trim()),
    hasAddress: (_, email: string | null) => Boolean(email),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: no target names the machine by its id
  id: 'linkAccount',
  context: closed,
  initial: 'closed',
  states: {
    closed: {
      entry: assign(closed),
      on: { OPEN: 'checking' },
    },
    checking: {
      invoke: {
        id: 'conversionInProgress',
        src: 'conversionInProgress',
        onDone: [
          {
            guard: { type: 'hasAddress', params: ({ event }) => event.output },
            target: 'editing',
            // Stryker disable next-line StringLiteral: hasAddress let only a non-empty address through
            actions: assign({ variant: 'resend', email: ({ event }) => event.output ?? '' }),
          },
          { target: 'editing' },
        ],
        // Not knowing only means offering the plain form.
        onError: 'editing',
      },
      on: { CANCEL: { target: 'closed', actions: emit({ type: 'closeModal' }) } },
    },
    editing: {
      on: {
        SEND: {
          guard: { type: 'isEmailAccepted', params: ({ event }) => event.email },
          target: 'sending',
          actions: assign({ email: ({ event }) => event.email.trim() }),
        },
        CANCEL: { target: 'closed', actions: emit({ type: 'closeModal' }) },
      },
    },
    sending: {
      invoke: {
        id: 'convertAccount',
        src: 'convertAccount',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'sent',
          actions: emit(({ context }) => ({ type: 'convertEmailSent', email: context.email })),
        },
        onError: {
          target: 'editing',
          actions: { type: 'notifyConversionFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The Email Sent dialog. */
    sent: {
      on: { BACK_TO_HOME: { target: 'closed', actions: emit({ type: 'closeModal' }) } },
    },
  },
});
