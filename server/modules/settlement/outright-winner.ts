// Outright winners (docs/game-rules.md §6.7): no public feed settles tournament-winner markets, so an administrator enters
// the winning runner (the admin route, or `npm run admin:outright-winner` on the server) and the picks on
// it settle at once. Entering a different winner later is a correction: every pick is settled again.
import { and, asc, eq } from 'drizzle-orm';
import type { SettlementSummaryDto } from '#core/contract/play.ts';
import type { Database } from '#server/db/client.ts';
import type { Executor } from '#server/db/executor.ts';
import { competitions, events, markets, outcomes } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { settleEvent } from './settle-event.ts';

export interface OutrightEvent {
  eventId: string;
  competitionKey: string;
  competition: string;
  commenceTime: Date;
  status: string;
  winner: string | null;
  /** The runners of its outrights market, by name. */
  runners: string[];
}

async function runnersOf(db: Pick<Database, 'select'>, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ name: outcomes.name })
    .from(outcomes)
    .innerJoin(markets, eq(markets.id, outcomes.marketId))
    .where(and(eq(markets.eventId, eventId), eq(markets.key, 'outrights')))
    .orderBy(asc(outcomes.name));
  return rows.map((row) => row.name);
}

/**
 * Sets the winner of an outright event and settles its picks; 404 for no such event, 400 for a bad winner.
 * `audit` writes the administrator's audit row in the same transaction.
 */
export function setOutrightWinner(
  db: Database,
  eventId: string,
  winner: string,
  now: Date,
  audit?: (tx: Executor) => Promise<void>,
): Promise<SettlementSummaryDto> {
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select({ id: events.id, winner: events.winner, resultUpdatedAt: events.resultUpdatedAt })
      .from(events)
      .where(eq(events.id, eventId))
      .for('update');
    if (!event) throw new HttpError('unknownEvent', { eventId }, 404);
    const runners = await runnersOf(tx, eventId);
    if (runners.length === 0) {
      throw new HttpError('eventHasNoRunners', { eventId });
    }
    if (!runners.includes(winner)) {
      throw new HttpError('notARunner', { winner });
    }
    if (event.winner !== winner) {
      // A new result, stamped later than the last one even on a stopped clock (as the scores sync does):
      // settlement reruns an event while its settled_at is before its result_updated_at.
      const after = (event.resultUpdatedAt?.getTime() ?? Number.NEGATIVE_INFINITY) + 1;
      await tx
        .update(events)
        .set({
          winner,
          status: 'completed',
          resultUpdatedAt: new Date(Math.max(now.getTime(), after)),
          updatedAt: now,
        })
        .where(eq(events.id, eventId));
    }
    const { settled, corrected } = await settleEvent(tx, eventId, now);
    await audit?.(tx);
    return { eventId, settled, corrected };
  });
}

/** Every outright event, by competition and start, with its runners: what an administrator chooses from. */
export async function listOutrightEvents(db: Database): Promise<OutrightEvent[]> {
  const rows = await db
    .selectDistinct({
      eventId: events.id,
      competitionKey: events.competitionKey,
      competition: competitions.title,
      commenceTime: events.commenceTime,
      status: events.status,
      winner: events.winner,
    })
    .from(events)
    .innerJoin(competitions, eq(competitions.key, events.competitionKey))
    .innerJoin(markets, and(eq(markets.eventId, events.id), eq(markets.key, 'outrights')))
    .orderBy(asc(events.competitionKey), asc(events.commenceTime));
  return Promise.all(rows.map(async (row) => ({ ...row, runners: await runnersOf(db, row.eventId) })));
}
