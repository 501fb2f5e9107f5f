import type { EventFromLogic, InputFrom } from 'xstate';
import type { linkAccountMachine } from './link-account.machine.ts';

// Samples for the inspector's sandbox form and for generated paths (docs/architecture.md §11.3).

type Ev = EventFromLogic<typeof linkAccountMachine>;

/** Payload samples per event type, used to generate paths and to prefill the inspector's sandbox form. */
export const eventSamples: { [K in Ev['type']]?: Extract<Ev, { type: K }>[] } = {
  OPEN: [{ type: 'OPEN' }],
  SEND: [
    { type: 'SEND', email: 'ada@example.com' },
    // Refused by the form's rules: nothing is sent.
    { type: 'SEND', email: 'not an address' },
  ],
  CANCEL: [{ type: 'CANCEL' }],
  BACK_TO_HOME: [{ type: 'BACK_TO_HOME' }],
};

/**
 * What each invoked actor (by invoke id) may answer: the done/error events of generated paths, and
 * the sandbox's "succeed" stand-in output (the first output listed).
 */
export const actorSamples: { [invokeId: string]: Array<{ output: unknown } | { error: string }> } = {
  conversionInProgress: [{ output: 'pending@example.com' }, { output: null }, { error: 'offline' }],
  convertAccount: [{ output: undefined }, { error: 'offline' }],
};

/** Inputs the machine may start from (it takes none). */
export const inputSamples: InputFrom<typeof linkAccountMachine>[] = [undefined];
