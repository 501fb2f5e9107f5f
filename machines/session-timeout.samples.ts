import type { EventFromLogic, InputFrom } from 'xstate';
import type { sessionTimeoutMachine } from './session-timeout.machine.ts';

// Samples for the inspector's sandbox form and for generated paths (docs/architecture.md §11.3).

type Ev = EventFromLogic<typeof sessionTimeoutMachine>;

/** Payload samples per event type, used to generate paths and to prefill the inspector's sandbox form. */
export const eventSamples: { [K in Ev['type']]?: Extract<Ev, { type: K }>[] } = {
  SESSION_STARTED: [{ type: 'SESSION_STARTED' }],
  SESSION_ENDED: [{ type: 'SESSION_ENDED' }],
  ACTIVITY: [{ type: 'ACTIVITY' }],
  KEEP_WORKING: [{ type: 'KEEP_WORKING' }],
  SIGN_OUT: [{ type: 'SIGN_OUT' }],
};

/**
 * What each invoked actor (by invoke id) may answer: the done/error events of generated paths, and
 * the sandbox's "succeed" stand-in output (the first output listed). watchActivity is a callback
 * actor: it never finishes, it sends ACTIVITY (listed above).
 */
export const actorSamples: { [invokeId: string]: Array<{ output: unknown } | { error: string }> } = {
  ping: [{ output: undefined }, { error: 'offline' }],
};

/** The settings' 20-minute time-out with its one-minute warning, and a short one for trying it out. */
export const inputSamples: InputFrom<typeof sessionTimeoutMachine>[] = [
  { timeoutMs: 20 * 60_000, warningMs: 60_000 },
  { timeoutMs: 10_000, warningMs: 5_000 },
];
