import { describe, expect, it } from 'vitest';
import { booksum, roundPrice, withMargin } from '#server/feeds/demo/bookmakers.ts';
import {
  BAD_QUOTE_RATE,
  MATCH_BOOKSUM_BAND,
  MIN_BOOKMAKERS,
  OUTRIGHT_BOOKSUM_BAND,
} from '#server/feeds/demo/constants.ts';
import type { FeedEvent, FeedMarket } from '#core/game/feed.ts';
import { allMarkets, feedAt, matchKeys, outrightKeys } from './feed-at.ts';

const soccer = new Set(['soccer_epl', 'soccer_fa_cup', 'soccer_efl_champ']);
const winnerOnly = new Set(['tennis_atp_us_open', 'cricket_ipl']);

async function sample(instants: readonly string[]): Promise<FeedEvent[]> {
  const events: FeedEvent[] = [];
  for (const iso of instants) {
    const feed = feedAt(iso);
    for (const key of [...matchKeys, ...outrightKeys]) events.push(...(await feed.odds(key, allMarkets)));
  }
  return events;
}

function expectedOutcomes(event: FeedEvent, market: FeedMarket, runners: number): number {
  if (market.key === 'outrights') return runners;
  return market.key === 'h2h' && soccer.has(event.sportKey) ? 3 : 2;
}

/** A bad quote, as the consensus will see it: a price of 1.0 or an outcome missing. */
function isBad(event: FeedEvent, market: FeedMarket, runners: number): boolean {
  return (
    market.outcomes.some((o) => o.price <= 1) ||
    market.outcomes.length < expectedOutcomes(event, market, runners)
  );
}

function runnersOf(event: FeedEvent): number {
  return Math.max(
    ...event.bookmakers.flatMap((book) => book.markets.map((market) => market.outcomes.length)),
  );
}

// One instant a week for eight weeks, at different hours.
const instants = Array.from({ length: 8 }, (_, i) =>
  new Date(Date.UTC(2026, 0, 5 + 7 * i, 3 * i)).toISOString(),
);

