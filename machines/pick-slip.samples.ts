import type { EventFromLogic, InputFrom } from 'xstate';
import type { PickSlipSelection, PickSlipWeek, pickSlipMachine } from './pick-slip.machine.ts';

type Ev = EventFromLogic<typeof pickSlipMachine>;

// A small week: limit 2, one pick already saved on an event that has kicked off (e9), so one slot is
// free. Enough to reach the toggle, the duplicate, the full slip and the locked refusal in a few steps.
const home: PickSlipSelection = { eventId: 'e1', marketKey: 'h2h', outcome: 'Arsenal', points: 20 };
const away: PickSlipSelection = { eventId: 'e1', marketKey: 'h2h', outcome: 'Chelsea', points: 34 };
const over: PickSlipSelection = { eventId: 'e2', marketKey: 'totals', outcome: 'Over', points: 19 };
const lockedPick: PickSlipSelection = { eventId: 'e9', marketKey: 'h2h', outcome: 'Draw', points: 41 };
const lockedOther: PickSlipSelection = { ...lockedPick, outcome: 'Everton', points: 28 };

export const sampleWeek: PickSlipWeek = {
  gameweek: '2026-W47',
  limit: 2,
  selections: [lockedPick],
  lockedEventIds: ['e9'],
};

/** Payload samples per event type, used to generate paths and to prefill the inspector's sandbox form. */
export const eventSamples: { [K in Ev['type']]?: Extract<Ev, { type: K }>[] } = {
  LOADED: [{ type: 'LOADED', week: sampleWeek }],
  SELECT: [
    { type: 'SELECT', selection: home },
    { type: 'SELECT', selection: away },
    { type: 'SELECT', selection: over },
    { type: 'SELECT', selection: lockedOther },
  ],
  DESELECT: [
    { type: 'DESELECT', eventId: 'e1' },
    { type: 'DESELECT', eventId: 'e9' },
  ],
  SAVE: [{ type: 'SAVE' }],
  RETRY: [{ type: 'RETRY' }],
  LIMIT_CHANGED: [
    { type: 'LIMIT_CHANGED', limit: 3 },
    { type: 'LIMIT_CHANGED', limit: 1 },
  ],
};

/**
 * What each invoked actor (by invoke id) may answer: the done/error events of generated paths, and
 * the sandbox's "succeed" stand-in output (the first output listed).
 */
export const actorSamples: { [invokeId: string]: Array<{ output: unknown } | { error: string }> } = {
  saveWeek: [{ output: { ...sampleWeek, selections: [lockedPick, home] } }, { error: 'offline' }],
};

/** Inputs the machine may start from (it takes none: LOADED brings the week). */
export const inputSamples: InputFrom<typeof pickSlipMachine>[] = [undefined];
