import { setup } from 'xstate';

// The player's cookie choice (docs/product.md §4 "Cookie consent"): undecided opens the dialog on load; Accept
// All and Reject All store the choice and close it; Cookie Settings reopens it at any time. The served page's
// copy of the dialog (core/contract/early-consent.ts) may have been dismissed before the app started: then
// undecided starts with the dialog closed.

export type CookieConsentEvent =
  | { type: 'ACCEPT_ALL' }
  | { type: 'REJECT_ALL' }
  /** The cookie button or Cookie Settings. */
  | { type: 'OPEN_SETTINGS' }
  /** Dismissed without choosing: nothing changes. */
  | { type: 'CLOSE' };

export interface CookieConsentInput {
  /** The stored choice; null while undecided. */
  consent: boolean | null;
  /** The page's copy of the dialog was closed before the app started (false when absent). */
  dismissed?: boolean;
}

interface CookieConsentContext {
  consent: boolean | null;
  dismissed: boolean;
}

const consent = setup({
  // Stryker disable next-line ObjectLiteral: types exist for TypeScript only, nothing reads them at run time
  types: {
    events: {} as CookieConsentEvent,
    input: {} as CookieConsentInput,
    context: {} as CookieConsentContext,
  },
  actions: {
    storeConsent: (_, _choice: { accepted: boolean }) => {},
    /** Accepting starts the analytics script; rejecting keeps every event on the machine. */
    setAnalyticsConsent: (_, _choice: { accepted: boolean }) => {},
  },
  guards: {
    accepted: ({ context }) => context.consent === true,
    rejected: ({ context }) => context.consent === false,
    dismissed: ({ context }) => context.dismissed,
  },
});

const decide = (accepted: boolean) =>
  [
    consent.assign({ consent: accepted }),
    { type: 'storeConsent', params: { accepted } },
    { type: 'setAnalyticsConsent', params: { accepted } },
  ] as const;

export const cookieConsentMachine = consent.createMachine({
  id: 'cookieConsent',
  context: ({ input }) => ({ consent: input.consent, dismissed: input.dismissed === true }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'accepted', target: 'accepted' },
        { guard: 'rejected', target: 'rejected' },
        { guard: 'dismissed', target: 'undecided.dialogClosed' },
        { target: 'undecided' },
      ],
    },
    undecided: {
      initial: 'dialogOpen',
      states: {
        dialogOpen: {
          on: {
            ACCEPT_ALL: { target: '#cookieConsent.accepted', actions: decide(true) },
            REJECT_ALL: { target: '#cookieConsent.rejected', actions: decide(false) },
            CLOSE: 'dialogClosed',
          },
        },
        dialogClosed: {
          on: { OPEN_SETTINGS: 'dialogOpen' },
        },
      },
    },
    accepted: {
      initial: 'dialogClosed',
      states: {
        dialogClosed: {
          on: { OPEN_SETTINGS: 'dialogOpen' },
        },
        dialogOpen: {
          on: {
            ACCEPT_ALL: { target: 'dialogClosed', actions: decide(true) },
            REJECT_ALL: { target: '#cookieConsent.rejected', actions: decide(false) },
            CLOSE: 'dialogClosed',
          },
        },
      },
    },
    rejected: {
      initial: 'dialogClosed',
      states: {
        dialogClosed: {
          on: { OPEN_SETTINGS: 'dialogOpen' },
        },
        dialogOpen: {
          on: {
            ACCEPT_ALL: { target: '#cookieConsent.accepted', actions: decide(true) },
            REJECT_ALL: { target: 'dialogClosed', actions: decide(false) },
            CLOSE: 'dialogClosed',
          },
        },
      },
    },
  },
});
