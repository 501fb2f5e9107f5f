import { afterEach, describe, expect, it } from 'vitest';
import type { EventDto } from '#core/contract/predictions.ts';
import {
  chosenDay,
  dayKeyOf,
  defaultDay,
  eventsOnDay,
  gameweekDays,
  wholeWeek,
  type PlayDay,
} from '#src/features/play/play-days.ts';

// The events view's days (docs/play-screen.md): the gameweek 2026-W48 runs from Monday 23 November 00:00
// UTC to Monday 30 November 00:00 UTC; the days are the player's, in the browser's time zone.

const systemZone = process.env.TZ;
afterEach(() => {
  if (systemZone === undefined) delete process.env.TZ;
  else process.env.TZ = systemZone;
});

function event(id: string, commenceTime: string, extra: Partial<EventDto> = {}): EventDto {
  return {
    id,
    competitionKey: 'soccer_epl',
    sportId: 'Football',
    commenceTime,
    homeTeam: `Home ${id}`,
    awayTeam: `Away ${id}`,
    status: 'scheduled',
    locked: false,
    scores: null,
    markets: [],
    ...extra,
  };
}

const day = (key: string, count: number, open = count): PlayDay => ({ key, count, open });

describe('gameweekDays', () => {
  it('gives the seven days of the week in UTC, each with its events and those still open', () => {
    process.env.TZ = 'UTC';
    const days = gameweekDays('2026-W48', [
      event('a', '2026-11-28T15:00:00.000Z'),
      event('b', '2026-11-28T23:59:00.000Z', { locked: true }),
      event('c', '2026-11-23T00:00:00.000Z', { status: 'completed', locked: true }),
    ]);
    expect(days).toEqual([
      day('2026-11-23', 1, 0),
      day('2026-11-24', 0),
      day('2026-11-25', 0),
      day('2026-11-26', 0),
      day('2026-11-27', 0),
      day('2026-11-28', 2, 1),
      day('2026-11-29', 0),
    ]);
  });

  it('gives the eight local days the week touches east and west of UTC', () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(gameweekDays('2026-W48', []).map((entry) => entry.key)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
    process.env.TZ = 'America/New_York';
    const days = gameweekDays('2026-W48', [event('late', '2026-11-30T03:00:00.000Z')]);
    expect(days.map((entry) => entry.key)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    // Sunday 22:00 in New York is Monday 03:00 UTC.
    expect(days.at(-1)).toEqual(day('2026-11-29', 1));
  });

  it('keeps the day of an event outside the week rather than losing it', () => {
    process.env.TZ = 'UTC';
    const days = gameweekDays('2026-W48', [event('next', '2026-12-01T12:00:00.000Z')]);
    expect(days.at(-1)).toEqual(day('2026-12-01', 1));
    expect(days).toHaveLength(8);
  });

  it('gives only the events’ days when the week id is not one', () => {
    process.env.TZ = 'UTC';
    expect(gameweekDays('', [event('a', '2026-11-28T15:00:00.000Z')])).toEqual([day('2026-11-28', 1)]);
  });
});

describe('dayKeyOf', () => {
  it('is the local calendar day', () => {
    process.env.TZ = 'America/New_York';
    expect(dayKeyOf('2026-11-28T03:00:00.000Z')).toBe('2026-11-27');
    process.env.TZ = 'Asia/Tokyo';
    expect(dayKeyOf('2026-11-28T20:00:00.000Z')).toBe('2026-11-29');
  });
});

describe('defaultDay', () => {
  const week = [
    day('2026-11-23', 0),
    day('2026-11-24', 5, 0),
    day('2026-11-25', 30, 12),
    day('2026-11-26', 40),
  ];

  it('is the whole week while the view’s events fit on one page (20)', () => {
    expect(defaultDay([day('2026-11-24', 12), day('2026-11-25', 8)], '2026-11-24')).toBe(wholeWeek);
    expect(defaultDay([day('2026-11-24', 12), day('2026-11-25', 9)], '2026-11-24')).toBe('2026-11-24');
  });

  it('is today when today has events, even none still open', () => {
    expect(defaultDay(week, '2026-11-24')).toBe('2026-11-24');
  });

  it('is the next day still taking picks when today has no events', () => {
    expect(defaultDay(week, '2026-11-23')).toBe('2026-11-25');
  });

  it('is the first day taking picks when today is outside the week (the game clock moved)', () => {
    expect(defaultDay(week, '2026-12-25')).toBe('2026-11-25');
    expect(defaultDay(week, '2026-11-01')).toBe('2026-11-25');
  });

  it('is the first day with events when none takes picks', () => {
    const over = [day('2026-11-23', 0), day('2026-11-24', 25, 0), day('2026-11-25', 3, 0)];
    expect(defaultDay(over, '2026-12-25')).toBe('2026-11-24');
  });
});

describe('chosenDay', () => {
  const week = [day('2026-11-24', 15), day('2026-11-25', 15)];

  it('is the URL’s day when the view has it, or the whole week', () => {
    expect(chosenDay('2026-11-25', week, '2026-11-24')).toBe('2026-11-25');
    expect(chosenDay('week', week, '2026-11-24')).toBe(wholeWeek);
  });

  it('falls back to the default for a missing, unknown or malformed day', () => {
    expect(chosenDay(null, week, '2026-11-24')).toBe('2026-11-24');
    expect(chosenDay('2026-11-30', week, '2026-11-24')).toBe('2026-11-24');
    expect(chosenDay('tomorrow', week, '2026-11-24')).toBe('2026-11-24');
  });
});

describe('eventsOnDay', () => {
  it('keeps the day’s events, or all of them for the whole week', () => {
    process.env.TZ = 'UTC';
    const events = [event('a', '2026-11-24T10:00:00.000Z'), event('b', '2026-11-25T10:00:00.000Z')];
    expect(eventsOnDay(events, '2026-11-25').map((entry) => entry.id)).toEqual(['b']);
    expect(eventsOnDay(events, wholeWeek).map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(eventsOnDay(events, '2026-11-26')).toEqual([]);
  });
});
