import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  hasUnsavedChanges,
  pickSlipMachine,
  type PickSlipEmitted,
  type PickSlipSelection,
  type PickSlipWeek,
  type SaveWeekInput,
} from '#machines/pick-slip.machine.ts';
import { actorSamples, eventSamples, sampleWeek } from '#machines/pick-slip.samples.ts';
import { declaredTransitions, describePath, modelPaths, replay, type MachineModel } from './model.ts';

const samples = Object.values(eventSamples).flat();
const [home, away, over] = (eventSamples.SELECT ?? []).map((event) => event.selection) as [
  PickSlipSelection,
  PickSlipSelection,
  PickSlipSelection,
];

const model: MachineModel<typeof pickSlipMachine> = {
  machine: pickSlipMachine,
  inputs: [{ name: 'new slip', input: undefined }],
  events: samples,
  outcomes: {
    saveWeek: (actorSamples.saveWeek ?? []).map((sample) =>
      'error' in sample ? { error: new Error(sample.error) } : sample,
    ),
  },
  key: (snapshot) => ({
    value: snapshot.value,
    limit: snapshot.context.limit,
    slip: snapshot.context.selections.map((selection) => `${selection.eventId}:${selection.outcome}`),
    saved: snapshot.context.saved.length,
    error: snapshot.context.lastError?.kind ?? null,
  }),
};

describe('pick slip machine: every transition, on the real machine', () => {
  const taken = new Set<string>();
  const paths = modelPaths(model);

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_title, path) => {
    for (const key of await replay(model, path)) taken.add(key);
  });

  it('the paths above took every declared transition', () => {
    expect([...taken].sort()).toEqual(declaredTransitions(pickSlipMachine));
  });

  it('every event type the slip accepts has a sample', () => {
    const accepted = new Set(
      declaredTransitions(pickSlipMachine)
        .map((key) => /--(\w+)#/u.exec(key)?.[1] ?? '')
        .filter((type) => /^[A-Z_]+$/u.test(type)),
    );
    expect(Object.keys(eventSamples).sort()).toEqual([...accepted].sort());
  });
});

function slip(save: (input: SaveWeekInput) => Promise<PickSlipWeek> = async () => sampleWeek) {
  const saveWeek = vi.fn(save);
  const emitted: PickSlipEmitted[] = [];
  const actor = createActor(
    pickSlipMachine.provide({
      actors: { saveWeek: fromPromise(({ input }: { input: SaveWeekInput }) => saveWeek(input)) },
    }),
  ).start();
  actor.on('*', (event) => emitted.push(event));
  return { actor, saveWeek, emitted };
}

const freshWeek: PickSlipWeek = { gameweek: '2026-W47', limit: 5, selections: [], lockedEventIds: ['e9'] };
const outcome = (eventId: string, name = 'Home'): PickSlipSelection => ({
  eventId,
  marketKey: 'h2h',
  outcome: name,
  points: 20,
});

