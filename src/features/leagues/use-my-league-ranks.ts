import type { LeagueSummaryDto } from '#core/contract/leagues.ts';

/** My rank in each of my leagues this week, by league id (empty until the leaderboards API serves it). */
export function useMyLeagueRanks(_leagues: readonly LeagueSummaryDto[]): ReadonlyMap<string, number> {
  return new Map();
}
