// The shape of a player's additional stats (issue #11, `/stats`, premium only): how their weekly game has
// gone, from their settled picks, credits and weekly boards.
//
// Call (under api/, signed in):
//   GET stats/v1/MyStats -> PlayerStatsDto
//     403 `statsNeedPremium` for a guest or a standard player (the screen shows them a preview).
import type { CreditTypeId } from './play.ts';
import type { MarketType, SportId } from './static-lookups.ts';

export interface GameweekPointsDto {
  /** "2026-W47", oldest first. */
  gameweek: string;
  /** Points as priced (base) and after credits (boosted), of the week's settled weekly picks and bonuses. */
  base: number;
  boosted: number;
  settled: number;
  won: number;
}

/** Settled picks (void ones left out: they neither hit nor miss) and how many won. */
export interface HitRateDto {
  settled: number;
  won: number;
}

interface SportHitRateDto extends HitRateDto {
  sport: SportId;
}

interface MarketHitRateDto extends HitRateDto {
  market: MarketType;
}

interface OddsDto {
  /** Average decimal odds (1 / probability) of the settled picks taken, and of those that won; null if none. */
  taken: number | null;
  won: number | null;
}

export interface LongshotDto {
  eventId: string;
  /** "Home v Away", or the outright's title. */
  event: string;
  outcome: string;
  probability: number;
  /** Points scored, after credits. */
  boosted: number;
  gameweek: string;
}

export interface CreditUseDto {
  type: CreditTypeId;
  /** Credits of this type the player has had, and redeemed. */
  received: number;
  redeemed: number;
  /**
   * Points they added: the bonus points, the extra points of multiplied picks; null for ExtraPrediction (a
   * week's extra pick is not told apart from its other picks).
   */
  points: number | null;
}

export interface WeeklyRankDto {
  gameweek: string;
  /** The player's rank on the gameweek's overall board (ties share it), and how many ranked. */
  rank: number;
  players: number;
}

export interface PlayerStatsDto {
  gameweeks: GameweekPointsDto[];
  bySport: SportHitRateDto[];
  byMarket: MarketHitRateDto[];
  odds: OddsDto;
  /** The won picks of lowest probability, at most 5, longest first. */
  longshots: LongshotDto[];
  credits: CreditUseDto[];
  /** Oldest first; gameweeks the player has no row on are left out. */
  ranks: WeeklyRankDto[];
}
