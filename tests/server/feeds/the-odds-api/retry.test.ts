// The waits between attempts: doubling from the base, capped; Retry-After as seconds or an HTTP date.
import { describe, expect, it } from 'vitest';
import { backoffMs, defaultRetryPolicy, retryAfterMs } from '#server/feeds/the-odds-api/retry.ts';

describe('backoffMs', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((failed) => backoffMs(failed, defaultRetryPolicy))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });
});

describe('retryAfterMs', () => {
  const now = new Date('2026-01-03T09:00:00Z');

  it('reads seconds and HTTP dates, and ignores what it cannot read', () => {
    expect(retryAfterMs('2', now)).toBe(2_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Sat, 03 Jan 2026 09:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Sat, 03 Jan 2026 08:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
