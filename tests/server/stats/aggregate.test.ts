// A player's stats from their picks, credits, bonuses and ranks (server/modules/stats/aggregate.ts): every
// figure written out by hand from the picks below.
import { describe, expect, it } from 'vitest';
import { playerStats, type StatsPick } from '#server/modules/stats/aggregate.ts';

function pick(overrides: Partial<StatsPick>): StatsPick {
  return {
    eventId: 'e',
    event: 'Home FC v Away FC',
    outcome: 'Home FC',
    game: 'weekly',
    gameweek: '2026-W47',
    sport: 'Football',
    market: 'h2h',
    probability: 0.5,
    result: null,
    base: 0,
    boosted: 0,
    multiplier: 1,
    ...overrides,
  };
}

// W47: a win at 0.25 (40), a loss, a void; W46: a win at 0.5 doubled (20 -> 40), a loss on totals;
// an outright won at 0.1 (100) counted in W45 of no week's points; one pick still open.
const picks: StatsPick[] = [
  pick({ eventId: 'a', probability: 0.25, result: 'won', base: 40, boosted: 40 }),
  pick({ eventId: 'b', probability: 0.4, result: 'lost', sport: 'Tennis', event: 'Zverev v Fonseca' }),
  pick({ eventId: 'c', probability: 0.3, result: 'void' }),
  pick({ eventId: 'd', gameweek: '2026-W46', result: 'won', base: 20, boosted: 40, multiplier: 2 }),
  pick({ eventId: 'e', gameweek: '2026-W46', market: 'totals', outcome: 'Over', result: 'lost' }),
  pick({
    eventId: 'f',
    game: 'outright',
    gameweek: '2026-W45',
    sport: 'Golf',
    market: 'outrights',
    event: 'Masters Tournament',
    outcome: 'Ludvig Åberg',
    probability: 0.1,
    result: 'won',
    base: 100,
    boosted: 100,
  }),
  pick({ eventId: 'g', gameweek: '2026-W48', probability: 0.2 }),
];

describe('a player’s stats', () => {
  const stats = playerStats({
    picks,
    credits: [
      { type: 1, redeemed: true },
      { type: 1, redeemed: false },
      { type: 2, redeemed: true },
      { type: 3, redeemed: false },
    ],
    bonuses: [
      { gameweek: '2026-W47', points: 15 },
      { gameweek: '2026-W44', points: 5 },
    ],
    ranks: [
      { gameweek: '2026-W47', rank: 3, players: 10 },
      { gameweek: '2026-W46', rank: 1, players: 8 },
    ],
  });

  it('sums each gameweek’s settled weekly picks and bonuses, oldest first, outrights and open picks left out', () => {
    expect(stats.gameweeks).toEqual([
      { gameweek: '2026-W44', base: 0, boosted: 5, settled: 0, won: 0 },
      { gameweek: '2026-W46', base: 20, boosted: 40, settled: 2, won: 1 },
      { gameweek: '2026-W47', base: 40, boosted: 55, settled: 3, won: 1 },
    ]);
  });

  it('counts hits by sport and by market among won and lost picks (void and open ones neither hit nor miss)', () => {
    expect(stats.bySport).toEqual([
      { sport: 'Football', settled: 3, won: 2 },
      { sport: 'Golf', settled: 1, won: 1 },
      { sport: 'Tennis', settled: 1, won: 0 },
    ]);
    expect(stats.byMarket).toEqual([
      { market: 'h2h', settled: 3, won: 2 },
      { market: 'outrights', settled: 1, won: 1 },
      { market: 'totals', settled: 1, won: 0 },
    ]);
  });

  it('averages the decimal odds of the decided picks taken and of those won', () => {
    // Taken: 4 + 2.5 + 2 + 2 + 10 = 20.5 over 5; won: 4 + 2 + 10 = 16 over 3.
    expect(stats.odds).toEqual({ taken: 4.1, won: 5.33 });
  });

  it('lists the won picks of lowest probability first', () => {
    expect(stats.longshots).toEqual([
      {
        eventId: 'f',
        event: 'Masters Tournament',
        outcome: 'Ludvig Åberg',
        probability: 0.1,
        boosted: 100,
        gameweek: '2026-W45',
      },
      {
        eventId: 'a',
        event: 'Home FC v Away FC',
        outcome: 'Home FC',
        probability: 0.25,
        boosted: 40,
        gameweek: '2026-W47',
      },
      {
        eventId: 'd',
        event: 'Home FC v Away FC',
        outcome: 'Home FC',
        probability: 0.5,
        boosted: 40,
        gameweek: '2026-W46',
      },
    ]);
  });

  it('keeps five longshots at most, the higher score first among equal prices', () => {
    const wins = [0.3, 0.2, 0.6, 0.2, 0.4, 0.5, 0.1].map((probability, index) =>
      pick({ eventId: `w${index}`, probability, result: 'won', boosted: index }),
    );
    const five = playerStats({ picks: wins, credits: [], bonuses: [], ranks: [] }).longshots;
    expect(five.map((shot) => shot.eventId)).toEqual(['w6', 'w3', 'w1', 'w0', 'w4']);
  });

  it('tells each credit type’s received, redeemed and points added', () => {
    expect(stats.credits).toEqual([
      { type: 1, received: 2, redeemed: 1, points: 20 },
      { type: 2, received: 1, redeemed: 1, points: 20 },
      { type: 3, received: 1, redeemed: 0, points: null },
    ]);
  });

  it('gives ranks oldest first', () => {
    expect(stats.ranks).toEqual([
      { gameweek: '2026-W46', rank: 1, players: 8 },
      { gameweek: '2026-W47', rank: 3, players: 10 },
    ]);
  });

  it('has no odds and no longshots before anything is decided', () => {
    const fresh = playerStats({ picks: [pick({})], credits: [], bonuses: [], ranks: [] });
    expect(fresh.odds).toEqual({ taken: null, won: null });
    expect(fresh.longshots).toEqual([]);
    expect(fresh.gameweeks).toEqual([]);
    expect(fresh.credits.map((credit) => credit.received)).toEqual([0, 0, 0]);
  });
});
