// The shapes of api/leaderboards/v1/* (docs/game-rules.md §8): boards by period and scope, a league's
// standings, and a player's own rank.
//
// Calls (all under api/, signed in):
//   GET leaderboards/v1/Board?period&periodKey&scope&scopeKey&page&pageSize -> BoardDto
//   GET leaderboards/v1/Leagues/{leagueId}?period&periodKey                 -> LeagueStandingsDto (members only)
//   GET leaderboards/v1/MyRank?period&periodKey&scope&scopeKey              -> MyRankDto (default: this gameweek, global)
//   GET leaderboards/v1/MyLeagueRanks                                       -> MyLeagueRanksDto (this gameweek)
import type { LeagueRankBy } from './leagues.ts';

/** The spec's period kinds: a board's period id. */
export const leaderboardPeriods = {
  Daily: 0,
  Weekly: 1,
  Monthly: 2,
  Yearly: 3,
  Gameweek: 4,
  Season: 5,
} as const;
export type LeaderboardPeriodId = (typeof leaderboardPeriods)[keyof typeof leaderboardPeriods];

export type LeaderboardScope = 'global' | 'sport' | 'competition';

export interface BoardInfoDto {
  period: LeaderboardPeriodId;
  /** "2026-11-21" (Daily), "2026-W47" (Weekly, Gameweek), "2026-11" (Monthly), "2026" (Yearly), a season id. */
  periodKey: string;
  scope: LeaderboardScope;
  /** '' for global; a sport id; a competition key. */
  scopeKey: string;
  /** Players with a row on the board (people: the bots are not counted). */
  players: number;
}

/** The benchmark bots shown on every board (docs/game-rules.md §8.1): they never win nor take a rank. */
export type BenchmarkBot = 'favourite' | 'crowd';

export interface StandingRowDto {
  /** Shared by equal rows (1, 2, 2, 4). A bot carries the rank a person with its score would have. */
  rank: number;
  /** A person's id; a bot's fixed id (core/game/bots.ts), which no account has. */
  userId: string;
  displayName: string;
  boosted: number;
  total: number;
  correct: number;
  /** Set on a benchmark bot's row (null on a person's); such a row has no picks to open. */
  bot: BenchmarkBot | null;
}

export interface BoardDto {
  board: BoardInfoDto;
  /** The requested page, best first, with the bots whose score falls within it. */
  rows: StandingRowDto[];
  page: number;
  pageSize: number;
  /** The caller's row wherever it stands; null when the caller has no row on this board. */
  me: StandingRowDto | null;
}

export interface LeagueStandingsDto {
  leagueId: string;
  rankBy: LeagueRankBy;
  /** The board the league's scope reads (its members' rows from it). */
  board: Omit<BoardInfoDto, 'players'>;
  /** Every member and both bots, ranked; members without points stand last with 0. */
  rows: StandingRowDto[];
}

export interface MyRankDto {
  board: BoardInfoDto;
  /** null when the caller has no row on this board yet. */
  me: StandingRowDto | null;
}

/** The caller's rank in one of their leagues: where they stand among its members (bots take no rank). */
export interface MyLeagueRankDto {
  leagueId: string;
  rank: number;
  members: number;
}

/** The caller's rank in each of their leagues on this gameweek's board of the league's scope. */
export interface MyLeagueRanksDto {
  gameweek: string;
  ranks: MyLeagueRankDto[];
}
