// Outright picks (docs/game-rules.md §4.6): one pick per player per outright competition season (= one outright event),
// changeable until the event's lock time, frozen at the outright price (cap 300), outside the weekly
// allowance. Same per-player lock as the weekly saves.
import type { PickDto } from '#core/contract/play.ts';
import type { Database } from '#server/db/client.ts';
import { predictions } from '#server/db/schema.ts';
import { savedEntry } from '#core/game/ledger.ts';
import { isLocked } from '#core/game/lock.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { Executor } from '#server/db/executor.ts';
import { asPickEntry, recordPickEntry } from './ledger-store.ts';
import { eventName, pickableEvents, priceOf, removePrediction, type PickableEvent } from './pick-events.ts';
import { liveOutrightPick, lockableOf, lockPlayer } from './week-store.ts';
import { toPickDto } from './pick-dto.ts';

async function outrightEvent(
  tx: Executor,
  userId: string,
  eventId: string,
  now: Date,
): Promise<PickableEvent> {
  const event = (await pickableEvents(tx, userId, [eventId])).get(eventId);
  if (!event) throw new HttpError('unknownEvent', { eventId });
  if (!event.markets.some((market) => market.key === 'outrights')) {
    throw new HttpError('notAnOutright', { event: eventName(event) });
  }
  if (event.seasonArchived) throw new HttpError('seasonArchived', { event: eventName(event) });
  if (isLocked(lockableOf(event), now)) {
    throw new HttpError('outrightLocked', { event: eventName(event) });
  }
  return event;
}

/** PUT MyOutrightPicks/{eventId}: saves or changes the pick; the same outcome again changes nothing. */
export async function saveOutrightPick(
  db: Database,
  userId: string,
  eventId: string,
  outcomeName: string,
  now: Date,
): Promise<PickDto> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const event = await outrightEvent(tx, userId, eventId, now);
    const price = priceOf(event, 'outrights', outcomeName);
    if (!price.ok) throw HttpError.from(price.refusal);
    const { market, outcome, probability } = price.price;
    const existing = await liveOutrightPick(tx, userId, eventId);
    if (existing && existing.prediction.outcomeName === outcome) {
      return toPickDto(existing, now);
    }
    let prediction = existing?.prediction;
    if (!prediction) {
      const [row] = await tx
        .insert(predictions)
        .values({
          userId,
          eventId,
          competitionKey: event.competitionKey,
          game: 'outright',
          // Outrights count in season and yearly boards; the event's own week places their ledger rows.
          gameweek: event.gameweek,
          seasonId: event.seasonId,
          marketKey: market.key,
          line: market.line,
          outcomeName: outcome,
          probability,
          points: 0,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('The prediction insert returned no row.');
      prediction = row;
    }
    const entry = savedEntry(prediction.id, { outcome, probability, kind: 'outright' });
    await recordPickEntry(tx, prediction, asPickEntry(entry), now, now);
    const saved = await liveOutrightPick(tx, userId, eventId);
    if (!saved) throw new Error('The outright pick vanished inside its own save.');
    return toPickDto(saved, now);
  });
}

/** DELETE MyOutrightPicks/{eventId}: removes the pick before the lock; no pick is already the goal. */
export async function removeOutrightPick(
  db: Database,
  userId: string,
  eventId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const existing = await liveOutrightPick(tx, userId, eventId);
    if (!existing) return;
    if (isLocked(lockableOf(existing.event), now)) {
      throw new HttpError('outrightPickLocked');
    }
    await removePrediction(tx, existing.prediction, now);
  });
}
