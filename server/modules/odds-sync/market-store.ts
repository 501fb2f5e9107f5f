// One market of one event into the database: every bookmaker's last quote, and per outcome the consensus
// fair probability (core/game/consensus.ts) and the points it is worth (scoring.ts). Outcomes no longer
// quoted keep their row (a pick may name them) but lose their price.
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { MarketType } from '#core/contract/static-lookups.ts';
import { bookmakerQuotes, markets, outcomes, type CompetitionRow } from '#server/db/schema.ts';
import type { FeedEvent } from '#core/game/feed.ts';
import { consensus } from '#core/game/consensus.ts';
import { pointsFor } from '#core/game/scoring.ts';
import type { Transaction } from '#server/db/executor.ts';

/** The outcomes an h2h market must have: home, away, and a draw where the sport has draws. */
function h2hOutcomes(competition: CompetitionRow, event: FeedEvent): string[] | undefined {
  if (event.homeTeam === null || event.awayTeam === null) return undefined;
  const teams = [event.homeTeam, event.awayTeam];
  return competition.sportId === 'Football' ? [...teams, 'Draw'] : teams;
}

export async function storeMarket(
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
