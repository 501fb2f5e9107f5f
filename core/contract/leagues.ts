// The shapes of api/leagues/v1/* (docs/game-rules.md §9): creating, finding, joining and running leagues.
// Guests are refused (403 `leaguesNeedAccount`); standard and premium players have the limits of
// core/game/leagues.ts LEAGUE_LIMITS.
//
// Calls (all under api/):
//   GET    leagues/v1/MyLeagues                         -> MyLeaguesDto (the leagues I own or belong to)
//   GET    leagues/v1/PublicLeagues?search&page&pageSize -> PublicLeaguesPageDto (public leagues, most members first)
//   POST   leagues/v1/Leagues  CreateLeagueRequest       -> 201 LeagueDetailsDto
//   GET    leagues/v1/Leagues/{leagueId}                 -> LeagueDetailsDto (a member's view)
//   GET    leagues/v1/Leagues/{leagueId}/Preview?code    -> LeaguePreviewDto (before joining: a public league, or a
//                                                         private one with its code)
//   POST   leagues/v1/Leagues/{leagueId}/Join  JoinLeagueRequest -> LeagueDetailsDto (code needed when private)
//   POST   leagues/v1/JoinByCode  JoinByCodeRequest      -> LeagueDetailsDto
//   PUT    leagues/v1/Leagues/{leagueId}  RenameLeagueRequest -> LeagueDetailsDto (owner)
//   POST   leagues/v1/Leagues/{leagueId}/Code            -> LeagueDetailsDto with a new code (owner)
//   DELETE leagues/v1/Leagues/{leagueId}/Members/{userId} -> 204 (owner removes a member)
//   DELETE leagues/v1/Leagues/{leagueId}/Membership      -> 204 (a member leaves; the owner deletes instead)
//   DELETE leagues/v1/Leagues/{leagueId}                 -> 204 (owner)
//   GET    leagues/v1/Leagues/{leagueId}/Members/{userId}/Picks?gameweek -> LeagueMemberPicksDto (members only:
//                                                         another member's weekly picks whose lock has passed)
import type { PickDto } from './play.ts';
import type { SportId } from './static-lookups.ts';

/** public=0, private=1 (the spec's league visibility codes). */
export const leagueVisibilities = { public: 0, private: 1 } as const;
export type LeagueVisibilityId = (typeof leagueVisibilities)[keyof typeof leagueVisibilities];

/** Which picks count in the league's standings. */
export type LeagueScopeDto =
  { kind: 'all' } | { kind: 'sport'; sportId: SportId } | { kind: 'competition'; competitionKey: string };

export type LeagueRankBy = 'boosted' | 'total';

export interface LeagueSummaryDto {
  id: string;
  name: string;
  visibility: LeagueVisibilityId;
  scope: LeagueScopeDto;
  rankBy: LeagueRankBy;
  memberCount: number;
  /** The caller owns it. */
  isOwner: boolean;
  /** The caller belongs to it (the owner always does). */
  isMember: boolean;
}

export interface LeagueMemberDto {
  userId: string;
  displayName: string;
  isOwner: boolean;
  /** ISO 8601. */
  joinedAt: string;
}

export interface LeagueDetailsDto extends LeagueSummaryDto {
  owner: { userId: string; displayName: string };
  /** The join code: shown to members so they can invite friends (and rotated by the owner). */
  code: string;
  /** ISO 8601. */
  createdAt: string;
  members: LeagueMemberDto[];
}

/** What a player sees before joining. */
export interface LeaguePreviewDto extends LeagueSummaryDto {
  owner: { userId: string; displayName: string };
}

export interface LeagueLimitsDto {
  created: number;
  maxCreated: number;
  joined: number;
  maxJoined: number;
}

export interface MyLeaguesDto {
  leagues: LeagueSummaryDto[];
  limits: LeagueLimitsDto;
}

export interface PublicLeaguesPageDto {
  leagues: LeagueSummaryDto[];
  page: number;
  pageSize: number;
  total: number;
}

export interface CreateLeagueRequest {
  /** 3-40 characters after trimming. */
  name: string;
  visibility: LeagueVisibilityId;
  scope: LeagueScopeDto;
  /** Default boosted. */
  rankBy?: LeagueRankBy;
}

export interface JoinLeagueRequest {
  /** Needed for a private league; case-insensitive. */
  code?: string;
}

export interface JoinByCodeRequest {
  code: string;
}

export interface RenameLeagueRequest {
  name: string;
}

/**
 * Another member's weekly picks of one gameweek, as fellow members see them: only the picks whose lock has
 * passed (never one that can still change), in kick-off order.
 */
export interface LeagueMemberPicksDto {
  userId: string;
  displayName: string;
  /** e.g. 2026-W47. */
  gameweek: string;
  picks: PickDto[];
}
