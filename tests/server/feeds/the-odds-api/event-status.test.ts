// The status of an event from what The Odds API says (completed, scores) and what it does not (postponed):
// a kick-off moved more than an hour later, or no score a day after the kick-off.
import { describe, expect, it } from 'vitest';
import { inferStatus, KickOffMemory } from '#server/feeds/the-odds-api/event-status.ts';
import { NOT_STARTED_AFTER_MS, RESCHEDULE_TOLERANCE_MS } from '#server/feeds/the-odds-api/index.ts';

const hour = 60 * 60 * 1_000;
const kickOff = Date.parse('2026-01-10T15:00:00Z');
const evidence = { completed: false, hasScores: false, commenceMs: kickOff, firstCommenceMs: kickOff };

describe('inferStatus', () => {
  it('the thresholds are an hour and a day', () => {
    expect(RESCHEDULE_TOLERANCE_MS).toBe(hour);
    expect(NOT_STARTED_AFTER_MS).toBe(24 * hour);
  });

  it('completed wins over everything; scores mean live', () => {
    expect(inferStatus({ ...evidence, completed: true, hasScores: true, nowMs: kickOff + 2 * hour })).toBe(
      'completed',
    );
    expect(inferStatus({ ...evidence, completed: true, nowMs: kickOff + 48 * hour })).toBe('completed');
    expect(inferStatus({ ...evidence, hasScores: true, nowMs: kickOff + 30 * hour })).toBe('live');
  });

  it('before the kick-off: scheduled, or postponed once moved more than an hour later', () => {
    const nowMs = kickOff - 24 * hour;
    expect(inferStatus({ ...evidence, nowMs })).toBe('scheduled');
    expect(inferStatus({ ...evidence, commenceMs: kickOff + hour, nowMs })).toBe('scheduled');
    expect(inferStatus({ ...evidence, commenceMs: kickOff + hour + 1, nowMs })).toBe('postponed');
    expect(inferStatus({ ...evidence, commenceMs: kickOff - 3 * hour, nowMs })).toBe('scheduled');
  });

  it('after the kick-off without a score: live for a day, then postponed', () => {
    expect(inferStatus({ ...evidence, nowMs: kickOff })).toBe('live');
    expect(inferStatus({ ...evidence, nowMs: kickOff + 24 * hour - 1 })).toBe('live');
    expect(inferStatus({ ...evidence, nowMs: kickOff + 24 * hour })).toBe('postponed');
  });
});

describe('KickOffMemory', () => {
  it('keeps the first kick-off seen for an event', () => {
    const memory = new KickOffMemory();
    expect(memory.remember('a', kickOff)).toBe(kickOff);
    expect(memory.remember('a', kickOff + 3 * hour)).toBe(kickOff);
    expect(memory.remember('b', kickOff + 3 * hour)).toBe(kickOff + 3 * hour);
  });
});
