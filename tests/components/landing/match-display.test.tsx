import { afterEach, describe, expect, it } from 'vitest';
import { dayOutcome, formatKickOff, scoreLine } from '#src/features/landing/match-display.ts';
import { formatDateTime } from '#src/lib/format.ts';
import { challenge, pickOn, todaysMatch, yesterdaysMatch } from './daily-fixtures.ts';

const systemZone = process.env.TZ;
afterEach(() => {
  // Node reads TZ again whenever it is assigned.
  if (systemZone === undefined) delete process.env.TZ;
  else process.env.TZ = systemZone;
});

describe('formatKickOff', () => {
  it.each([
    ['UTC', '21/11/2026 17:30'],
    ['Australia/Sydney', '22/11/2026 04:30'],
    ['America/Los_Angeles', '21/11/2026 09:30'],
  ])('shows a kick-off in the browser time zone (%s) as dd/MM/yyyy HH:mm', (zone, shown) => {
    process.env.TZ = zone;
    expect(formatKickOff('2026-11-21T17:30:00.000Z')).toBe(shown);
  });

  it.each(['2026-03-29T00:59:00Z', '2026-03-29T01:00:00Z', '2026-10-25T00:30:00Z', '2027-01-01T23:59:59Z'])(
    'agrees with the app-wide formatDateTime at %s (London, across daylight saving)',
    (instant) => {
      process.env.TZ = 'Europe/London';
      expect(formatKickOff(instant)).toBe(formatDateTime(instant));
    },
  );

  it('shows nothing for a date that is not one', () => {
    expect(formatKickOff('not a date')).toBe('');
  });
});

describe('scoreLine', () => {
  it('is null before the feed has a score', () => {
    expect(scoreLine(todaysMatch)).toBeNull();
  });

  it('names each side when the scores do not match the two teams', () => {
    const renamed = {
      ...yesterdaysMatch,
      scores: [
        { name: 'Liverpool FC', score: '2' },
        { name: 'Everton FC', score: '1' },
      ],
    };
    expect(scoreLine(renamed)).toBe('Liverpool FC 2, Everton FC 1');
  });
});

describe('dayOutcome', () => {
  const { today, yesterday } = challenge();

  it('says nothing to a visitor, nor before kick-off', () => {
    expect(dayOutcome(yesterday, false)).toBeNull();
    expect(dayOutcome({ ...today, myPick: pickOn(todaysMatch, 'Draw') }, true)).toBeNull();
    expect(dayOutcome({ ...today, event: null }, true)).toBeNull();
  });

  it('is missed without a pick once locked, pending until settled, then the result', () => {
    expect(dayOutcome(yesterday, true)).toBe('missed');
    expect(dayOutcome({ ...yesterday, myPick: pickOn(yesterdaysMatch, 'Draw') }, true)).toBe('pending');
    const won = pickOn(yesterdaysMatch, 'Draw', { result: 'won', basePoints: 45 });
    expect(dayOutcome({ ...yesterday, myPick: won }, true)).toBe('won');
  });
});
