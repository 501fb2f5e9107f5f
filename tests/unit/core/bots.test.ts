// The benchmark bots' choice rules (core/game/bots.ts, docs/game-rules.md §8.1): which events they play
// (each gameweek's five earliest, picked once their lock has passed) and which outcome each takes.
import { describe, expect, it } from 'vitest';
import {
  BOTS,
  botByCode,
  botChoice,
  crowdChoice,
  eventsToPick,
  favouriteChoice,
  type BotCandidate,
} from '#core/game/bots.ts';

const outcomes = [
  { name: 'Home', probability: 0.25 },
  { name: 'Draw', probability: 0.3 },
  { name: 'Away', probability: 0.45 },
];

describe('The Favourite', () => {
  it('takes the outcome with the highest fair probability', () => {
    expect(favouriteChoice(outcomes)?.name).toBe('Away');
  });

  it('breaks an equal probability by name, so every instance chooses alike', () => {
    expect(
      favouriteChoice([
        { name: 'Zebras', probability: 0.5 },
        { name: 'Ants', probability: 0.5 },
      ])?.name,
    ).toBe('Ants');
  });

  it('has nothing to pick without a priced outcome', () => {
    expect(favouriteChoice([])).toBeNull();
  });
});

describe('The Crowd', () => {
  it('takes the outcome people picked most, however unlikely', () => {
    const picks = new Map([
      ['Home', 3],
      ['Away', 1],
    ]);
    expect(crowdChoice(outcomes, picks)?.name).toBe('Home');
  });

  it('gives equal counts to the likelier outcome', () => {
    const picks = new Map([
      ['Home', 2],
      ['Draw', 2],
      ['Away', 1],
    ]);
    expect(crowdChoice(outcomes, picks)?.name).toBe('Draw');
  });

  it('takes the likeliest outcome of an event nobody picked', () => {
    expect(crowdChoice(outcomes, new Map())?.name).toBe('Away');
    expect(botChoice('crowd', outcomes, new Map())).toEqual(botChoice('favourite', outcomes, new Map()));
  });
});

describe('the events a bot plays', () => {
  const at = (hour: number) => new Date(Date.UTC(2032, 2, 9, hour));
  const events = (locked: number): BotCandidate[] =>
    [10, 11, 12, 13, 14, 15, 16].map((hour, index) => ({
      id: `e${hour}`,
      commenceTime: at(hour),
      locked: index < locked,
    }));

  it('picks nothing before the first lock, then each of the five earliest as it locks', () => {
    expect(eventsToPick(events(0), new Set())).toEqual([]);
    expect(eventsToPick(events(2), new Set())).toEqual(['e10', 'e11']);
    expect(eventsToPick(events(3), new Set(['e10', 'e11']))).toEqual(['e12']);
    expect(eventsToPick(events(7), new Set(['e10', 'e11', 'e12']))).toEqual(['e13', 'e14']);
    expect(eventsToPick(events(7), new Set(['e10', 'e11', 'e12', 'e13', 'e14']))).toEqual([]);
  });

  it('takes the earliest first whatever the order they come in, ties by id', () => {
    const shuffled: BotCandidate[] = [
      { id: 'b', commenceTime: at(12), locked: true },
      { id: 'z', commenceTime: at(9), locked: true },
      { id: 'a', commenceTime: at(12), locked: true },
    ];
    expect(eventsToPick(shuffled, new Set(), 2)).toEqual(['z', 'a']);
  });

  it('keeps the slot of an earlier event not locked yet (one reported live early locks first)', () => {
    const candidates = events(0).map((event) => (event.id === 'e15' ? { ...event, locked: true } : event));
    // e15 is the sixth earliest: the five before it keep their slots.
    expect(eventsToPick(candidates, new Set())).toEqual([]);
    const early = events(0).map((event) => (event.id === 'e12' ? { ...event, locked: true } : event));
    expect(eventsToPick(early, new Set())).toEqual(['e12']);
  });

  it('never goes past five, even when a picked event has moved out of the earliest', () => {
    expect(eventsToPick(events(7), new Set(['moved-later', 'e10', 'e11', 'e12']))).toEqual(['e13']);
  });
});

describe('the bots', () => {
  it('are two, with their own fixed ids and numbers', () => {
    expect(BOTS.map((bot) => bot.bot)).toEqual(['favourite', 'crowd']);
    expect(new Set(BOTS.map((bot) => bot.userId)).size).toBe(2);
    expect(botByCode(2)?.name).toBe('The Crowd');
  });

  it('keep the ids and names their rows are stored and shown under', () => {
    // The ids are in every bot row (bot_picks, bot_standings): a changed one would orphan them.
    expect(BOTS).toEqual([
      { bot: 'favourite', code: 1, userId: '00000000-0000-4000-8000-00000000b071', name: 'The Favourite' },
      { bot: 'crowd', code: 2, userId: '00000000-0000-4000-8000-00000000b072', name: 'The Crowd' },
    ]);
    expect(botByCode(3)).toBeUndefined();
  });
});

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
