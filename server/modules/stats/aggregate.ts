// A player's stats from what the database holds of them (read.ts): pure sums, so that every figure can be
// checked against written-out expectations (tests/server/stats/aggregate.test.ts).
import type { CreditTypeId } from '#core/contract/play.ts';
import type { MarketType, SportId } from '#core/contract/static-lookups.ts';
import type {
  CreditUseDto,
  GameweekPointsDto,
  HitRateDto,
  LongshotDto,
  PlayerStatsDto,
  WeeklyRankDto,
} from '#core/contract/stats.ts';
import { compareText } from '#core/game/order.ts';

/** A live pick as the stats read it: its price, where it stands, and what it was on. */
export interface StatsPick {
  eventId: string;
  event: string;
  outcome: string;
  game: 'weekly' | 'outright';
  gameweek: string;
  sport: SportId;
  market: MarketType;
  probability: number;
  /** null until settled. */
  result: 'won' | 'lost' | 'void' | null;
  base: number;
  boosted: number;
  /** 1, or the redeemed Multiplier's factor. */
  multiplier: number;
}

interface StatsCredit {
  type: CreditTypeId;
  redeemed: boolean;
}

export interface StatsSources {
  picks: readonly StatsPick[];
  credits: readonly StatsCredit[];
  /** Bonus points redeemed, per gameweek. */
  bonuses: readonly { gameweek: string; points: number }[];
  ranks: readonly WeeklyRankDto[];
}

const LONGSHOTS = 5;
const creditTypes: readonly CreditTypeId[] = [1, 2, 3];
const BONUS_POINTS: CreditTypeId = 1;
const MULTIPLIER: CreditTypeId = 2;

/** Won or lost: a void pick neither hits nor misses, and an open one has not yet. */
const decided = (pick: StatsPick) => pick.result === 'won' || pick.result === 'lost';

function gameweekPoints(sources: StatsSources): GameweekPointsDto[] {
  const weeks = new Map<string, GameweekPointsDto>();
  const week = (gameweek: string) => {
    let found = weeks.get(gameweek);
    if (!found) {
      found = { gameweek, base: 0, boosted: 0, settled: 0, won: 0 };
      weeks.set(gameweek, found);
    }
    return found;
  };
  for (const pick of sources.picks) {
    if (pick.game !== 'weekly' || pick.result === null) continue;
    const into = week(pick.gameweek);
    into.base += pick.base;
    into.boosted += pick.boosted;
    into.settled += 1;
    if (pick.result === 'won') into.won += 1;
  }
  for (const bonus of sources.bonuses) week(bonus.gameweek).boosted += bonus.points;
  return [...weeks.values()].sort((a, b) => compareText(a.gameweek, b.gameweek));
}

function hitRates<K extends string>(picks: readonly StatsPick[], keyOf: (pick: StatsPick) => K) {
  const rates = new Map<K, HitRateDto>();
  for (const pick of picks) {
    if (!decided(pick)) continue;
    const key = keyOf(pick);
    const rate = rates.get(key) ?? { settled: 0, won: 0 };
    rate.settled += 1;
    if (pick.result === 'won') rate.won += 1;
    rates.set(key, rate);
  }
  return [...rates].sort(([a], [b]) => compareText(a, b));
}

function averageOdds(picks: readonly StatsPick[]): number | null {
  if (picks.length === 0) return null;
  const sum = picks.reduce((total, pick) => total + 1 / pick.probability, 0);
  return Math.round((sum / picks.length) * 100) / 100;
}

function longshots(picks: readonly StatsPick[]): LongshotDto[] {
  return picks
    .filter((pick) => pick.result === 'won')
    .sort(
      (a, b) => a.probability - b.probability || b.boosted - a.boosted || compareText(a.eventId, b.eventId),
    )
    .slice(0, LONGSHOTS)
    .map(({ eventId, event, outcome, probability, boosted, gameweek }) => ({
      eventId,
      event,
      outcome,
      probability,
      boosted,
      gameweek,
    }));
}

function creditUse(sources: StatsSources): CreditUseDto[] {
  const bonus = sources.bonuses.reduce((total, entry) => total + entry.points, 0);
  const multiplied = sources.picks
    .filter((pick) => pick.multiplier > 1 && pick.result !== null)
    .reduce((total, pick) => total + pick.boosted - pick.base, 0);
  return creditTypes.map((type) => {
    const held = sources.credits.filter((credit) => credit.type === type);
    const points = type === BONUS_POINTS ? bonus : type === MULTIPLIER ? multiplied : null;
    return {
      type,
      received: held.length,
      redeemed: held.filter((credit) => credit.redeemed).length,
      points,
    };
  });
}

export function playerStats(sources: StatsSources): PlayerStatsDto {
  const settled = sources.picks.filter(decided);
  return {
    gameweeks: gameweekPoints(sources),
    bySport: hitRates(sources.picks, (pick) => pick.sport).map(([sport, rate]) => ({ sport, ...rate })),
    byMarket: hitRates(sources.picks, (pick) => pick.market).map(([market, rate]) => ({ market, ...rate })),
    odds: {
      taken: averageOdds(settled),
      won: averageOdds(settled.filter((pick) => pick.result === 'won')),
    },
    longshots: longshots(sources.picks),
    credits: creditUse(sources),
    ranks: [...sources.ranks].sort((a, b) => compareText(a.gameweek, b.gameweek)),
  };
}
