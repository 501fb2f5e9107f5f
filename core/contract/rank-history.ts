// The shape of a league member's rank history (issue #10): per gameweek since the league began, the points
// they scored that week and where the running totals put them among the league's members.
//
// Call (under api/, signed in, members only):
//   GET leaderboards/v1/Leagues/{leagueId}/History?userId -> RankHistoryDto
//     403 `notLeagueMember` when the caller is not a member; 404 `leagueMemberNotFound` when userId is not.
import type { LeagueRankBy } from './leagues.ts';

export interface RankHistoryGameweekDto {
  /** "2026-W47". */
  gameweek: string;
  /** The player's score of that gameweek, by the league's rankBy (boosted or total). */
  points: number;
  /** The player's score from the league's first gameweek through this one, by the league's rankBy. */
  cumulative: number;
  /** The player's rank among the league's members on the totals through this gameweek (ties share it). */
  rank: number;
}

export interface RankHistoryDto {
  leagueId: string;
  userId: string;
  displayName: string;
  rankBy: LeagueRankBy;
  /** The members ranked each gameweek (the lowest rank there can be). */
  members: number;
  /** Oldest first: from the gameweek the league was created in to this one. */
  gameweeks: RankHistoryGameweekDto[];
}
