import { describe, expect, it } from 'vitest';
import { isLocked, isVisibleToOthers, lockTimeOf, weeklyPickWindow } from '#core/game/lock.ts';

const kickOff = '2026-11-21T15:00:00Z'; // Saturday of 2026-W47
const at = (iso: string) => new Date(iso);

describe('isLocked', () => {
  it('locks at kick-off by the server clock, not a millisecond later', () => {
    const event = { commenceTime: kickOff };
    expect(isLocked(event, at('2026-11-21T14:59:59.999Z'))).toBe(false);
    expect(isLocked(event, at('2026-11-21T15:00:00.000Z'))).toBe(true);
    expect(isLocked(event, at('2026-11-21T15:00:00.001Z'))).toBe(true);
  });

  it('takes a kick-off with an offset as the same instant', () => {
    const event = { commenceTime: '2026-11-21T16:00:00+01:00' };
    expect(isLocked(event, at('2026-11-21T14:59:59Z'))).toBe(false);
    expect(isLocked(event, at('2026-11-21T15:00:00Z'))).toBe(true);
  });

  it('locks an event the feed reports started, finished, postponed or cancelled before its kick-off', () => {
    const before = at('2026-11-21T12:00:00Z');
    expect(isLocked({ commenceTime: kickOff, status: 'scheduled' }, before)).toBe(false);
    for (const status of ['live', 'completed', 'postponed', 'cancelled'] as const) {
      expect(isLocked({ commenceTime: kickOff, status }, before)).toBe(true);
    }
  });

  it('uses an outright competition’s own lock time', () => {
    const outright = { commenceTime: '2027-04-11T12:00:00Z', lockTime: '2027-04-08T11:00:00Z' };
    expect(lockTimeOf(outright)).toEqual(at('2027-04-08T11:00:00Z'));
    expect(isLocked(outright, at('2027-04-08T10:59:59Z'))).toBe(false);
    expect(isLocked(outright, at('2027-04-08T11:00:00Z'))).toBe(true);
  });

  it('refuses a kick-off that is not an instant', () => {
    expect(() => isLocked({ commenceTime: 'soon' }, at(kickOff))).toThrow(RangeError);
  });

  it('shows other players’ picks only once locked', () => {
    expect(isVisibleToOthers({ commenceTime: kickOff }, at('2026-11-21T14:00:00Z'))).toBe(false);
    expect(isVisibleToOthers({ commenceTime: kickOff }, at('2026-11-21T15:00:00Z'))).toBe(true);
  });
});

describe('weeklyPickWindow', () => {
  it('is open for an unlocked event of the current gameweek', () => {
    expect(weeklyPickWindow({ commenceTime: kickOff }, at('2026-11-16T00:00:00Z'))).toEqual({ open: true });
  });

  it('is closed for next gameweek’s events until that gameweek starts', () => {
    const monday = { commenceTime: '2026-11-23T19:00:00Z' }; // 2026-W48
    expect(weeklyPickWindow(monday, at('2026-11-22T23:59:59Z'))).toEqual({
      open: false,
      reason: 'not-this-gameweek',
    });
    expect(weeklyPickWindow(monday, at('2026-11-23T00:00:00Z'))).toEqual({ open: true });
  });

  it('is closed once locked', () => {
    expect(weeklyPickWindow({ commenceTime: kickOff }, at(kickOff))).toEqual({
      open: false,
      reason: 'locked',
    });
  });
});
