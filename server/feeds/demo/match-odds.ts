// A match event as odds() lists it: the books that price it, each with h2h and (where the sport has one)
// totals. A live event keeps the prices its books had at kick-off: picks lock then, and in-play prices are
// not the game's business.
import type { FeedBookmaker, FeedEvent, FeedMarket, FeedMarketKey } from '#core/game/feed.ts';
import { booksFor } from './bookmakers.ts';
import { MARGIN_JITTER, MATCH_BOOKSUM_BAND, MIN_BOOKMAKERS, MISSING_MARKET_RATE } from './constants.ts';
import type { Fixture } from './fixtures.ts';
import { quoteMarket, repricingAt } from './market-quotes.ts';
import type { MatchModel } from './match-model.ts';
import { randomFor } from './random.ts';
import { isoSeconds } from './time.ts';

export function matchEvent(
  fixture: Fixture,
  model: MatchModel,
  nowMs: number,
  markets: readonly FeedMarketKey[],
): FeedEvent {
  const { id, competition } = fixture;
  const priceAt = Math.min(nowMs, fixture.commenceMs);
  const bookmakers: FeedBookmaker[] = [];
  const books = booksFor(randomFor(id, 'books'), competition.maxBookmakers);
  // A book may skip h2h, but never so many that fewer than MIN_BOOKMAKERS price the winner.
  let h2hSkips = books.length - MIN_BOOKMAKERS;
  for (const book of books) {
    const repricing = repricingAt(book, priceAt);
    const perBook = randomFor(id, book.key, 'book');
    const booksum = 1 + book.margin + (2 * perBook.next() - 1) * MARGIN_JITTER;
    const lacksH2h = perBook.chance(MISSING_MARKET_RATE.h2h) && h2hSkips-- > 0;
    const lacksTotals = perBook.chance(MISSING_MARKET_RATE.totals);
    const common = { eventId: id, book, repricing, booksum, band: MATCH_BOOKSUM_BAND };
    const quoted: FeedMarket[] = [];
    if (markets.includes('h2h') && !lacksH2h) {
      const outcomes = [
        { name: fixture.homeTeam, fair: model.win.home },
        { name: fixture.awayTeam, fair: model.win.away },
      ];
      if (model.win.draw > 0) outcomes.push({ name: 'Draw', fair: model.win.draw });
      quoted.push(quoteMarket({ ...common, key: 'h2h', outcomes }));
    }
    const offsets = competition.sport.kind === 'sets' ? null : competition.sport.totals?.bookLineOffsets;
    if (markets.includes('totals') && !lacksTotals && model.mainLine !== null && offsets) {
      const point = model.mainLine + (offsets[perBook.int(0, offsets.length - 1)] ?? 0);
      const { over, under } = model.totals(point);
      const outcomes = [
        { name: 'Over', fair: over, point },
        { name: 'Under', fair: under, point },
      ];
      quoted.push(quoteMarket({ ...common, key: 'totals', outcomes }));
    }
    if (quoted.length > 0) {
      bookmakers.push({
        key: book.key,
        title: book.title,
        lastUpdate: isoSeconds(repricing.lastUpdateMs),
        markets: quoted,
      });
    }
  }
  return {
    id,
    sportKey: competition.key,
    commenceTime: isoSeconds(fixture.commenceMs),
    homeTeam: fixture.homeTeam,
    awayTeam: fixture.awayTeam,
    bookmakers,
  };
}
