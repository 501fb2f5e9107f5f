// The markets of events with their outcomes, as every reader of events with prices needs them. The odds
// sync writes these tables (market-store.ts); this is their one read.
import { and, eq, inArray } from 'drizzle-orm';
import type { MarketType } from '#core/contract/static-lookups.ts';
import { markets, outcomes, type MarketRow, type OutcomeRow } from '#server/db/schema.ts';
import type { Executor } from '#server/db/executor.ts';

export type MarketWithOutcomes = MarketRow & { outcomes: OutcomeRow[] };

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
