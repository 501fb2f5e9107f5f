// The sync's pure decisions about a stored event: moved kick-offs, locks that never reopen, postponements
// read from the database's memory, and when settlement must look again.
import { describe, expect, it } from 'vitest';
import { RESCHEDULE_TOLERANCE_MS } from '#server/feeds/the-odds-api/index.ts';
import {
  eventKind,
  lockTimeFor,
  needsResettling,
  rescheduleOf,
  sameScores,
  statusAfter,
  type ScheduledEvent,
} from '#server/modules/odds-sync/schedule.ts';

const at = (iso: string) => new Date(iso);
const kickOff = at('2026-01-04T15:00:00Z');
const scheduled: ScheduledEvent = { commenceTime: kickOff, status: 'scheduled', lockTime: null };

describe('eventKind', () => {
  it('calls an event without both sides an outright', () => {
    expect(eventKind({ homeTeam: 'Leeds United', awayTeam: 'Fulham' })).toBe('match');
    expect(eventKind({ homeTeam: null, awayTeam: null })).toBe('outright');
  });
});

describe('lockTimeFor', () => {
  it('locks a match at its kick-off (no lock_time) and an outright at its commence time', () => {
    const now = at('2026-01-01T00:00:00Z');
    expect(lockTimeFor('match', kickOff, undefined, now)).toBeNull();
    expect(lockTimeFor('outright', kickOff, undefined, now)).toEqual(kickOff);
  });

  it('moves a lock that has not passed with the kick-off', () => {
    const later = at('2026-01-04T15:30:00Z');
    expect(lockTimeFor('match', later, scheduled, at('2026-01-04T14:59:59Z'))).toBeNull();
    const outright = { ...scheduled, lockTime: kickOff };
    expect(lockTimeFor('outright', later, outright, at('2026-01-04T14:00:00Z'))).toEqual(later);
  });

  it('pins a lock that has passed when the kick-off moves later, so it never reopens', () => {
    const later = at('2026-01-04T15:20:00Z');
    expect(lockTimeFor('match', later, scheduled, at('2026-01-04T15:00:00Z'))).toEqual(kickOff);
    // Once pinned it stays pinned through further moves.
    const pinned = { ...scheduled, commenceTime: later, lockTime: kickOff };
    expect(lockTimeFor('match', at('2026-01-04T16:00:00Z'), pinned, at('2026-01-04T15:10:00Z'))).toEqual(
      kickOff,
    );
    // Moved earlier: the new, earlier kick-off is the lock, which has passed anyway.
    expect(
      lockTimeFor('match', at('2026-01-04T14:45:00Z'), scheduled, at('2026-01-04T15:10:00Z')),
    ).toBeNull();
  });
});

describe('rescheduleOf', () => {
  const now = at('2026-01-03T09:00:00Z');

  it('is null when the kick-off is unchanged, or the event has started, finished or been cancelled', () => {
    expect(rescheduleOf('match', scheduled, kickOff, now)).toBeNull();
    const moved = at('2026-01-11T15:00:00Z');
    for (const status of ['live', 'completed', 'cancelled'] as const) {
      expect(rescheduleOf('match', { ...scheduled, status }, moved, now)).toBeNull();
    }
  });

  it('calls a match moved later by more than the tolerance postponed, and by the tolerance a new time', () => {
    const byTolerance = new Date(kickOff.getTime() + RESCHEDULE_TOLERANCE_MS);
    expect(rescheduleOf('match', scheduled, byTolerance, now)).toEqual({
      commenceTime: byTolerance,
      lockTime: null,
      postponed: false,
      from: kickOff,
    });
    const beyond = new Date(byTolerance.getTime() + 1000);
    expect(rescheduleOf('match', scheduled, beyond, now)).toMatchObject({ postponed: true });
    // Earlier is never a postponement.
    expect(rescheduleOf('match', scheduled, at('2026-01-02T15:00:00Z'), now)).toMatchObject({
      postponed: false,
    });
  });

  it('moves a postponed match again, and never postpones an outright (its date is its betting close)', () => {
    const postponed = { ...scheduled, status: 'postponed' as const };
    expect(rescheduleOf('match', postponed, at('2026-01-13T19:45:00Z'), now)).toMatchObject({
      postponed: true,
    });
    const outright = { ...scheduled, lockTime: kickOff };
    expect(rescheduleOf('outright', outright, at('2026-02-04T15:00:00Z'), now)).toEqual({
      commenceTime: at('2026-02-04T15:00:00Z'),
      lockTime: at('2026-02-04T15:00:00Z'),
      postponed: false,
      from: kickOff,
    });
  });
});

describe('statusAfter', () => {
  it("takes the feed's status, but a postponement sticks while the feed says merely scheduled", () => {
    expect(statusAfter('scheduled', 'completed', false)).toBe('completed');
    expect(statusAfter('scheduled', 'scheduled', true)).toBe('postponed');
    expect(statusAfter('postponed', 'scheduled', false)).toBe('postponed');
    expect(statusAfter('postponed', 'live', false)).toBe('live');
    expect(statusAfter('postponed', 'cancelled', false)).toBe('cancelled');
    expect(statusAfter('scheduled', 'postponed', false)).toBe('postponed');
  });
});

describe('sameScores', () => {
  it('ignores the order the feed lists the sides in, and nothing else', () => {
    const leeds = { name: 'Leeds United', score: '1' };
    const a = [leeds, { name: 'Manchester United', score: '2' }];
    expect(sameScores(a, [...a].reverse())).toBe(true);
    expect(sameScores(a, [leeds, { name: 'Manchester United', score: '1' }])).toBe(false);
    expect(sameScores(null, null)).toBe(true);
    expect(sameScores(null, a)).toBe(false);
  });
});

describe('needsResettling', () => {
  it('is true once the event is locked before or after the change, false while it is open', () => {
    const before = at('2026-01-04T14:00:00Z');
    const moved = { ...scheduled, commenceTime: at('2026-01-04T15:30:00Z') };
    expect(needsResettling(scheduled, moved, before)).toBe(false);
    expect(needsResettling(scheduled, { ...scheduled, status: 'postponed' }, before)).toBe(true);
    expect(needsResettling(scheduled, { ...scheduled, status: 'live' }, at('2026-01-04T15:00:00Z'))).toBe(
      true,
    );
  });
});
