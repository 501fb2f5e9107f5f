import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges, pickSlipMachine, type PickSlipContext } from '#machines/pick-slip.machine.ts';
import { runRow, type SpecRow } from './spec-table.ts';

// The weekly slip as the rules give it (docs/game-rules.md §4, product-spec §1 "5 predictions", §5 "Picks",
// §8 texts): one pick per event, up to the week's max predictions, the whole slip saved at once; a
// locked event takes no new pick and its pick is frozen, and a lock never reopens. Each row adds whether
// the slip has unsaved changes (it differs from what the server holds).

const arsenal = { eventId: 'e1', marketKey: 'h2h', outcome: 'Arsenal', points: 20 } as const;
const chelsea = { eventId: 'e1', marketKey: 'h2h', outcome: 'Chelsea', points: 34 } as const;
const over = { eventId: 'e2', marketKey: 'totals', outcome: 'Over', points: 19 } as const;
const draw = { eventId: 'e3', marketKey: 'h2h', outcome: 'Draw', points: 41 } as const;
const everton = { eventId: 'e9', marketKey: 'h2h', outcome: 'Everton', points: 28 } as const;
const fourth = { eventId: 'e4', marketKey: 'h2h', outcome: 'Home', points: 22 } as const;
/** A pick on a sixth event: over the week's five. */
const fifth = { eventId: 'e5', marketKey: 'h2h', outcome: 'Home', points: 25 } as const;

/** The week on the server: 5 predictions, Arsenal saved, nothing locked. */
const week = { gameweek: '2026-W48', limit: 5, selections: [arsenal], lockedEventIds: [] };
const load = { type: 'LOADED', week };
const select = (selection: object) => ({ type: 'SELECT', selection });
const deselect = (eventId: string) => ({ type: 'DESELECT', eventId });
const save = { type: 'SAVE' } as const;
const retry = { type: 'RETRY' } as const;
const limit = (value: number) => ({ type: 'LIMIT_CHANGED', limit: value });

/** The save call: the whole slip, without the points shown. */
const saveCall = (...picks: string[]) =>
  `call saveWeek {"gameweek":"2026-W48","selections":[${picks.join(',')}]}`;
const sentArsenal = '{"eventId":"e1","marketKey":"h2h","outcome":"Arsenal"}';
const sentOver = '{"eventId":"e2","marketKey":"totals","outcome":"Over"}';

