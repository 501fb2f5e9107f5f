// The events a save picks on, read inside the save's transaction: their lock facts, markets and current
// consensus prices, and a name the player recognises for refusal messages.
import type { Refusal } from '#core/refusals.ts';
import { eq, sql } from 'drizzle-orm';
import type { MarketType } from '#core/contract/static-lookups.ts';
import {
  competitions,
  events,
  predictions,
  seasons,
  type EventRow,
  type MarketRow,
  type OutcomeRow,
} from '#server/db/schema.ts';
import { multiplierEntry } from '#core/game/ledger.ts';
import type { Executor } from '#server/db/executor.ts';
import { preparedStatement } from '#server/db/prepared-statement.ts';
import { marketsColumn, marketsFromJson } from '#server/modules/odds-sync/index.ts';
import { asPickEntry, recordPickEntries, type LedgerPrediction } from './ledger-store.ts';
import { releaseMultipliersOf } from '#server/modules/credits/index.ts';

export interface PickableEvent extends EventRow {
  competitionName: string;
  seasonArchived: boolean;
  markets: (MarketRow & { outcomes: OutcomeRow[] })[];
  /** The player already has a live prediction on this event, whichever game or gameweek it counts in. */
  playerPicked: boolean;
}

const pickableEventsStatement = preparedStatement((tx) =>
  tx
    .select({
      event: events,
      competitionName: competitions.displayName,
      archivedAt: seasons.archivedAt,
      markets: marketsColumn(events.id),
      playerPicked: sql<boolean>`exists (select 1 from ${predictions} p
        where p.user_id = ${sql.placeholder('player')} and p.removed_at is null and p.event_id = ${events.id})`,
    })
    .from(events)
    .innerJoin(competitions, eq(competitions.key, events.competitionKey))
    .leftJoin(seasons, eq(seasons.id, events.seasonId))
    .where(sql`${events.id} = any(${sql.placeholder('eventIds')}::text[])`)
    .prepare('picks_pickable_events'),
);

/**
 * The events with these ids as `player` may pick on them (unknown ids are simply absent from the map): one
 * query, markets and outcomes included, since a save reads them while it holds the player's lock.
 */
export async function pickableEvents(
  tx: Executor,
  player: string,
  eventIds: readonly string[],
): Promise<Map<string, PickableEvent>> {
  const found = new Map<string, PickableEvent>();
  if (eventIds.length === 0) return found;
  const rows = await pickableEventsStatement(tx).execute({ player, eventIds: [...eventIds] });
  for (const { event, competitionName, archivedAt, markets, playerPicked } of rows) {
    found.set(event.id, {
      ...event,
      competitionName,
      seasonArchived: archivedAt !== null,
      markets: marketsFromJson(markets),
      playerPicked,
    });
  }
  return found;
}

/** "Arsenal v Chelsea", or the competition's name for an outright. */
export function eventName(event: Pick<PickableEvent, 'homeTeam' | 'awayTeam' | 'competitionName'>): string {
  if (event.homeTeam && event.awayTeam) return `${event.homeTeam} v ${event.awayTeam}`;
  return event.competitionName;
}

export interface Price {
  market: MarketRow;
  outcome: string;
  probability: number;
}

/** The current consensus of one outcome, or why it cannot be picked (a refusal of the catalogue). */
export function priceOf(
  event: PickableEvent,
  marketKey: MarketType,
  outcomeName: string,
): { ok: true; price: Price } | { ok: false; refusal: Refusal } {
  const market = event.markets.find((candidate) => candidate.key === marketKey);
  if (!market) {
    return {
      ok: false,
      refusal: { code: 'noSuchMarket', params: { event: eventName(event), market: marketKey } },
    };
  }
  const outcome = market.outcomes.find((candidate) => candidate.name === outcomeName);
  if (!outcome) {
    return {
      ok: false,
      refusal: {
        code: 'notAnOutcome',
        params: { outcome: outcomeName, market: marketKey, event: eventName(event) },
      },
    };
  }
  // docs/game-rules.md §2.1: an outcome with no usable quote has no fair price, so it cannot be picked.
  if (outcome.probability === null) {
    return {
      ok: false,
      refusal: { code: 'outcomeUnpriced', params: { outcome: outcomeName, event: eventName(event) } },
    };
  }
  return { ok: true, price: { market, outcome: outcome.name, probability: outcome.probability } };
}

/**
 * Removes a player's live predictions before their lock: their rows and ledgers stay, their slots and events
 * are free again. A removed prediction gives its Multiplier credit back (the pick it multiplied no longer
 * exists, and it was unlocked, so undoing is allowed): the credit is held again and the ledger records
 * factor 1. A few statements, however many predictions. The answer is the predictions whose Multiplier
 * was given back (the player's credits changed).
 */
export async function removePredictions(
  tx: Executor,
  userId: string,
  removed: readonly LedgerPrediction[],
  now: Date,
): Promise<ReadonlySet<string>> {
  if (removed.length === 0) return new Set();
  const ids = removed.map((prediction) => prediction.id);
  const released = await releaseMultipliersOf(tx, userId, ids);
  await recordPickEntries(
    tx,
    removed
      .filter((prediction) => released.has(prediction.id))
      .map((prediction) => ({ prediction, entry: asPickEntry(multiplierEntry(prediction.id, 1)) })),
    now,
    now,
  );
  await removeStatement(tx).execute({ ids, now: now.toISOString() });
  return released;
}

// `now` as ISO text: a placeholder in a SQL fragment skips the column's own conversion of a Date.
const at = sql`${sql.placeholder('now')}::timestamptz`;
const removeStatement = preparedStatement((tx) =>
  tx
    .update(predictions)
    .set({ removedAt: at, updatedAt: at })
    .where(sql`${predictions.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('picks_remove_predictions'),
);

/** Removes one live prediction before its lock (see removePredictions). */
export async function removePrediction(tx: Executor, prediction: LedgerPrediction, now: Date): Promise<void> {
  await removePredictions(tx, prediction.userId, [prediction], now);
}
