// Copies the odds feed into the database: events, markets, every bookmaker's quotes, and per outcome the
// consensus fair probability (server/game/consensus.ts) and the points it is worth (scoring.ts). An event's
// odds freeze at its lock (server/game/lock.ts): quotes that arrive after kick-off are ignored. Only one
// sync of a kind runs at a time across all server instances (a PostgreSQL advisory transaction lock) and
// within one process.
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { MarketType } from '../../contract/static-lookups.ts';
import type { Database } from '../../db/client.ts';
import {
  bookmakerQuotes,
  competitions,
  events,
  markets,
  outcomes,
  type CompetitionRow,
} from '../../db/schema.ts';
import type { FeedEvent, OddsFeed } from '../../feeds/odds-feed.ts';
import { consensus } from '../../game/consensus.ts';
import { gameweekOfEvent } from '../../game/gameweek.ts';
import { isLocked } from '../../game/lock.ts';
import { pointsFor } from '../../game/scoring.ts';
import type { Transaction } from '../../identity/executor.ts';

export interface SyncDependencies {
  db: Database;
  feed: OddsFeed;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;
  /** Only these competitions (still only active ones); unset: every active competition. */
  competitionKeys?: readonly string[];
}

export type SyncResult =
  { skipped: true } | { skipped: false; competitions: number; events: number; failed: string[] };

/** Any constants: they name "the odds sync" and "the scores sync" among PostgreSQL's advisory locks. */
export const ODDS_SYNC_LOCK = 7_346_301;
export const SCORES_SYNC_LOCK = 7_346_302;

// One process never runs two syncs of a kind on one database at once either (on PGlite, a single session,
// the advisory lock is re-entrant, so it cannot tell two callers of one process apart).
const running = new WeakMap<Database, Set<number>>();

async function exclusively(
  deps: SyncDependencies,
  lockKey: number,
  work: (tx: Transaction) => Promise<Omit<Extract<SyncResult, { skipped: false }>, 'skipped'>>,
): Promise<SyncResult> {
  const held = running.get(deps.db) ?? new Set<number>();
  running.set(deps.db, held);
  if (held.has(lockKey)) return { skipped: true };
  held.add(lockKey);
  try {
    return await deps.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ acquired: boolean }>(
        sql`select pg_try_advisory_xact_lock(${lockKey}) as acquired`,
      );
      if (!rows[0]?.acquired) return { skipped: true } as const;
      return { skipped: false, ...(await work(tx)) } as const;
    });
  } finally {
    held.delete(lockKey);
  }
}

function activeCompetitions(tx: Transaction, keys: readonly string[] | undefined) {
  const active = eq(competitions.isActive, true);
  return tx
    .select()
    .from(competitions)
    .where(keys ? and(active, inArray(competitions.key, [...keys])) : active)
    .orderBy(asc(competitions.sortOrder), asc(competitions.key));
}

/** The outcomes an h2h market must have: home, away, and a draw where the sport has draws. */
function h2hOutcomes(competition: CompetitionRow, event: FeedEvent): string[] | undefined {
  if (event.homeTeam === null || event.awayTeam === null) return undefined;
  const teams = [event.homeTeam, event.awayTeam];
  return competition.sportId === 'Football' ? [...teams, 'Draw'] : teams;
}

