// What every test of the client needs: a key, a clock the test moves, a log it can read, and retries whose
// waits are recorded instead of slept.
import {
  createTheOddsApiFeed,
  type FeedLog,
  type TheOddsApiFeed,
  type TheOddsApiFeedOptions,
} from '#server/feeds/the-odds-api/index.ts';

export const apiKey = 'k3y5ecret0dd5a9e8f7c6b5a4d3c2b1a0';

export interface TestClock {
  now(): Date;
  set(iso: string): void;
}

export function testClock(iso: string): TestClock {
  let current = new Date(iso);
  return {
    now: () => new Date(current),
    set: (next) => {
      current = new Date(next);
    },
  };
}

export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  fields: Record<string, unknown>;
  message: string;
}

export function recordingLog(): { log: FeedLog; entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const at =
    (level: LogEntry['level']) =>
    (fields: Record<string, unknown>, message: string): void =>
      void entries.push({ level, fields, message });
  return { log: { info: at('info'), warn: at('warn'), error: at('error') }, entries };
}

export interface FeedUnderTest {
  feed: TheOddsApiFeed;
  clock: TestClock;
  entries: LogEntry[];
  /** Every wait the retries asked for, in ms. */
  delays: number[];
}

export function feedUnderTest(
  baseUrl: string,
  now: string,
  overrides: Partial<TheOddsApiFeedOptions> = {},
): FeedUnderTest {
  const clock = testClock(now);
  const { log, entries } = recordingLog();
  const delays: number[] = [];
  const feed = createTheOddsApiFeed({
    apiKey,
    baseUrl,
    monthlyCreditBudget: 500,
    clock,
    log,
    sleep: async (ms) => void delays.push(ms),
    ...overrides,
  });
  return { feed, clock, entries, delays };
}
