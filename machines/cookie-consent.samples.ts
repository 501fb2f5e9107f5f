import type { EventFromLogic, InputFrom } from 'xstate';
import type { cookieConsentMachine } from './cookie-consent.machine.ts';

// Samples for the inspector's sandbox form and for generated paths (docs/architecture.md §11.3).

type Ev = EventFromLogic<typeof cookieConsentMachine>;

/** Payload samples per event type, used to generate paths and to prefill the inspector's sandbox form. */
export const eventSamples: { [K in Ev['type']]?: Extract<Ev, { type: K }>[] } = {
  ACCEPT_ALL: [{ type: 'ACCEPT_ALL' }],
  REJECT_ALL: [{ type: 'REJECT_ALL' }],
  OPEN_SETTINGS: [{ type: 'OPEN_SETTINGS' }],
  CLOSE: [{ type: 'CLOSE' }],
};

/** The machine invokes nothing. */
export const actorSamples: { [invokeId: string]: Array<{ output: unknown } | { error: string }> } = {};

/** The stored choice the machine starts from: undecided, accepted, rejected; undecided with the page's copy closed. */
export const inputSamples: InputFrom<typeof cookieConsentMachine>[] = [
  { consent: null },
  { consent: true },
  { consent: false },
  { consent: null, dismissed: true },
];
