import { describe, expect, it } from 'vitest';
import { allMarkets, feedAt, matchKeys, outrightKeys } from './feed-at.ts';

// A guard, not a benchmark: the feed computes everything from the instant, so a poll must stay cheap.
describe('demo feed cost', () => {
  it('generates a week of odds for every competition well under 200 ms', async () => {
    const keys = [...matchKeys, ...outrightKeys];
    const week = async (iso: string) => {
      const feed = feedAt(iso);
      const started = performance.now();
      const events = await Promise.all(keys.map((key) => feed.odds(key, allMarkets)));
      return { ms: performance.now() - started, count: events.flat().length };
    };
    await week('2026-01-01T00:00:00Z'); // warm-up
    const runs = [await week('2026-05-06T07:00:00Z'), await week('2026-11-19T21:00:00Z')];
    expect(runs.every((run) => run.count > 350)).toBe(true);
    // The better of two, so one scheduling hiccup on a busy CI machine cannot fail it.
    expect(Math.min(...runs.map((run) => run.ms))).toBeLessThan(200);
  });
});
