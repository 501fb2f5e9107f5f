// A league as the API shows it: summary, owner, members and details.
import { asc, eq } from 'drizzle-orm';
import type { LeagueDetailsDto, LeagueMemberDto, LeagueSummaryDto } from '#core/contract/leagues.ts';
import type { Executor } from '#server/db/executor.ts';
import { leagueMembers, users, type LeagueRow } from '#server/db/schema.ts';
import { UNNAMED_PLAYER, scopeOf } from './access.ts';

export function toSummary(row: LeagueRow, userId: string, member: boolean): LeagueSummaryDto {
  return {
    id: row.id,
    name: row.name,
    visibility: row.visibility,
    scope: scopeOf(row),
    rankBy: row.rankBy,
    memberCount: row.memberCount,
    isOwner: row.ownerId === userId,
    isMember: member,
  };
}

export async function ownerOf(
  tx: Executor,
  league: LeagueRow,
): Promise<{ userId: string; displayName: string }> {
  const [row] = await tx
    .select({ displayName: users.displayName })
    .from(users)
    .where(eq(users.id, league.ownerId));
  return { userId: league.ownerId, displayName: row?.displayName ?? UNNAMED_PLAYER };
}

async function membersOf(tx: Executor, league: LeagueRow): Promise<LeagueMemberDto[]> {
  const rows = await tx
    .select({
      userId: leagueMembers.userId,
      displayName: users.displayName,
      joinedAt: leagueMembers.joinedAt,
    })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .where(eq(leagueMembers.leagueId, league.id))
    .orderBy(asc(leagueMembers.joinedAt), asc(leagueMembers.userId));
  return rows.map((row) => ({
    userId: row.userId,
    displayName: row.displayName ?? UNNAMED_PLAYER,
    isOwner: row.userId === league.ownerId,
    joinedAt: row.joinedAt.toISOString(),
  }));
}

export async function detailsOf(tx: Executor, league: LeagueRow, userId: string): Promise<LeagueDetailsDto> {
  const members = await membersOf(tx, league);
  const owner = members.find((member) => member.isOwner);
  return {
    ...toSummary(
      league,
      userId,
      members.some((member) => member.userId === userId),
    ),
    owner: owner ? { userId: owner.userId, displayName: owner.displayName } : await ownerOf(tx, league),
    code: league.code,
    createdAt: league.createdAt.toISOString(),
    members,
  };
}
