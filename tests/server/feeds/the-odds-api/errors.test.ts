// How the client meets the provider's refusals: 401/404/422 are typed and never retried; 429 and 5xx are
// retried a bounded number of times with backoff, honouring Retry-After; time-outs and refused connections
// end as FeedUnavailable.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FeedAuthError,
  FeedInvalidRequest,
  FeedNotFound,
  FeedRateLimited,
  FeedUnavailable,
} from '#server/feeds/the-odds-api/index.ts';
import { apiKey, feedUnderTest } from './harness.ts';
import { ReplayServer } from './replay-server.ts';

const server = new ReplayServer(apiKey);
let baseUrl: string;
const now = '2026-01-03T09:00:00Z';
const eplOdds = '/v4/sports/soccer_epl/odds';

beforeAll(async () => {
  baseUrl = await server.start();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('refusals that are never retried', () => {
  it('401 INVALID_KEY → FeedAuthError after one request', async () => {
    server.script(eplOdds, { fixture: 'odds-soccer_epl.json' });
    const { feed, delays } = feedUnderTest(baseUrl, now, { apiKey: 'not-the-key' });

    const failure = feed.odds('soccer_epl', { markets: ['h2h'] });

    await expect(failure).rejects.toBeInstanceOf(FeedAuthError);
    await expect(failure).rejects.toMatchObject({ kind: 'auth', status: 401, errorCode: 'INVALID_KEY' });
    expect(server.requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('404 UNKNOWN_SPORT → FeedNotFound after one request', async () => {
    const { feed, delays } = feedUnderTest(baseUrl, now);

    const failure = feed.scores('soccer_nowhere_league', { daysFrom: 1 });

    await expect(failure).rejects.toBeInstanceOf(FeedNotFound);
    await expect(failure).rejects.toMatchObject({ status: 404, errorCode: 'UNKNOWN_SPORT' });
    await expect(failure).rejects.toThrow(
      'The Odds API answered /v4/sports/soccer_nowhere_league/scores with 404 UNKNOWN_SPORT: Unknown sport',
    );
    expect(server.requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('422 INVALID_MARKET_COMBO → FeedInvalidRequest after one request', async () => {
    server.script('/v4/sports/golf_masters_tournament_winner/odds', {
      status: 422,
      fixture: 'error-invalid-market-combo.json',
    });
    const { feed } = feedUnderTest(baseUrl, now);

    const failure = feed.odds('golf_masters_tournament_winner', { markets: ['h2h'] });

    await expect(failure).rejects.toBeInstanceOf(FeedInvalidRequest);
    await expect(failure).rejects.toMatchObject({ status: 422, errorCode: 'INVALID_MARKET_COMBO' });
    expect(server.requests).toHaveLength(1);
  });
});

describe('429 EXCEEDED_FREQ_LIMIT', () => {
  it('waits the Retry-After seconds, then succeeds', async () => {
    server.script(
      eplOdds,
      { status: 429, fixture: 'error-exceeded-freq-limit.json', headers: { 'retry-after': '2' } },
      { fixture: 'odds-soccer_epl.json' },
    );
    const { feed, delays, entries } = feedUnderTest(baseUrl, now);

    const events = await feed.odds('soccer_epl', { markets: ['h2h'] });

    expect(events).toHaveLength(2);
    expect(delays).toEqual([2_000]);
    expect(server.requests).toHaveLength(2);
    expect(entries.filter((entry) => entry.level === 'warn').map((entry) => entry.fields)).toEqual([
      expect.objectContaining({ attempt: 1, delayMs: 2_000 }),
    ]);
    // The refused attempt cost nothing; the answered one 1 market × 3 regions.
    expect(feed.quota()).toMatchObject({ usedThisMonth: 3, lastCost: 3 });
  });

  it('reads a Retry-After given as an HTTP date against the injected clock', async () => {
    const retryAt = new Date('2026-01-03T09:00:05Z').toUTCString();
    server.script(
      eplOdds,
      { status: 429, fixture: 'error-exceeded-freq-limit.json', headers: { 'retry-after': retryAt } },
      { fixture: 'odds-soccer_epl.json' },
    );
    const { feed, delays } = feedUnderTest(baseUrl, now);

    await feed.odds('soccer_epl', { markets: ['h2h'] });

    expect(delays).toEqual([5_000]);
  });

  it('backs off 1 s then 2 s without Retry-After, and gives up after 3 attempts', async () => {
    server.script(eplOdds, { status: 429, fixture: 'error-exceeded-freq-limit.json' });
    const { feed, delays } = feedUnderTest(baseUrl, now);

    const failure = feed.odds('soccer_epl', { markets: ['h2h'] });

    await expect(failure).rejects.toBeInstanceOf(FeedRateLimited);
    await expect(failure).rejects.toMatchObject({ status: 429, errorCode: 'EXCEEDED_FREQ_LIMIT' });
    expect(server.requests).toHaveLength(3);
    expect(delays).toEqual([1_000, 2_000]);
  });

  it('does not wait out a Retry-After longer than the longest backoff', async () => {
    server.script(eplOdds, {
      status: 429,
      fixture: 'error-exceeded-freq-limit.json',
      headers: { 'retry-after': '120' },
    });
    const { feed, delays } = feedUnderTest(baseUrl, now);

    await expect(feed.odds('soccer_epl', { markets: ['h2h'] })).rejects.toMatchObject({
      kind: 'rate-limited',
      retryAfterMs: 120_000,
    });
    expect(server.requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });
});

describe('5xx', () => {
  it('retries a 500 (not JSON) and a 503, then succeeds', async () => {
    server.script(
      eplOdds,
      { status: 500, text: 'Internal Server Error' },
      { status: 503, body: { message: 'Service Unavailable' } },
      { fixture: 'odds-soccer_epl.json' },
    );
    const { feed, delays } = feedUnderTest(baseUrl, now);

    const events = await feed.odds('soccer_epl', { markets: ['h2h', 'totals'] });

    expect(events.map((event) => event.homeTeam)).toEqual(['Leeds United', 'Brentford']);
    expect(delays).toEqual([1_000, 2_000]);
    expect(server.requests).toHaveLength(3);
  });

  it('gives up with FeedUnavailable after the configured attempts', async () => {
    server.script(eplOdds, { status: 502, text: 'Bad Gateway' });
    const { feed, delays } = feedUnderTest(baseUrl, now, { retry: { maxAttempts: 2, baseDelayMs: 50 } });

    const failure = feed.odds('soccer_epl', { markets: ['h2h'] });

    await expect(failure).rejects.toBeInstanceOf(FeedUnavailable);
    await expect(failure).rejects.toMatchObject({ status: 502, errorCode: undefined });
    expect(server.requests).toHaveLength(2);
    expect(delays).toEqual([50]);
  });
});

describe('no answer', () => {
  it('times out every attempt (AbortSignal.timeout) and ends as FeedUnavailable', async () => {
    // Margins a loaded machine keeps: the server and the client share one event loop, so a time-out of
    // 50 ms once fired before the server had read the second attempt, which then reached the next test's
    // script and took its first reply (a clean-clone CI, 29 November 2026).
    server.script(eplOdds, { fixture: 'odds-soccer_epl.json', delayMs: 3_000 });
    const { feed, delays } = feedUnderTest(baseUrl, now, { timeoutMs: 250, retry: { maxAttempts: 2 } });

    const failure = feed.odds('soccer_epl', { markets: ['h2h'] });

    await expect(failure).rejects.toBeInstanceOf(FeedUnavailable);
    await expect(failure).rejects.toThrow(/TimeoutError/);
    // Both attempts reach the server before the next test scripts it.
    await expect.poll(() => server.requests.length).toBe(2);
    expect(delays).toEqual([1_000]);
  });

  it('retries a body that stalls past the time-out, then succeeds', async () => {
    server.script(
      eplOdds,
      { fixture: 'odds-soccer_epl.json', stallBodyMs: 3_000 },
      { fixture: 'odds-soccer_epl.json' },
    );
    const { feed, delays, entries } = feedUnderTest(baseUrl, now, { timeoutMs: 250 });

    const events = await feed.odds('soccer_epl', { markets: ['h2h'] });

    expect(events).toHaveLength(2);
    expect(delays).toEqual([1_000]);
    expect(entries.find((entry) => entry.level === 'warn')?.fields.reason).toMatch(/stalled sending/);
  });

  it('ends a refused connection as FeedUnavailable after the retries', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { feed, delays } = feedUnderTest(`http://127.0.0.1:${port}`, now);

    await expect(feed.sports()).rejects.toThrow(/ECONNREFUSED/);
    expect(delays).toEqual([1_000, 2_000]);
  });
});
