import type { LeagueSummaryDto } from '#core/contract/leagues.ts';
import { getLeagueStandings } from '#src/api/leaderboards/get-league-standings.ts';
import { useApiData } from '#src/hooks/use-api-data.ts';
import { useSession } from '#src/lib/session/use-auth.ts';

const noRanks: ReadonlyMap<string, number> = new Map();

/**
 * My rank in each of my leagues this gameweek, by league id: one standings call per league. A league whose
 * standings fail is left out (the list shows no rank), as the rank is a convenience on the home view.
 */
export function useMyLeagueRanks(leagues: readonly LeagueSummaryDto[]): ReadonlyMap<string, number> {
  const myUserId = useSession().user?.userId ?? null;
  const ids = leagues.map((league) => league.id);
  const [ranks] = useApiData(
    `my-league-ranks:${ids.join(',')}`,
    async (api) => {
      const found = await Promise.all(
        ids.map((id) =>
          getLeagueStandings(api, id).then(
            (standings) => standings.rows.find((row) => row.userId === myUserId)?.rank,
            () => undefined,
          ),
        ),
      );
      return new Map(
        ids.flatMap((id, index) => {
          const rank = found[index];
          return rank === undefined ? [] : [[id, rank] as const];
        }),
      );
    },
    ids.length > 0 && myUserId !== null,
  );
  return ranks.status === 'ready' ? ranks.data : noRanks;
}