async function storeMarket(
  tx: Transaction,
  competition: CompetitionRow,
  event: FeedEvent,
  key: MarketType,
  now: Date,
): Promise<void> {
  const quoting = event.bookmakers.filter((book) => book.markets.some((m) => m.key === key));
  if (quoting.length === 0) return;
  const result = consensus({
    market: key,
    books: event.bookmakers,
    outcomes: key === 'h2h' ? h2hOutcomes(competition, event) : undefined,
  });
  const line = result.ok ? result.line : null;
  const [market] = await tx
    .insert(markets)
    .values({ eventId: event.id, key, line })
    .onConflictDoUpdate({ target: [markets.eventId, markets.key], set: { line } })
    .returning({ id: markets.id });
  if (!market) throw new Error(`No market row for ${event.id} ${key}`);

  await tx.delete(bookmakerQuotes).where(eq(bookmakerQuotes.marketId, market.id));
  const quotes = new Map<string, typeof bookmakerQuotes.$inferInsert>();
  for (const book of quoting) {
    for (const feedMarket of book.markets.filter((m) => m.key === key)) {
      for (const outcome of feedMarket.outcomes) {
        // Totals quote several lines; the one at the consensus line (else the first) is kept.
        const id = `${book.key}\u0000${outcome.name}`;
        const point = outcome.point ?? null;
        const existing = quotes.get(id);
        if (existing && (line === null || existing.point === line)) continue;
        quotes.set(id, {
          marketId: market.id,
          bookmakerKey: book.key,
          outcomeName: outcome.name,
          price: outcome.price,
          point,
          lastUpdate: new Date(feedMarket.lastUpdate),
        });
      }
    }
  }
  if (quotes.size > 0) await tx.insert(bookmakerQuotes).values([...quotes.values()]);

  if (!result.ok) {
    await tx
      .update(outcomes)
      .set({ probability: null, points: null, booksUsed: 0, updatedAt: now })
      .where(eq(outcomes.marketId, market.id));
    return;
  }
  const kind = key === 'outrights' ? 'outright' : 'match';
  await tx
    .insert(outcomes)
    .values(
      result.outcomes.map((outcome) => ({
        marketId: market.id,
        name: outcome.name,
        probability: outcome.probability,
        booksUsed: outcome.books,
        points: pointsFor(outcome.probability, kind),
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [outcomes.marketId, outcomes.name],
      set: {
        probability: sql`excluded.probability`,
        booksUsed: sql`excluded.books_used`,
        points: sql`excluded.points`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  // Outcomes no longer quoted (a withdrawn runner) keep their row but lose their price.
  await tx
    .update(outcomes)
    .set({ probability: null, points: null, booksUsed: 0, updatedAt: now })
    .where(
      and(
        eq(outcomes.marketId, market.id),
        notInArray(
          outcomes.name,
          result.outcomes.map((outcome) => outcome.name),
        ),
      ),
    );
}

async function storeCompetition(
  tx: Transaction,
  competition: CompetitionRow,
  feedEvents: FeedEvent[],
  now: Date,
): Promise<number> {
  if (feedEvents.length === 0) return 0;
  const stored = await tx
    .select({ id: events.id, commenceTime: events.commenceTime, status: events.status })
    .from(events)
    .where(
      inArray(
        events.id,
        feedEvents.map((event) => event.id),
      ),
    );
  const known = new Map(stored.map((row) => [row.id, row]));
  let written = 0;
  for (const event of feedEvents) {
    const existing = known.get(event.id);
    // The lock: a started event's odds are frozen, whatever the feed says now.
    if (existing && isLocked(existing, now)) continue;
    const commenceTime = new Date(event.commenceTime);
    const row = {
      competitionKey: competition.key,
      commenceTime,
      homeTeam: event.homeTeam,
      awayTeam: event.awayTeam,
      gameweek: gameweekOfEvent({ commenceTime }),
      updatedAt: now,
    };
    await tx
      .insert(events)
      .values({ id: event.id, ...row })
      .onConflictDoUpdate({ target: events.id, set: row });
    written += 1;
    // Quotes taken at or after kick-off are in-play prices: the event is kept, its odds are not.
    if (isLocked({ commenceTime }, now)) continue;
    for (const key of competition.marketTypes) await storeMarket(tx, competition, event, key, now);
  }
  return written;
}

/** Fetches and stores the odds of every active competition; `{ skipped: true }` when another sync runs. */
export function syncOdds(deps: SyncDependencies): Promise<SyncResult> {
  return exclusively(deps, ODDS_SYNC_LOCK, async (tx) => {
    const list = await activeCompetitions(tx, deps.competitionKeys);
    const failed: string[] = [];
    let eventCount = 0;
    for (const competition of list) {
      try {
        const feedEvents = await deps.feed.odds(competition.key, { markets: competition.marketTypes });
        // Its own savepoint: one competition's failure leaves the others' odds in place.
        eventCount += await tx.transaction((competitionTx) =>
          storeCompetition(competitionTx, competition, feedEvents, deps.clock.now()),
        );
      } catch (error) {
        failed.push(competition.key);
        deps.log.error({ err: error, competition: competition.key }, 'Odds sync failed for a competition');
      }
    }
    deps.log.info({ competitions: list.length, events: eventCount, failed }, 'Odds synced');
    return { competitions: list.length, events: eventCount, failed };
  });
}

/** Fetches the scores of the last three days and updates the status and scores of known events. */
export function syncScores(deps: SyncDependencies): Promise<SyncResult> {
  return exclusively(deps, SCORES_SYNC_LOCK, async (tx) => {
    const list = await activeCompetitions(tx, deps.competitionKeys);
    const failed: string[] = [];
    let eventCount = 0;
    for (const competition of list) {
      try {
        const scores = await deps.feed.scores(competition.key, { daysFrom: 3 });
        const now = deps.clock.now();
        eventCount += await tx.transaction(async (competitionTx) => {
          let updated = 0;
          for (const score of scores) {
            const rows = await competitionTx
              .update(events)
              .set({
                status: score.status,
                scores: score.scores,
                resultUpdatedAt: score.lastUpdate ? new Date(score.lastUpdate) : null,
                updatedAt: now,
              })
              .where(and(eq(events.id, score.id), eq(events.competitionKey, competition.key)))
              .returning({ id: events.id });
            updated += rows.length;
          }
          return updated;
        });
      } catch (error) {
        failed.push(competition.key);
        deps.log.error({ err: error, competition: competition.key }, 'Scores sync failed for a competition');
      }
    }
    deps.log.info({ competitions: list.length, events: eventCount, failed }, 'Scores synced');
    return { competitions: list.length, events: eventCount, failed };
  });
}
