import type { EventFromLogic, InputFrom } from 'xstate';
import { guestStatus, type guestStatusMachine } from './guest-status.machine.ts';

// Samples for the inspector's sandbox form and for generated paths (docs/architecture.md §11.3).

type Ev = EventFromLogic<typeof guestStatusMachine>;

/** Payload samples per event type, used to generate paths and to prefill the inspector's sandbox form. */
export const eventSamples: { [K in Ev['type']]?: Extract<Ev, { type: K }>[] } = {
  STATUS_LOADED: [
    { type: 'STATUS_LOADED', status: guestStatus.ActiveAsAnonymous },
    { type: 'STATUS_LOADED', status: guestStatus.PendingConfirmationAsAnonymous },
  ],
  CONVERSION_STARTED: [{ type: 'CONVERSION_STARTED' }],
  CHECK_EMAIL_VALIDATED: [{ type: 'CHECK_EMAIL_VALIDATED' }],
  RESET: [{ type: 'RESET' }],
};

/**
 * What each invoked actor (by invoke id) may answer: the done/error events of generated paths, and
 * the sandbox's "succeed" stand-in output (the first output listed).
 */
export const actorSamples: { [invokeId: string]: Array<{ output: unknown } | { error: string }> } = {
  fetchGuestStatus: [
    { output: guestStatus.ConfirmedAnonymous },
    { output: guestStatus.PendingConfirmationAsAnonymous },
    { error: 'offline' },
  ],
};

/** Inputs the machine may start from (it takes none). */
export const inputSamples: InputFrom<typeof guestStatusMachine>[] = [undefined];
