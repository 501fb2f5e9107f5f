// The server's one clock. Everything that needs the time asks `fastify.clock` (or a clock passed in);
// nothing else reads the system time (lint enforces it). Outside production the clock can be moved ahead
// so that tests, the e2e run and a demo can watch events lock, finish and settle without waiting.

export interface Clock {
  now(): Date;
}

/** A clock that can be moved forward (never back: locks and settlements must not be undone). */
export interface MovableClock extends Clock {
  advance(ms: number): void;
  /** How far ahead of its base clock it runs. */
  offsetMs(): number;
}

export const systemClock: Clock = { now: () => new Date() };

export function createMovableClock(base: Clock = systemClock): MovableClock {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    advance(ms: number) {
      if (!Number.isFinite(ms) || ms < 0)
        throw new RangeError(`The clock moves forward only, not by ${ms} ms`);
      offset += ms;
    },
    offsetMs: () => offset,
  };
}