const rows: Array<SpecRow & { unsaved: boolean }> = [
  {
    name: 'before the week loads: an empty slip',
    steps: [],
    value: 'idle',
    context: { gameweek: '', limit: 0, selections: [], lockedEventIds: [], saved: [], lastError: null },
    effects: [],
    unsaved: false,
  },
  {
    name: 'the week loads: the saved picks are the slip',
    steps: [load],
    value: { editing: 'selecting' },
    context: { ...week, saved: [arsenal], lastError: null },
    effects: [],
    unsaved: false,
  },
  {
    name: 'a pick on a new event goes into the slip',
    steps: [load, select(over)],
    value: { editing: 'selecting' },
    context: { ...week, selections: [arsenal, over], saved: [arsenal], lastError: null },
    effects: [],
    unsaved: true,
  },
  {
    name: 'the same outcome again takes it off',
    steps: [load, select(over), select(over)],
    value: { editing: 'selecting' },
    context: { ...week, saved: [arsenal], lastError: null },
    effects: [],
    unsaved: false,
  },
  {
    name: 'taking off the saved pick is an unsaved change',
    steps: [load, select(arsenal)],
    value: { editing: 'selecting' },
    context: { ...week, selections: [], saved: [arsenal], lastError: null },
    effects: [],
    unsaved: true,
  },
  {
    name: 'removing the saved pick is an unsaved change',
    steps: [load, deselect('e1')],
    value: { editing: 'selecting' },
    context: { ...week, selections: [], saved: [arsenal], lastError: null },
    effects: [],
    unsaved: true,
  },
  {
    name: 'swapping the saved pick for another event is an unsaved change',
    steps: [load, deselect('e1'), select(over)],
    value: { editing: 'selecting' },
    context: { ...week, selections: [over], saved: [arsenal], lastError: null },
    effects: [],
    unsaved: true,
  },
  {
    name: 'removed and chosen again: nothing unsaved',
    steps: [load, deselect('e1'), select(arsenal)],
    value: { editing: 'selecting' },
    context: { ...week, selections: [arsenal], saved: [arsenal], lastError: null },
    effects: [],
    unsaved: false,
  },
  {
    name: 'another outcome of an event in the slip takes its pick’s place, in its place in the slip',
    steps: [load, select(over), select({ ...arsenal, outcome: 'Draw', points: 30 }), select(chelsea)],
    value: { editing: 'selecting' },
    context: { ...week, selections: [chelsea, over], saved: [arsenal], lastError: null },
    effects: [],
    unsaved: true,
  },
  {
    name: 'a full slip still takes a switch, and the refusal before it goes',
    steps: [
      load,
      select(over),
      select(draw),
      select(everton),
      select(fourth),
      select(fifth),
      select(chelsea),
    ],
    value: { editing: 'selecting' },
    context: {
      ...week,
      selections: [chelsea, over, draw, everton, fourth],
      saved: [arsenal],
      lastError: null,
    },
    effects: [],
    unsaved: true,
  },
  {
    name: 'the refusal goes with the next pick taken off',
    steps: [load, select(chelsea), deselect('e1')],
    value: { editing: 'selecting' },
    context: { ...week, selections: [], saved: [arsenal], lastError: null },
    effects: [],
    unsaved: true,
  },
  {
    name: 'a full slip: Too many choices; up to 2 selections only.',
    steps: [load, limit(2), select(over), select(draw)],
    value: { editing: 'selecting' },
    context: {
      ...week,
      limit: 2,
      selections: [arsenal, over],
      saved: [arsenal],
      lastError: { kind: 'tooManyChoices', maxPredictions: 2 },
    },
    effects: [],
    unsaved: true,
  },
  {
    name: 'a full slip still lets a pick be taken off',
    steps: [load, limit(1), select(arsenal)],
    value: { editing: 'selecting' },
    context: { ...week, limit: 1, selections: [], saved: [arsenal], lastError: null },
    effects: [],
    unsaved: true,
  },
  {
    name: 'a locked event: no pick is added on it',
    steps: [{ type: 'LOADED', week: { ...week, lockedEventIds: ['e9'] } }, select(everton)],
    value: { editing: 'selecting' },
    context: { ...week, lockedEventIds: ['e9'], saved: [arsenal], lastError: null },
    effects: [],
    unsaved: false,
  },
  {
    name: 'a locked pick is frozen: neither toggled off, replaced nor removed',
    steps: [
      { type: 'LOADED', week: { ...week, lockedEventIds: ['e1'] } },
      select(arsenal),
      select(chelsea),
      deselect('e1'),
    ],
    value: { editing: 'selecting' },
    context: { ...week, lockedEventIds: ['e1'], saved: [arsenal], lastError: null },
    effects: [],
    unsaved: false,
  },
  {
    name: 'a locked event in a full slip: no refusal either, the click is stale',
    steps: [{ type: 'LOADED', week: { ...week, limit: 1, lockedEventIds: ['e9'] } }, select(everton)],
    value: { editing: 'selecting' },
    context: { ...week, limit: 1, lockedEventIds: ['e9'], saved: [arsenal], lastError: null },
    effects: [],
    unsaved: false,
  },
  {
    name: 'removing an event not in the slip changes nothing',
    steps: [load, deselect('e2')],
    value: { editing: 'selecting' },
    context: { ...week, saved: [arsenal], lastError: null },
    effects: [],
    unsaved: false,
  },
  {
    name: 'Save sends the whole slip, without the points',
    steps: [load, select(over), save],
    value: 'saving',
    context: { ...week, selections: [arsenal, over], saved: [arsenal], lastError: null },
    effects: [saveCall(sentArsenal, sentOver)],
    unsaved: true,
  },
  {
    name: 'Predictions Saved: the slip is what the server holds',
    steps: [
      load,
      select(over),
      save,
      { answer: 'saveWeek', output: { ...week, selections: [arsenal, over] } },
    ],
    value: { editing: 'saved' },
    context: { ...week, selections: [arsenal, over], saved: [arsenal, over], lastError: null },
    effects: [saveCall(sentArsenal, sentOver), 'emit saved'],
    unsaved: false,
  },
  {
    name: 'locks only ever grow: a lock seen before the save stays whatever the answer lists',
    steps: [
      { type: 'LOADED', week: { ...week, lockedEventIds: ['e9'] } },
      save,
      { answer: 'saveWeek', output: { ...week, lockedEventIds: ['e2'] } },
    ],
    value: { editing: 'saved' },
    context: { ...week, lockedEventIds: ['e9', 'e2'], saved: [arsenal], lastError: null },
    effects: [saveCall(sentArsenal), 'emit saved'],
    unsaved: false,
  },
  {
    name: 'locks only ever grow: an answer listing no lock keeps the one seen',
    steps: [
      { type: 'LOADED', week: { ...week, lockedEventIds: ['e9'] } },
      save,
      { answer: 'saveWeek', output: week },
    ],
    value: { editing: 'saved' },
    context: { ...week, lockedEventIds: ['e9'], saved: [arsenal], lastError: null },
    effects: [saveCall(sentArsenal), 'emit saved'],
    unsaved: false,
  },
  {
    name: 'a save answer with a new lock takes it, once',
    steps: [load, save, { answer: 'saveWeek', output: { ...week, lockedEventIds: ['e1', 'e1'] } }],
    value: { editing: 'saved' },
    context: { ...week, lockedEventIds: ['e1'], saved: [arsenal], lastError: null },
    effects: [saveCall(sentArsenal), 'emit saved'],
    unsaved: false,
  },
  {
    name: 'Failed to save predictions, please try again: the slip keeps the choices',
    steps: [load, select(over), save, { fail: 'saveWeek', error: new Error('offline') }],
    value: { editing: 'failed' },
    context: {
      ...week,
      selections: [arsenal, over],
      saved: [arsenal],
      lastError: { kind: 'saveFailed', error: 'Error(offline)' },
    },
    effects: [saveCall(sentArsenal, sentOver), 'emit saveFailed {"error":"Error(offline)"}'],
    unsaved: true,
  },
  {
    name: 'Retry after a failure sends the slip again, the failure cleared',
    steps: [load, select(over), save, { fail: 'saveWeek', error: new Error('offline') }, retry],
    value: 'saving',
    context: { ...week, selections: [arsenal, over], saved: [arsenal], lastError: null },
    effects: [
      saveCall(sentArsenal, sentOver),
      'emit saveFailed {"error":"Error(offline)"}',
      saveCall(sentArsenal, sentOver),
    ],
    unsaved: true,
  },
  {
    name: 'Retry only after a failure: a saved slip ignores it',
    steps: [load, save, { answer: 'saveWeek', output: week }, retry],
    value: { editing: 'saved' },
    context: { ...week, saved: [arsenal], lastError: null },
    effects: [saveCall(sentArsenal), 'emit saved'],
    unsaved: false,
  },
  {
    name: 'a pick after a save: back to choosing',
    steps: [load, save, { answer: 'saveWeek', output: week }, select(over)],
    value: { editing: 'selecting' },
    context: { ...week, selections: [arsenal, over], saved: [arsenal], lastError: null },
    effects: [saveCall(sentArsenal), 'emit saved'],
    unsaved: true,
  },
  {
    name: 'a pick taken off after a save: back to choosing',
    steps: [load, save, { answer: 'saveWeek', output: week }, select(arsenal)],
    value: { editing: 'selecting' },
    context: { ...week, selections: [], saved: [arsenal], lastError: null },
    effects: [saveCall(sentArsenal), 'emit saved'],
    unsaved: true,
  },
  {
    name: 'a switched pick after a save: back to choosing, with the change unsaved',
    steps: [load, save, { answer: 'saveWeek', output: week }, select(chelsea)],
    value: { editing: 'selecting' },
    context: { ...week, selections: [chelsea], saved: [arsenal], lastError: null },
    effects: [saveCall(sentArsenal), 'emit saved'],
    unsaved: true,
  },
  {
    name: 'a pick over the limit after a save: back to choosing, the refusal shown',
    steps: [load, limit(1), save, { answer: 'saveWeek', output: { ...week, limit: 1 } }, select(over)],
    value: { editing: 'selecting' },
    context: {
      ...week,
      limit: 1,
      saved: [arsenal],
      lastError: { kind: 'tooManyChoices', maxPredictions: 1 },
    },
    effects: [saveCall(sentArsenal), 'emit saved'],
    unsaved: false,
  },
  {
    name: 'a pick removed after a failed save: back to choosing, the failure gone',
    steps: [load, save, { fail: 'saveWeek', error: new Error('offline') }, deselect('e1')],
    value: { editing: 'selecting' },
    context: { ...week, selections: [], saved: [arsenal], lastError: null },
    effects: [saveCall(sentArsenal), 'emit saveFailed {"error":"Error(offline)"}'],
    unsaved: true,
  },
  {
    name: 'Save over the limit after a failed save: refused at the button, back to choosing',
    steps: [load, select(over), save, { fail: 'saveWeek', error: new Error('offline') }, limit(1), save],
    value: { editing: 'selecting' },
    context: {
      ...week,
      limit: 1,
      selections: [arsenal, over],
      saved: [arsenal],
      lastError: { kind: 'tooManyChoices', maxPredictions: 1 },
    },
    effects: [saveCall(sentArsenal, sentOver), 'emit saveFailed {"error":"Error(offline)"}'],
    unsaved: true,
  },
  {
    name: 'a new load after a save: choosing from the new week',
    steps: [
      load,
      save,
      { answer: 'saveWeek', output: week },
      { type: 'LOADED', week: { ...week, limit: 6 } },
    ],
    value: { editing: 'selecting' },
    context: { ...week, limit: 6, saved: [arsenal], lastError: null },
    effects: [saveCall(sentArsenal), 'emit saved'],
    unsaved: false,
  },
  {
    name: 'the same name in another market of the event is another outcome: it takes the pick’s place',
    steps: [load, select({ eventId: 'e1', marketKey: 'totals', outcome: 'Arsenal', points: 15 })],
    value: { editing: 'selecting' },
    context: {
      ...week,
      selections: [{ eventId: 'e1', marketKey: 'totals', outcome: 'Arsenal', points: 15 }],
      saved: [arsenal],
      lastError: null,
    },
    effects: [],
    unsaved: true,
  },
  {
    name: 'an ExtraPrediction redeemed: the limit moves',
    steps: [load, limit(6)],
    value: { editing: 'selecting' },
    context: { ...week, limit: 6, saved: [arsenal], lastError: null },
    effects: [],
    unsaved: false,
  },
  {
    name: 'a credit revoked below the slip: Save is refused at the button, nothing sent',
    steps: [load, select(over), limit(1), save],
    value: { editing: 'selecting' },
    context: {
      ...week,
      limit: 1,
      selections: [arsenal, over],
      saved: [arsenal],
      lastError: { kind: 'tooManyChoices', maxPredictions: 1 },
    },
    effects: [],
    unsaved: true,
  },
  {
    name: 'a slip exactly at the limit is saved',
    steps: [load, select(over), limit(2), save],
    value: 'saving',
    context: { ...week, limit: 2, selections: [arsenal, over], saved: [arsenal], lastError: null },
    effects: [saveCall(sentArsenal, sentOver)],
    unsaved: true,
  },
  {
    name: 'a credit redeemed while saving moves the limit only',
    steps: [load, save, limit(6)],
    value: 'saving',
    context: { ...week, limit: 6, saved: [arsenal], lastError: null },
    effects: [saveCall(sentArsenal)],
    unsaved: false,
  },
  {
    name: 'a new load starts again from the server, the refusal gone',
    steps: [load, select(chelsea), select(over), { type: 'LOADED', week: { ...week, limit: 6 } }],
    value: { editing: 'selecting' },
    context: { ...week, limit: 6, saved: [arsenal], lastError: null },
    effects: [],
    unsaved: false,
  },
];

describe('pick slip: the spec table', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const snapshot = await runRow(pickSlipMachine, row);
    expect(hasUnsavedChanges(snapshot.context as PickSlipContext), 'unsaved').toBe(row.unsaved);
  });
});
