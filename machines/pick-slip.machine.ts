import { and, assign, emit, fromPromise, not, setup } from 'xstate';

// The weekly pick slip (docs/game-rules.md §4, docs/product.md §5 "Picks"): the player chooses outcomes among the week's
// events, up to the week's max predictions and one per event, then saves the whole slip at once. The
// server re-checks every rule on save; the slip refuses early what it can see is wrong, with the same
// texts, so the player is told at the button rather than after a round trip.

/** One outcome of one market of one event, with the points the player was shown for it. */
export interface PickSlipSelection {
  eventId: string;
  marketKey: 'h2h' | 'totals';
  outcome: string;
  /** "worth N pts": the frozen points of a saved pick, the current price of a new one. */
  points: number | null;
}

/** The server's view of the week, as the slip needs it (after a load or a save). */
export interface PickSlipWeek {
  gameweek: string;
  /** Max predictions this week: 5 + ExtraPrediction credits redeemed. */
  limit: number;
  /** The saved picks that hold a slot. */
  selections: PickSlipSelection[];
  /** Events whose kick-off has passed: their picks are frozen and nothing new goes on them. */
  lockedEventIds: string[];
}

/** Why the last thing the player asked for did not happen; views turn it into the spec's texts. */
export type PickSlipError =
  /** 'Too many choices; up to {maxPredictions} selections only.' */
  | { kind: 'tooManyChoices'; maxPredictions: number }
  /** 'Failed to save predictions, please try again' (the error may carry the server's reason). */
  | { kind: 'saveFailed'; error: unknown };

export interface PickSlipContext extends PickSlipWeek {
  /** What the server holds now: the slip has unsaved changes while it differs from this. */
  saved: PickSlipSelection[];
  lastError: PickSlipError | null;
}

export type PickSlipEvent =
  /** An outcome button: adds it, or takes it off again when it is already in the slip. */
  | { type: 'SELECT'; selection: PickSlipSelection }
  | { type: 'DESELECT'; eventId: string }
  | { type: 'SAVE' }
  | { type: 'RETRY' }
  /** An ExtraPrediction credit was redeemed or revoked: the week's max predictions moved. */
  | { type: 'LIMIT_CHANGED'; limit: number }
  /** The server's week arrived: the slip starts again from it. */
  | { type: 'LOADED'; week: PickSlipWeek };

/** What the slip tells the view, which shows the spec's toasts. */
export type PickSlipEmitted = { type: 'saved' } | { type: 'saveFailed'; error: unknown };

/** What the save sends: the whole slip (the server keeps unchanged picks at their frozen price). */
export interface SaveWeekInput {
  gameweek: string;
  selections: Array<Omit<PickSlipSelection, 'points'>>;
}

/** The same outcome of the same market of the same event (the points shown may differ). */
export const sameOutcome = (a: PickSlipSelection, b: PickSlipSelection) =>
  a.eventId === b.eventId && a.marketKey === b.marketKey && a.outcome === b.outcome;

/** Whether the slip differs from what the server holds (order does not matter). */
export function hasUnsavedChanges(context: Pick<PickSlipContext, 'selections' | 'saved'>): boolean {
  return (
    context.selections.length !== context.saved.length ||
    context.selections.some((selection) => !context.saved.some((held) => sameOutcome(held, selection)))
  );
}

const empty: PickSlipContext = {
  gameweek: '',
  limit: 0,
  selections: [],
  lockedEventIds: [],
  saved: [],
  lastError: null,
};

const fromWeek = (week: PickSlipWeek): PickSlipContext => ({
  gameweek: week.gameweek,
  limit: week.limit,
  selections: week.selections,
  lockedEventIds: week.lockedEventIds,
  saved: week.selections,
  lastError: null,
});

/** The event a SELECT or DESELECT is about. */
function eventIdOf(event: PickSlipEvent): string {
  if (event.type === 'SELECT') return event.selection.eventId;
  // Stryker disable next-line ConditionalExpression,StringLiteral: only SELECT and DESELECT guards ask, so the '' is never reached
  return event.type === 'DESELECT' ? event.eventId : '';
}

