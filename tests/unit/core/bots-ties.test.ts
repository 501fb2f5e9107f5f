// The benchmark bots (docs/game-rules.md §8.1): each bot takes its own rule's outcome, and every tie is
// broken by name or id whatever order the candidates arrive in.
import { describe, expect, it } from 'vitest';
import { botChoice, eventsToPick, favouriteChoice, type BotCandidate } from '#core/game/bots.ts';

const outcomes = [
  { name: 'Home', probability: 0.25 },
  { name: 'Draw', probability: 0.3 },
  { name: 'Away', probability: 0.45 },
];

describe('botChoice', () => {
  it('gives each bot its own rule: The Favourite the likeliest, The Crowd the most picked', () => {
    const picks = new Map([['Home', 3]]);
    expect(botChoice('favourite', outcomes, picks)).toEqual({ name: 'Away', probability: 0.45 });
    expect(botChoice('crowd', outcomes, picks)).toEqual({ name: 'Home', probability: 0.25 });
  });
});

describe('an equal probability goes to the first name', () => {
  const even = (names: string[]) => names.map((name) => ({ name, probability: 0.2 }));

  it.each([
    [['Ants', 'Zebras']],
    [['Zebras', 'Ants']],
    [['Moles', 'Zebras', 'Ants']],
    [['Zebras', 'Ants', 'Moles']],
  ])('%j', (names) => {
    expect(favouriteChoice(even(names))?.name).toBe('Ants');
  });
});

describe('events at the same kick-off go by id', () => {
  const at = new Date(Date.UTC(2032, 2, 9, 12));
  const events = (ids: string[]): BotCandidate[] => ids.map((id) => ({ id, commenceTime: at, locked: true }));

  it.each([[['a', 'b', 'c']], [['c', 'b', 'a']], [['b', 'c', 'a']], [['c', 'a', 'b']]])('%j', (ids) => {
    expect(eventsToPick(events(ids), new Set(), 2)).toEqual(['a', 'b']);
  });
});