describe('bookmaker prices', () => {
  it('round down to the ladder, within 1.01 and 1001', () => {
    expect([1.987, 2.519, 3.49, 5.55, 9.99, 13.7, 27.9, 1.004, 2000].map(roundPrice)).toEqual([
      1.98, 2.5, 3.45, 5.5, 9.8, 13.5, 27, 1.01, 1001,
    ]);
    expect(booksum([2, 4, 4])).toBe(1);
  });

  it('load the margin by the power method, so longshots carry more of it (favourite-longshot bias)', () => {
    const implied = withMargin([0.5, 0.3, 0.2], 1.06);
    expect(implied.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1.06, 10);
    expect(implied[0]).toBeCloseTo(0.519928, 5);
    expect(implied[1]).toBeCloseTo(0.321073, 5);
    expect(implied[2]).toBeCloseTo(0.218999, 5);
    // The favourite is shaded by 4%, the longshot by 9.5%.
    expect((implied[0] as number) / 0.5).toBeLessThan((implied[2] as number) / 0.2);
  });

  it('are above 1 and keep every good quote’s booksum within the documented band', async () => {
    const events = await sample(instants);
    let markets = 0;
    let bad = 0;
    const outOfBand: string[] = [];
    for (const event of events) {
      const runners = runnersOf(event);
      for (const book of event.bookmakers) {
        for (const market of book.markets) {
          markets++;
          if (isBad(event, market, runners)) {
            bad++;
            continue;
          }
          const band = market.key === 'outrights' ? OUTRIGHT_BOOKSUM_BAND : MATCH_BOOKSUM_BAND;
          const sum = booksum(market.outcomes.map((o) => o.price));
          const priced = market.outcomes.every((o) => o.price >= 1.01 && o.price <= 1001);
          if (!priced || sum < band.min || sum > band.max)
            outOfBand.push(`${event.id} ${book.key} ${market.key}`);
        }
      }
    }
    expect(outOfBand).toEqual([]);
    expect(markets).toBeGreaterThan(30_000);
    // Bad quotes at the documented rate, within a generous tolerance.
    expect(bad / markets).toBeGreaterThan(BAD_QUOTE_RATE * 0.6);
    expect(bad / markets).toBeLessThan(BAD_QUOTE_RATE * 1.4);
  });

  it('offer a Draw in soccer h2h, two sides elsewhere, and Over/Under on one line per book', async () => {
    const events = await sample(instants.slice(0, 2));
    for (const event of events) {
      const runners = runnersOf(event);
      expect(event.bookmakers.length).toBeGreaterThanOrEqual(MIN_BOOKMAKERS);
      expect(event.bookmakers.length).toBeLessThanOrEqual(8);
      expect(new Set(event.bookmakers.map((book) => book.key)).size).toBe(event.bookmakers.length);
      for (const book of event.bookmakers) {
        for (const market of book.markets.filter((m) => !isBad(event, m, runners))) {
          const names = market.outcomes.map((o) => o.name);
          if (market.key === 'h2h') {
            const sides = [event.homeTeam, event.awayTeam];
            expect(names).toEqual(soccer.has(event.sportKey) ? [...sides, 'Draw'] : sides);
          }
          if (market.key === 'totals') {
            expect(winnerOnly.has(event.sportKey)).toBe(false);
            expect(names).toEqual(['Over', 'Under']);
            expect(market.outcomes[0]?.point).toBe(market.outcomes[1]?.point);
            if (soccer.has(event.sportKey)) expect(market.outcomes[0]?.point).toBe(2.5);
          }
          if (market.key === 'outrights') expect(event.homeTeam).toBeNull();
        }
      }
    }
  });

  it('leave markets out and split lines now and then, as real books do', async () => {
    const events = await sample(instants.slice(0, 2));
    const nba = events.filter((event) => event.sportKey === 'basketball_nba');
    const lines = nba.map(
      (event) =>
        new Set(
          event.bookmakers.flatMap((b) =>
            b.markets.filter((m) => m.key === 'totals').map((m) => m.outcomes[0]?.point),
          ),
        ),
    );
    expect(lines.some((set) => set.size > 1)).toBe(true);
    const mlbLines = events
      .filter((event) => event.sportKey === 'baseball_mlb')
      .flatMap((event) => event.bookmakers.flatMap((b) => b.markets.filter((m) => m.key === 'totals')))
      .map((m) => m.outcomes[0]?.point ?? 0);
    // Whole-number lines (a push is possible) beside the usual half-point ones.
    expect(mlbLines.some(Number.isInteger)).toBe(true);
    expect(mlbLines.some((line) => !Number.isInteger(line))).toBe(true);
    const soccerBooks = events.filter((e) => soccer.has(e.sportKey)).flatMap((e) => e.bookmakers);
    const withoutTotals = soccerBooks.filter((b) => !b.markets.some((m) => m.key === 'totals')).length;
    expect(withoutTotals / soccerBooks.length).toBeGreaterThan(0.05);
    expect(withoutTotals / soccerBooks.length).toBeLessThan(0.2);
  });

  it('drops markets that were not asked for, and outright sports answer only outrights', async () => {
    const feed = feedAt(instants[0] as string);
    const h2h = await feed.odds('icehockey_nhl', { markets: ['h2h'] });
    expect(h2h.flatMap((e) => e.bookmakers.flatMap((b) => b.markets.map((m) => m.key)))).not.toContain(
      'totals',
    );
    expect(await feed.odds('golf_masters_tournament_winner', { markets: ['h2h', 'totals'] })).toEqual([]);
    expect(await feed.odds('soccer_epl', { markets: ['outrights'] })).toEqual([]);
    await expect(feed.odds('soccer_bundesliga', allMarkets)).rejects.toThrow(
      'Unknown sport: soccer_bundesliga',
    );
  });
});
