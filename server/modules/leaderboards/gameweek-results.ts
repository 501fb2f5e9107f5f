// A player's results of a gameweek, for the results e-mail (docs/player-emails.md §3): their points and
// rank on the gameweek's overall board, and their rank in each of their leagues on that gameweek's board of
// the league's scope, as the leagues home ranks them.
import type { Executor } from '#server/db/executor.ts';
import { leaguesOfMember } from '#server/modules/leagues/index.ts';
import { rankIn } from './my-league-ranks.ts';
import { gameweekRankOf } from './read.ts';

export interface GameweekResult {
  /** Boosted points on the gameweek's overall board; 0 without a row. */
  points: number;
  /** null: no row on the board (no pick of the week was decided). */
  rank: number | null;
  players: number | null;
  leagues: { league: string; rank: number; members: number }[];
}

export async function gameweekResultOf(
  db: Executor,
  userId: string,
  gameweek: string,
  now: Date,
): Promise<GameweekResult> {
  const overall = await gameweekRankOf(db, userId, gameweek);
  const leagues: GameweekResult['leagues'] = [];
  for (const league of await leaguesOfMember(db, userId)) {
    const { rank, members } = await rankIn(db, league, userId, now, gameweek);
    leagues.push({ league: league.name, rank, members });
  }
  return {
    points: overall?.points ?? 0,
    rank: overall?.rank ?? null,
    players: overall?.players ?? null,
    leagues,
  };
}
