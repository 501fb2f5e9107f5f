// The shape of a league's head-to-head view (docs/game-rules.md §9.4): this gameweek's fixtures with their
// live scores, and the table of the finished gameweeks.
//
// Call (under api/, signed in):
//   GET leaderboards/v1/Leagues/{leagueId}/HeadToHead -> HeadToHeadDto (members only: 403 `notLeagueMember`)
import type { LeagueRankBy } from './leagues.ts';

/** A member's side of a fixture; the score is their gameweek score by the league's rankBy. */
export interface HeadToHeadSideDto {
  userId: string;
  displayName: string;
  score: number;
}

/** Another member as the away side. */
interface HeadToHeadMemberOpponentDto extends HeadToHeadSideDto {
  kind: 'member';
}

/** The away side: another member, or (odd member counts) the gameweek's league average, which has no row. */
export type HeadToHeadOpponentDto = HeadToHeadMemberOpponentDto | { kind: 'average'; score: number };

export interface HeadToHeadFixtureDto {
  home: HeadToHeadSideDto;
  away: HeadToHeadOpponentDto;
}

export interface HeadToHeadRowDto {
  /** Shared by equal rows (1, 2, 2, 4): equal points, points for and wins. */
  rank: number;
  userId: string;
  displayName: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  /** The member's gameweek scores in their matches. */
  pointsFor: number;
  /** Their opponents' scores (or the average's) in those matches. */
  pointsAgainst: number;
  /** Head-to-head points: 3 a win, 1 a draw. */
  points: number;
}

export interface HeadToHeadDto {
  leagueId: string;
  rankBy: LeagueRankBy;
  /** The current gameweek ("2026-W47"): its fixtures are shown, not yet counted. */
  gameweek: string;
  /** The current gameweek's matches with their live scores. */
  fixtures: HeadToHeadFixtureDto[];
  /** Every member, best first, over the finished gameweeks since the league was created. */
  table: HeadToHeadRowDto[];
}