const slip = setup({
  // Stryker disable next-line ObjectLiteral: types exist for TypeScript only, nothing reads them at run time
  types: {
    context: {} as PickSlipContext,
    events: {} as PickSlipEvent,
    emitted: {} as PickSlipEmitted,
  },
  actors: {
    /** PUT MyWeek; answers the week as the server now holds it. */
    saveWeek: fromPromise<PickSlipWeek, SaveWeekInput>(() =>
      Promise.reject(new Error("The pick slip machine's saveWeek actor was not provided.")),
    ),
  },
  actions: {
    /** 'Too many choices; up to {maxPredictions} selections only.' */
    refuseOverLimit: assign({
      lastError: ({ context }): PickSlipError => ({ kind: 'tooManyChoices', maxPredictions: context.limit }),
    }),
  },
  guards: {
    eventLocked: ({ context, event }) => context.lockedEventIds.includes(eventIdOf(event)),
    outcomeInSlip: ({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: only SELECT asks; the test narrows the event for TypeScript
      event.type === 'SELECT' && context.selections.some((held) => sameOutcome(held, event.selection)),
    eventInSlip: ({ context, event }) => context.selections.some((held) => held.eventId === eventIdOf(event)),
    slipFull: ({ context }) => context.selections.length >= context.limit,
    /** After a revoked credit the slip may hold more than the week allows: saving it would be refused. */
    overLimit: ({ context }) => context.selections.length > context.limit,
  },
});

export const pickSlipMachine = slip.createMachine({
  id: 'pickSlip',
  context: empty,
  initial: 'idle',
  states: {
    /** Waiting for the server's week. */
    idle: {
      on: { LOADED: { target: 'editing', actions: assign(({ event }) => fromWeek(event.week)) } },
    },
    /** The player changes the slip; the child says how the last save went. */
    editing: {
      initial: 'selecting',
      on: {
        // A locked event takes no new pick and its pick is frozen (docs/game-rules.md §4.4): the view offers no button
        // there, and a stale click changes nothing.
        SELECT: [
          {
            guard: and(['outcomeInSlip', not('eventLocked')]),
            target: '.selecting',
            actions: assign({
              selections: ({ context, event }) =>
                context.selections.filter((held) => !sameOutcome(held, event.selection)),
              lastError: null,
            }),
          },
          // Another outcome of an event in the slip takes the place of its pick, in one click (one pick per
          // event, docs/game-rules.md §4.2): players switch home to away without clearing first. It adds no
          // pick, so a full slip takes it too.
          {
            guard: and(['eventInSlip', not('eventLocked')]),
            target: '.selecting',
            actions: assign({
              selections: ({ context, event }) =>
                context.selections.map((held) =>
                  held.eventId === event.selection.eventId ? event.selection : held,
                ),
              lastError: null,
            }),
          },
          {
            guard: and(['slipFull', not('eventLocked')]),
            target: '.selecting',
            actions: 'refuseOverLimit',
          },
          {
            guard: not('eventLocked'),
            target: '.selecting',
            actions: assign({
              selections: ({ context, event }) => [...context.selections, event.selection],
              lastError: null,
            }),
          },
        ],
        DESELECT: {
          guard: and(['eventInSlip', not('eventLocked')]),
          target: '.selecting',
          actions: assign({
            selections: ({ context, event }) =>
              context.selections.filter((held) => held.eventId !== event.eventId),
            lastError: null,
          }),
        },
        SAVE: [
          { guard: 'overLimit', target: '.selecting', actions: 'refuseOverLimit' },
          { target: 'saving' },
        ],
        LIMIT_CHANGED: { actions: assign({ limit: ({ event }) => event.limit }) },
        LOADED: { target: '.selecting', actions: assign(({ event }) => fromWeek(event.week)) },
      },
      states: {
        selecting: {},
        /** 'Predictions Saved': the slip is what the server holds. */
        saved: {},
        /** 'Failed to save predictions, please try again': the slip keeps the player's choices. */
        failed: {
          on: { RETRY: '#pickSlip.saving' },
        },
      },
    },
    saving: {
      entry: assign({ lastError: null }),
      invoke: {
        id: 'saveWeek',
        src: 'saveWeek',
        input: ({ context }) => ({
          gameweek: context.gameweek,
          selections: context.selections.map(({ eventId, marketKey, outcome }) => ({
            eventId,
            marketKey,
            outcome,
          })),
        }),
        onDone: {
          target: 'editing.saved',
          actions: [
            // Locks only ever grow: an event the view saw lock stays locked whatever the answer lists.
            assign(({ context, event }) => ({
              ...fromWeek(event.output),
              lockedEventIds: [...new Set([...context.lockedEventIds, ...event.output.lockedEventIds])],
            })),
            emit({ type: 'saved' }),
          ],
        },
        onError: {
          target: 'editing.failed',
          actions: [
            assign({ lastError: ({ event }) => ({ kind: 'saveFailed', error: event.error }) }),
            emit(({ event }) => ({ type: 'saveFailed', error: event.error })),
          ],
        },
      },
      // Redeeming a credit while the save is on its way only moves the limit.
      on: { LIMIT_CHANGED: { actions: assign({ limit: ({ event }) => event.limit }) } },
    },
  },
});
