// The markets of events with their outcomes, as every reader of events with prices needs them. The odds
// sync writes these tables (market-store.ts); this is their one read.
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { MarketType } from '#core/contract/static-lookups.ts';
import { markets, outcomes, type MarketRow, type OutcomeRow } from '#server/db/schema.ts';
import type { Executor } from '#server/db/executor.ts';

export type MarketWithOutcomes = MarketRow & { outcomes: OutcomeRow[] };

/** A market as the column below returns it: JSON, so its outcomes' times are strings. */
type MarketJson = MarketRow & { outcomes: (Omit<OutcomeRow, 'updatedAt'> & { updatedAt: string })[] };

/**
 * The markets of the event in `eventId` (a column of the outer query) with their outcomes, as one JSON
 * column: a reader that needs the event row too gets everything in one round trip instead of three (the
 * save reads its events this way, under the player's lock). Read it with marketsFromJson.
 */
export function marketsColumn(eventId: AnyColumn): SQL<MarketJson[]> {
  return sql<MarketJson[]>`coalesce((
    select json_agg(json_build_object(
      'id', m.id, 'eventId', m.event_id, 'key', m.key, 'line', m.line,
      'outcomes', coalesce((
        select json_agg(json_build_object(
          'id', o.id, 'marketId', o.market_id, 'name', o.name, 'probability', o.probability,
          'booksUsed', o.books_used, 'points', o.points, 'updatedAt', o.updated_at) order by o.name)
        from ${outcomes} o where o.market_id = m.id), '[]'::json)) order by m.key)
    from ${markets} m where m.event_id = ${eventId}), '[]'::json)`;
}

/** marketsColumn's value as the rows marketsOf gives. */
export function marketsFromJson(json: readonly MarketJson[]): MarketWithOutcomes[] {
  return json.map((market) => ({
    ...market,
    outcomes: market.outcomes.map((outcome) => ({ ...outcome, updatedAt: new Date(outcome.updatedAt) })),
  }));
}

/**
 * The markets of these events with their outcomes, per event id (optionally only one market type): the
 * two queries every reader of events with prices makes.
 */
export async function marketsOf(
  db: Executor,
  eventIds: readonly string[],
  marketKey?: MarketType,
): Promise<Map<string, MarketWithOutcomes[]>> {
  if (eventIds.length === 0) return new Map();
  const inEvents = inArray(markets.eventId, [...eventIds]);
  const marketRows = await db
    .select()
    .from(markets)
    .where(marketKey === undefined ? inEvents : and(inEvents, eq(markets.key, marketKey)));
  const outcomeRows =
    marketRows.length === 0
      ? []
      : await db
          .select()
          .from(outcomes)
          .where(
            inArray(
              outcomes.marketId,
              marketRows.map((market) => market.id),
            ),
          );
  const outcomesByMarket = groupBy(outcomeRows, (outcome) => outcome.marketId);
  return groupBy(
    marketRows.map((market) => ({ ...market, outcomes: outcomesByMarket.get(market.id) ?? [] })),
    (market) => market.eventId,
  );
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
