// Usage credits: the quota headers read and logged after each call, the monthly budget guard that refuses a
// call before sending it, and the circuit breaker that OUT_OF_USAGE_CREDITS opens until the month turns.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FeedBudgetExhausted, FeedOutOfCredits } from '#server/feeds/the-odds-api/index.ts';
import { apiKey, feedUnderTest } from './harness.ts';
import { ReplayServer } from './replay-server.ts';

const server = new ReplayServer(apiKey);
let baseUrl: string;
const now = '2026-01-03T09:00:00Z';
const eplOdds = '/v4/sports/soccer_epl/odds';
const eplScores = '/v4/sports/soccer_epl/scores';

beforeAll(async () => {
  baseUrl = await server.start();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  server.script('/v4/sports', { fixture: 'sports.json' });
  server.script(eplOdds, { fixture: 'odds-soccer_epl.json' });
  server.script(eplScores, { fixture: 'scores-soccer_epl.json' });
});

describe('quota headers', () => {
  it('are read after each call, logged, and shown by quota()', async () => {
    const { feed, entries } = feedUnderTest(baseUrl, now);

    await feed.scores('soccer_epl', { daysFrom: 2 });

    expect(feed.quota()).toEqual({
      month: '2026-01',
      monthlyCreditBudget: 500,
      usedThisMonth: 2,
      inFlight: 0,
      budgetLeft: 498,
      remaining: 498,
      lastCost: 2,
      observedAt: '2026-01-03T09:00:00.000Z',
      outOfCredits: false,
      resetsAt: '2026-02-01T00:00:00.000Z',
    });
    expect(entries).toContainEqual({
      level: 'info',
      message: 'The Odds API answered',
      fields: {
        url: `${baseUrl}/v4/sports/soccer_epl/scores?apiKey=[redacted]&daysFrom=2&dateFormat=iso`,
        status: 200,
        attempt: 1,
        requestsLast: 2,
        requestsUsed: 2,
        requestsRemaining: 498,
        usedThisMonth: 2,
        budgetLeft: 498,
      },
    });
  });

  it('take the provider’s x-requests-used over our own count (other instances share the key)', async () => {
    server.account.used = 120;
    const { feed } = feedUnderTest(baseUrl, now);

    await feed.odds('soccer_epl', { markets: ['h2h', 'totals'] });

    expect(feed.quota()).toMatchObject({ usedThisMonth: 126, remaining: 374, lastCost: 6, budgetLeft: 374 });
  });

  it('when absent, leave our own count of the documented cost', async () => {
    server.script(eplOdds, { fixture: 'odds-soccer_epl.json', noQuotaHeaders: true });
    const { feed } = feedUnderTest(baseUrl, now);

    await feed.odds('soccer_epl', { markets: ['h2h', 'totals'] });
    await feed.odds('soccer_epl', { markets: ['h2h'] });

    expect(feed.quota()).toMatchObject({
      usedThisMonth: 9,
      remaining: null,
      lastCost: null,
      observedAt: null,
    });
  });
});

