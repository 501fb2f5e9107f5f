// Another member's weekly picks, as fellow members see them: only once each pick's lock has passed, so a
// league never lets anyone copy a pick that can still change (docs/game-rules.md §9).
import type { LeagueMemberPicksDto } from '#core/contract/leagues.ts';
import type { GameweekId } from '#core/game/gameweek.ts';
import type { Database } from '#server/db/client.ts';
import { pickDtos, weeklyPicks } from '#server/modules/picks/index.ts';
import { leagueForMember, memberName } from './access.ts';

export async function memberPicks(
  db: Database,
  leagueId: string,
  callerId: string,
  memberId: string,
  gameweek: GameweekId,
  now: Date,
): Promise<LeagueMemberPicksDto> {
  await leagueForMember(db, leagueId, callerId);
  const displayName = await memberName(db, leagueId, memberId);
  const picks = pickDtos(await weeklyPicks(db, memberId, gameweek), now).filter((pick) => pick.locked);
  return { userId: memberId, displayName, gameweek, picks };
}
