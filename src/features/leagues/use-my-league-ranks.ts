import type { LeagueSummaryDto } from '#core/contract/leagues.ts';
import { getMyLeagueRanks } from '#src/api/leaderboards/get-my-league-ranks.ts';
import { useApiData } from '#src/hooks/use-api-data.ts';
import { useSession } from '#src/lib/session/use-auth.ts';

const noRanks: ReadonlyMap<string, number> = new Map();

/**
 * My rank in each of my leagues this gameweek, by league id, in one call. When it fails the list shows no
 * ranks: the rank is a convenience on the home view.
 */
export function useMyLeagueRanks(leagues: readonly LeagueSummaryDto[]): ReadonlyMap<string, number> {
  const myUserId = useSession().user?.userId ?? null;
  const ids = leagues.map((league) => league.id);
  const [ranks] = useApiData(
    `my-league-ranks:${ids.join(',')}`,
    async (api) => {
      const { ranks: found } = await getMyLeagueRanks(api);
      return new Map(found.map((entry) => [entry.leagueId, entry.rank] as const));
    },
    ids.length > 0 && myUserId !== null,
  );
  return ranks.status === 'ready' ? ranks.data : noRanks;
}
