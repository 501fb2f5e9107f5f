// From The Odds API's answers to the game's Feed* shapes: one parse per list element (a malformed event is
// dropped and logged, the rest still count), ISO times in one form (Date#toISOString), only the markets the
// game asked for (lay markets and anything else dropped), teams null for outrights, scores kept as the
// provider's text in the provider's order.
import type { z } from 'zod';
import type {
  FeedBookmaker,
  FeedEvent,
  FeedMarket,
  FeedMarketKey,
  FeedOutcome,
  FeedScore,
  FeedSport,
} from '#core/game/feed.ts';
import { FeedBadResponse } from './errors.ts';
import { inferStatus, type KickOffMemory } from './event-status.ts';
import type { FeedLog } from './transport.ts';
import type { BookmakerWire, OddsEventWire, OutcomeWire, ScoreEventWire, SportWire } from './wire-shapes.ts';

function iso(time: string): string {
  return new Date(time).toISOString();
}

/** The answer must be an array; elements that do not fit the schema are left out, each logged. */
export function parseList<T>(schema: z.ZodType<T>, body: unknown, path: string, log: FeedLog): T[] {
  if (!Array.isArray(body)) {
    throw new FeedBadResponse(`The Odds API answered ${path} with something other than a list`);
  }
  const parsed: T[] = [];
  body.forEach((element: unknown, index) => {
    const result = schema.safeParse(element);
    if (result.success) {
      parsed.push(result.data);
      return;
    }
    const id = typeof element === 'object' && element !== null ? (element as { id?: unknown }).id : undefined;
    const issue = result.error.issues[0];
    log.warn(
      {
        path,
        index,
        id: typeof id === 'string' ? id : undefined,
        field: issue?.path.join('.'),
        problem: issue?.message,
      },
      'The Odds API: an element not in the documented shape was left out',
    );
  });
  return parsed;
}

export function toFeedSport(sport: SportWire): FeedSport {
  return {
    key: sport.key,
    group: sport.group,
    title: sport.title,
    description: sport.description,
    active: sport.active,
    hasOutrights: sport.has_outrights,
  };
}

/** The line is kept for totals only; h2h and outrights have none. */
function toFeedOutcomes(key: FeedMarketKey, outcomes: OutcomeWire[]): FeedOutcome[] {
  return outcomes.map((outcome) =>
    key === 'totals' && outcome.point !== undefined
      ? { name: outcome.name, price: outcome.price, point: outcome.point }
      : { name: outcome.name, price: outcome.price },
  );
}

/**
 * A market without its own last_update (older answers) takes its bookmaker's; a bookmaker without one takes
 * its newest market's; with neither, the time of the fetch: the provider served it as current then.
 */
function toFeedBookmaker(
  book: BookmakerWire,
  wanted: ReadonlySet<FeedMarketKey>,
  fetchedAt: string,
): FeedBookmaker | null {
  const used = book.markets.filter((market): market is typeof market & { key: FeedMarketKey } =>
    wanted.has(market.key as FeedMarketKey),
  );
  if (used.length === 0) return null;
  const marketTimes = used.flatMap((market) => (market.last_update ? [iso(market.last_update)] : []));
  const bookUpdate = book.last_update ? iso(book.last_update) : (marketTimes.sort().at(-1) ?? fetchedAt);
  const markets: FeedMarket[] = used.map((market) => ({
    key: market.key,
    lastUpdate: market.last_update ? iso(market.last_update) : bookUpdate,
    outcomes: toFeedOutcomes(market.key, market.outcomes),
  }));
  return { key: book.key, title: book.title, lastUpdate: bookUpdate, markets };
}

export function toFeedEvent(
  event: OddsEventWire,
  wanted: ReadonlySet<FeedMarketKey>,
  fetchedAt: string,
): FeedEvent {
  return {
    id: event.id,
    sportKey: event.sport_key,
    commenceTime: iso(event.commence_time),
    homeTeam: event.home_team ?? null,
    awayTeam: event.away_team ?? null,
    bookmakers: event.bookmakers.flatMap((book) => toFeedBookmaker(book, wanted, fetchedAt) ?? []),
  };
}

export function toFeedScore(event: ScoreEventWire, memory: KickOffMemory, now: Date): FeedScore {
  const commenceMs = Date.parse(event.commence_time);
  const scores = event.scores ?? null;
  return {
    id: event.id,
    sportKey: event.sport_key,
    commenceTime: iso(event.commence_time),
    homeTeam: event.home_team ?? null,
    awayTeam: event.away_team ?? null,
    status: inferStatus({
      completed: event.completed,
      hasScores: scores !== null,
      commenceMs,
      firstCommenceMs: memory.remember(event.id, commenceMs),
      nowMs: now.getTime(),
    }),
    scores: scores === null ? null : scores.map((score) => ({ name: score.name, score: score.score })),
    lastUpdate: event.last_update ? iso(event.last_update) : null,
  };
}