describe('choosing', () => {
  it('waits for the server week before taking any choice', () => {
    const { actor } = slip();
    actor.send({ type: 'SELECT', selection: home });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.selections).toEqual([]);
  });

  it('takes up to the limit, then refuses the next one with the limit in the message', () => {
    const { actor } = slip();
    actor.send({ type: 'LOADED', week: freshWeek });
    for (const id of ['a', 'b', 'c', 'd', 'e']) actor.send({ type: 'SELECT', selection: outcome(id) });
    expect(actor.getSnapshot().context.selections).toHaveLength(5);
    expect(actor.getSnapshot().context.lastError).toBeNull();
    actor.send({ type: 'SELECT', selection: outcome('f') });
    expect(actor.getSnapshot().context.selections.map((s) => s.eventId)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(actor.getSnapshot().context.lastError).toEqual({ kind: 'tooManyChoices', maxPredictions: 5 });
  });

  it('switches to another outcome of an event in the slip in one click, and takes the same outcome off again', () => {
    const { actor } = slip();
    actor.send({ type: 'LOADED', week: freshWeek });
    actor.send({ type: 'SELECT', selection: home });
    actor.send({ type: 'SELECT', selection: away });
    expect(actor.getSnapshot().context.selections).toEqual([away]);
    expect(actor.getSnapshot().context.lastError).toBeNull();
    // A totals pick on the same event takes its place too: one prediction per event (docs/game-rules.md §4.2).
    const over = { ...home, marketKey: 'totals' as const, outcome: 'Over' };
    actor.send({ type: 'SELECT', selection: over });
    expect(actor.getSnapshot().context.selections).toEqual([over]);
    actor.send({ type: 'SELECT', selection: over });
    expect(actor.getSnapshot().context.selections).toEqual([]);
    expect(actor.getSnapshot().context.lastError).toBeNull();
  });

  it('never adds to or takes off a locked event', () => {
    const { actor } = slip();
    actor.send({ type: 'LOADED', week: sampleWeek });
    const before = actor.getSnapshot().context;
    actor.send({ type: 'SELECT', selection: { ...outcome('e9'), outcome: 'Everton' } });
    actor.send({ type: 'SELECT', selection: sampleWeek.selections[0] as PickSlipSelection });
    actor.send({ type: 'DESELECT', eventId: 'e9' });
    expect(actor.getSnapshot().context).toEqual(before);
  });

  it('a redeemed extra prediction makes room for one more', () => {
    const { actor } = slip();
    actor.send({ type: 'LOADED', week: sampleWeek });
    actor.send({ type: 'SELECT', selection: home });
    actor.send({ type: 'SELECT', selection: over });
    expect(actor.getSnapshot().context.lastError).toEqual({ kind: 'tooManyChoices', maxPredictions: 2 });
    actor.send({ type: 'LIMIT_CHANGED', limit: 3 });
    actor.send({ type: 'SELECT', selection: over });
    expect(actor.getSnapshot().context.selections.map((s) => s.eventId)).toEqual(['e9', 'e1', 'e2']);
  });

  it('knows when the slip differs from what the server holds', () => {
    const { actor } = slip();
    actor.send({ type: 'LOADED', week: sampleWeek });
    expect(hasUnsavedChanges(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'SELECT', selection: home });
    expect(hasUnsavedChanges(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'DESELECT', eventId: 'e1' });
    expect(hasUnsavedChanges(actor.getSnapshot().context)).toBe(false);
  });
});

describe('saving', () => {
  it('sends the whole slip without the points and takes the server week back', async () => {
    const answer: PickSlipWeek = { ...sampleWeek, limit: 3, selections: [...sampleWeek.selections, home] };
    const { actor, saveWeek, emitted } = slip(async () => answer);
    actor.send({ type: 'LOADED', week: sampleWeek });
    actor.send({ type: 'SELECT', selection: home });
    actor.send({ type: 'SAVE' });
    const saved = await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'saved' }));
    expect(saveWeek).toHaveBeenCalledExactlyOnceWith({
      gameweek: '2026-W47',
      selections: [
        { eventId: 'e9', marketKey: 'h2h', outcome: 'Draw' },
        { eventId: 'e1', marketKey: 'h2h', outcome: 'Arsenal' },
      ],
    });
    expect(saved.context.limit).toBe(3);
    expect(hasUnsavedChanges(saved.context)).toBe(false);
    expect(emitted).toEqual([{ type: 'saved' }]);
  });

  it('keeps the choices after a failure and tries again on Retry', async () => {
    const failure = new Error('offline');
    let calls = 0;
    const { actor, emitted } = slip(async () => {
      calls += 1;
      if (calls === 1) throw failure;
      return sampleWeek;
    });
    actor.send({ type: 'LOADED', week: sampleWeek });
    actor.send({ type: 'SELECT', selection: home });
    actor.send({ type: 'SAVE' });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'failed' }));
    expect(failed.context.lastError).toEqual({ kind: 'saveFailed', error: failure });
    expect(failed.context.selections).toContainEqual(home);
    expect(emitted).toEqual([{ type: 'saveFailed', error: failure }]);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().context.lastError).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'saved' }));
    expect(calls).toBe(2);
  });

  it('refuses to save more picks than a lowered limit allows', () => {
    const { actor, saveWeek } = slip();
    actor.send({ type: 'LOADED', week: sampleWeek });
    actor.send({ type: 'SELECT', selection: home });
    actor.send({ type: 'LIMIT_CHANGED', limit: 1 });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'selecting' });
    expect(actor.getSnapshot().context.lastError).toEqual({ kind: 'tooManyChoices', maxPredictions: 1 });
    expect(saveWeek).not.toHaveBeenCalled();
  });

  it('takes no choices while the save is on its way', () => {
    const { actor } = slip(() => new Promise(() => undefined));
    actor.send({ type: 'LOADED', week: sampleWeek });
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'SELECT', selection: home });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().context.selections).toEqual(sampleWeek.selections);
  });
});
