import { describe, expect, it } from 'vitest';
import type { PickSlipSelection, PickSlipWeek } from '#machines/pick-slip.machine.ts';
import { draftClicks, readDraft, writeDraft } from '#src/features/play/slip-draft.ts';

const selection = (eventId: string, outcome: string, points = 20): PickSlipSelection => ({
  eventId,
  marketKey: 'h2h',
  outcome,
  points,
});

const week = (selections: PickSlipSelection[]): PickSlipWeek => ({
  gameweek: '2026-W47',
  limit: 5,
  selections,
  lockedEventIds: [],
});

function memory() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('the slip draft', () => {
  it('is kept per player and gameweek, and forgotten on null', () => {
    const backend = memory();
    const draft = [selection('e1', 'Arsenal')];
    writeDraft('ann', { gameweek: '2026-W47', selections: draft }, backend);
    expect(readDraft('ann', '2026-W47', backend)).toEqual(draft);
    expect(readDraft('ann', '2026-W48', backend)).toBeNull();
    expect(readDraft('bob', '2026-W47', backend)).toBeNull();
    writeDraft('ann', null, backend);
    expect(readDraft('ann', '2026-W47', backend)).toBeNull();
  });

  it('ignores what it cannot trust: other shapes, broken JSON, storage that throws', () => {
    const backend = memory();
    backend.values.set('longshot.slipDraft.ann', '{"gameweek":"2026-W47","selections":[{"eventId":1}]}');
    expect(readDraft('ann', '2026-W47', backend)).toBeNull();
    backend.values.set('longshot.slipDraft.ann', '{not json');
    expect(readDraft('ann', '2026-W47', backend)).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readDraft('ann', '2026-W47', broken)).toBeNull();
    expect(() => writeDraft('ann', { gameweek: '2026-W47', selections: [] }, broken)).not.toThrow();
  });

  it('plays back as clicks: dropped and changed picks first taken off, then the new ones added', () => {
    const saved = [selection('e1', 'Arsenal'), selection('e2', 'Liverpool'), selection('e3', 'Draw')];
    const draft = [selection('e1', 'Arsenal'), selection('e3', 'Everton'), selection('e4', 'Leeds')];
    expect(draftClicks(week(saved), draft)).toEqual([
      { type: 'DESELECT', eventId: 'e2' },
      { type: 'DESELECT', eventId: 'e3' },
      { type: 'SELECT', selection: selection('e3', 'Everton') },
      { type: 'SELECT', selection: selection('e4', 'Leeds') },
    ]);
    expect(draftClicks(week(saved), saved)).toEqual([]);
  });
});