describe('the monthly budget guard', () => {
  it('refuses, unsent, a call that would take the month past the budget; cheaper and free calls still go', async () => {
    const { feed, entries } = feedUnderTest(baseUrl, now, { monthlyCreditBudget: 10 });
    await feed.scores('soccer_epl', { daysFrom: 2 }); // 2
    await feed.odds('soccer_epl', { markets: ['h2h', 'totals'] }); // 8

    const refused = feed.odds('soccer_epl', { markets: ['h2h', 'totals'] });

    await expect(refused).rejects.toBeInstanceOf(FeedBudgetExhausted);
    await expect(refused).rejects.toMatchObject({
      kind: 'budget-exhausted',
      cost: 6,
      used: 8,
      budget: 10,
      resetsAt: '2026-02-01T00:00:00.000Z',
    });
    expect(server.requests).toHaveLength(2);

    await feed.scores('soccer_epl', { daysFrom: 1 }); // 10: exactly the budget
    await feed.sports(); // free
    await expect(feed.scores('soccer_epl')).rejects.toMatchObject({ cost: 1, used: 10 });
    expect(server.requests.map((request) => request.path)).toEqual([
      eplScores,
      eplOdds,
      eplScores,
      '/v4/sports',
    ]);
    expect(feed.quota()).toMatchObject({ usedThisMonth: 10, budgetLeft: 0 });
    // Two refusals, one warning.
    expect(entries.filter((entry) => entry.level === 'warn')).toEqual([
      {
        level: 'warn',
        message: 'The Odds API: monthly credit budget reached; calls refused',
        fields: { cost: 6, used: 8, budget: 10, resetsAt: '2026-02-01T00:00:00.000Z' },
      },
    ]);
  });

  it('counts calls in flight, so two at once cannot both spend the last credits', async () => {
    const { feed } = feedUnderTest(baseUrl, now, { monthlyCreditBudget: 5 });

    const [first, second] = await Promise.allSettled([
      feed.odds('soccer_epl', { markets: ['h2h'] }),
      feed.odds('soccer_epl', { markets: ['h2h'] }),
    ]);

    expect(first.status).toBe('fulfilled');
    expect(second).toMatchObject({
      status: 'rejected',
      reason: { kind: 'budget-exhausted', cost: 3, used: 3 },
    });
    expect(server.requests).toHaveLength(1);
    expect(feed.quota()).toMatchObject({ usedThisMonth: 3, inFlight: 0, budgetLeft: 2 });
  });

  it('counts afresh when the clock’s month turns', async () => {
    const { feed, clock, entries } = feedUnderTest(baseUrl, '2026-01-31T23:00:00Z', {
      monthlyCreditBudget: 6,
    });
    await feed.odds('soccer_epl', { markets: ['h2h', 'totals'] });
    await expect(feed.scores('soccer_epl')).rejects.toBeInstanceOf(FeedBudgetExhausted);

    clock.set('2026-02-01T00:00:00Z');
    server.account.used = 0; // the provider's plan renewed too
    await feed.scores('soccer_epl');

    expect(feed.quota()).toMatchObject({
      month: '2026-02',
      usedThisMonth: 1,
      resetsAt: '2026-03-01T00:00:00.000Z',
    });
    expect(entries.filter((entry) => entry.message.includes('new month'))).toHaveLength(1);
  });
});

describe('the OUT_OF_USAGE_CREDITS circuit breaker', () => {
  it('opens on the provider’s refusal, logs it once, and sends nothing until next month', async () => {
    server.account.plan = 4;
    const { feed, clock, entries } = feedUnderTest(baseUrl, now);
    await feed.odds('soccer_epl', { markets: ['h2h'] }); // 3 of the plan's 4

    const exhausted = feed.odds('soccer_epl', { markets: ['h2h'] });

    await expect(exhausted).rejects.toBeInstanceOf(FeedOutOfCredits);
    await expect(exhausted).rejects.toMatchObject({
      kind: 'out-of-credits',
      status: 401,
      errorCode: 'OUT_OF_USAGE_CREDITS',
      resetsAt: '2026-02-01T00:00:00.000Z',
    });
    await expect(feed.scores('soccer_epl')).rejects.toBeInstanceOf(FeedOutOfCredits);
    await expect(feed.sports()).rejects.toBeInstanceOf(FeedOutOfCredits);
    expect(server.requests).toHaveLength(2);
    expect(feed.quota()).toMatchObject({ outOfCredits: true, remaining: 0, usedThisMonth: 3 });
    expect(entries.filter((entry) => entry.level === 'error')).toEqual([
      {
        level: 'error',
        message: 'The Odds API: usage credits exhausted; calls stop until the quota resets',
        fields: {
          url: `${baseUrl}/v4/sports/soccer_epl/odds?apiKey=[redacted]&regions=uk%2Ceu%2Cus&markets=h2h&oddsFormat=decimal&dateFormat=iso`,
          resetsAt: '2026-02-01T00:00:00.000Z',
        },
      },
    ]);

    clock.set('2026-01-31T23:59:59Z');
    await expect(feed.scores('soccer_epl')).rejects.toBeInstanceOf(FeedOutOfCredits);
    clock.set('2026-02-01T00:00:00Z');
    server.account.used = 0;
    await feed.scores('soccer_epl');
    expect(server.requests).toHaveLength(3);
    expect(feed.quota()).toMatchObject({ outOfCredits: false, usedThisMonth: 1 });
  });

  it('logs once when several calls in flight meet the refusal together', async () => {
    server.script(eplScores, { status: 401, fixture: 'error-out-of-usage-credits.json' });
    const { feed, entries } = feedUnderTest(baseUrl, now);

    const results = await Promise.allSettled([
      feed.scores('soccer_epl'),
      feed.scores('soccer_epl', { daysFrom: 1 }),
    ]);

    expect(
      results.map((result) => result.status === 'rejected' && result.reason instanceof FeedOutOfCredits),
    ).toEqual([true, true]);
    expect(server.requests).toHaveLength(2);
    expect(entries.filter((entry) => entry.level === 'error')).toHaveLength(1);
  });
});
