// The Odds API v4 as the game's OddsFeed: /v4/sports, /v4/sports/{sport}/odds and /v4/sports/{sport}/scores
// with exactly the documented query parameters, decimal odds and ISO times, within a monthly credit budget.
import { setTimeout as delay } from 'node:timers/promises';
import type {
  FeedEvent,
  FeedMarketKey,
  FeedScore,
  FeedSport,
  OddsFeed,
  OddsRequest,
  ScoresRequest,
} from '#core/game/feed.ts';
import { oddsCallCost, regionCount, scoresCallCost, sportsCallCost } from './call-cost.ts';
import { FeedInvalidRequest } from './errors.ts';
import { KickOffMemory } from './event-status.ts';
import { parseList, toFeedEvent, toFeedScore, toFeedSport } from './normalise.ts';
import { defaultRetryPolicy, type RetryPolicy } from './retry.ts';
import { OddsApiTransport, defaultTimeoutMs, type FeedLog } from './transport.ts';
import { UsageQuota, type QuotaSnapshot } from './usage-quota.ts';
import { oddsEventWire, scoreEventWire, sportWire } from './wire-shapes.ts';

export interface TheOddsApiFeedOptions {
  apiKey: string;
  /** Default https://api.the-odds-api.com; tests point it at a local server. */
  baseUrl?: string;
  /** Bookmaker regions for /odds, comma-separated (default "uk,eu,us"); each one multiplies the cost. */
  regions?: string;
  /** Credits this client may spend in a UTC month; a call that would pass it is refused unsent. */
  monthlyCreditBudget: number;
  clock: { now(): Date };
  log: FeedLog;
  fetch?: typeof fetch;
  /** Per attempt (default 10 s). */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** How the retries wait; tests pass one that records the delays. */
  sleep?: (ms: number) => Promise<void>;
}

export interface TheOddsApiFeed extends OddsFeed {
  readonly name: 'the-odds-api';
  /** The month's usage credits and the breaker, for the job scheduler to pace its polling. */
  quota(): QuotaSnapshot;
  /** What odds() for these markets would cost with the configured regions. */
  oddsCost(markets: readonly FeedMarketKey[]): number;
}

const defaultBaseUrl = 'https://api.the-odds-api.com';
const defaultRegions = 'uk,eu,us';

const marketOrder: readonly FeedMarketKey[] = ['h2h', 'totals', 'outrights'];
const sportKeyPattern = /^[a-z0-9_]+$/;

function sportPath(sportKey: string, endpoint: 'odds' | 'scores'): string {
  if (!sportKeyPattern.test(sportKey))
    throw new FeedInvalidRequest(`Not a sport key: ${JSON.stringify(sportKey)}`);
  return `/v4/sports/${sportKey}/${endpoint}`;
}

/** Outright sports accept only markets=outrights (h2h there is INVALID_MARKET_COMBO), so mixing is refused here. */
function marketsParam(markets: readonly FeedMarketKey[]): FeedMarketKey[] {
  const wanted = marketOrder.filter((key) => markets.includes(key));
  if (wanted.length === 0 || markets.some((key) => !marketOrder.includes(key))) {
    throw new FeedInvalidRequest(`Markets must be among ${marketOrder.join(', ')}`);
  }
  if (wanted.includes('outrights') && wanted.length > 1) {
    throw new FeedInvalidRequest('Outrights cannot be asked for together with h2h or totals');
  }
  return wanted;
}

function daysFromParam(daysFrom: number | undefined): number | undefined {
  if (daysFrom !== undefined && !(Number.isInteger(daysFrom) && daysFrom >= 1 && daysFrom <= 3)) {
    throw new FeedInvalidRequest('daysFrom must be a whole number from 1 to 3');
  }
  return daysFrom;
}

export function createTheOddsApiFeed(options: TheOddsApiFeedOptions): TheOddsApiFeed {
  if (options.apiKey.trim() === '') throw new TypeError('The Odds API feed needs an apiKey');
  const regions = options.regions ?? defaultRegions;
  if (regionCount(regions) === 0) throw new TypeError('The Odds API feed needs at least one region');
  const { clock, log } = options;
  const quota = new UsageQuota(options.monthlyCreditBudget, clock);
  const memory = new KickOffMemory();
  const transport = new OddsApiTransport({
    apiKey: options.apiKey,
    baseUrl: options.baseUrl ?? defaultBaseUrl,
    fetch: options.fetch ?? globalThis.fetch,
    timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
    retry: { ...defaultRetryPolicy, ...options.retry },
    sleep: options.sleep ?? ((ms) => delay(ms)),
    clock,
    log,
    quota,
  });

  return {
    name: 'the-odds-api',

    // all=true: the call is free, and without it an out-of-season sport would vanish from the list
    // instead of showing active: false.
    async sports(): Promise<FeedSport[]> {
      const path = '/v4/sports';
      const body = await transport.get(path, { all: 'true' }, sportsCallCost);
      return parseList(sportWire, body, path, log).map(toFeedSport);
    },

    async odds(sportKey: string, request: OddsRequest): Promise<FeedEvent[]> {
      const path = sportPath(sportKey, 'odds');
      const markets = marketsParam(request.markets);
      const params = { regions, markets: markets.join(','), oddsFormat: 'decimal', dateFormat: 'iso' };
      const body = await transport.get(path, params, oddsCallCost(markets, regions));
      const fetchedAt = clock.now().toISOString();
      const wanted = new Set(markets);
      return parseList(oddsEventWire, body, path, log).map((event) => {
        memory.remember(event.id, Date.parse(event.commence_time));
        return toFeedEvent(event, wanted, fetchedAt);
      });
    },

    async scores(sportKey: string, request: ScoresRequest = {}): Promise<FeedScore[]> {
      const path = sportPath(sportKey, 'scores');
      const daysFrom = daysFromParam(request.daysFrom);
      const params: Record<string, string> = daysFrom === undefined ? {} : { daysFrom: String(daysFrom) };
      params.dateFormat = 'iso';
      const body = await transport.get(path, params, scoresCallCost(daysFrom));
      const now = clock.now();
      return parseList(scoreEventWire, body, path, log).map((event) => toFeedScore(event, memory, now));
    },

    quota: () => quota.snapshot(),
    oddsCost: (markets) => oddsCallCost(markets, regions),
  };
}
