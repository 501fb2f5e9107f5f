// The leagues' reads and writes. Anything that changes memberships runs in one transaction:
//   - creating and joining first take the player's row lock (lockLeaguePlayer), so two creates or joins of
//     one player at once run one after the other and the second counts what the first wrote: the limits
//     hold under races;
//   - then the league's row lock (lockLeague), so every change to a league's members (join, leave, removal,
//     deletion, a deleted player's hand-over) is serialised per league and member_count moves with them.
// Locks are always taken player first, then league(s) in id order, so two transactions never wait on
// each other in a circle.
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type {
  CreateLeagueRequest,
  LeagueDetailsDto,
  LeagueLimitsDto,
  LeaguePreviewDto,
  MyLeaguesDto,
  PublicLeaguesPageDto,
} from '#core/contract/leagues.ts';
import { leagueLimitsOf, normaliseLeagueName } from '#core/game/leagues.ts';
import type { Database } from '#server/db/client.ts';
import type { Executor } from '#server/db/executor.ts';
import { leagueMembers, leagues, users, type LeagueRow } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { queueMail } from '#server/providers/mail/player-mail-queue.ts';
import {
  checkScope,
  checkedCode,
  checkedName,
  isMember,
  leagueCounts,
  limitsOrRefuse,
  lockLeague,
  lockLeaguePlayer,
  memberLeague,
  memberName,
  ownedLeague,
  randomCode,
  scopeColumns,
  visibleLeague,
} from './access.ts';
import { detailsOf, ownerOf, toSummary } from './league-dtos.ts';

// --- Reads -------------------------------------------------------------------------------------------

export async function myLeagues(db: Database, userId: string): Promise<MyLeaguesDto> {
  const rows = await db
    .select({ league: leagues })
    .from(leagueMembers)
    .innerJoin(leagues, eq(leagues.id, leagueMembers.leagueId))
    .where(eq(leagueMembers.userId, userId))
    .orderBy(asc(leagueMembers.joinedAt), asc(leagues.id));
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  const max = user ? leagueLimitsOf(user.role) : null;
  const counts = await leagueCounts(db, userId);
  const limits: LeagueLimitsDto = {
    created: counts.created,
    maxCreated: max?.created ?? 0,
    joined: counts.joined,
    maxJoined: max?.joined ?? 0,
  };
  return { leagues: rows.map(({ league }) => toSummary(league, userId, true)), limits };
}

/** `%` and `_` typed in a search match themselves. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/gu, (character) => `\\${character}`)}%`;
}

export async function publicLeagues(
  db: Database,
  userId: string,
  query: { search?: string | undefined; page: number; pageSize: number },
): Promise<PublicLeaguesPageDto> {
  const search = query.search === undefined ? '' : normaliseLeagueName(query.search);
  const where = and(eq(leagues.visibility, 0), search ? ilike(leagues.name, likePattern(search)) : undefined);
  const [total] = await db.select({ total: count() }).from(leagues).where(where);
  const rows = await db
    .select({
      league: leagues,
      member: sql<boolean>`exists (select 1 from ${leagueMembers} where ${leagueMembers.leagueId} = ${leagues.id} and ${leagueMembers.userId} = ${userId})`,
    })
    .from(leagues)
    .where(where)
    .orderBy(desc(leagues.memberCount), asc(leagues.createdAt), asc(leagues.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    leagues: rows.map(({ league, member }) => toSummary(league, userId, Boolean(member))),
    page: query.page,
    pageSize: query.pageSize,
    total: Number(total?.total ?? 0),
  };
}

/** A member's view. */
export async function leagueDetails(
  db: Database,
  leagueId: string,
  userId: string,
): Promise<LeagueDetailsDto> {
  const league = await memberLeague(db, leagueId, userId);
  return detailsOf(db, league, userId);
}

/** Before joining: a public league, a private one with its code, or any league the caller belongs to. */
export async function previewLeague(
  db: Database,
  leagueId: string,
  userId: string,
  code: string | undefined,
): Promise<LeaguePreviewDto> {
  const typed = code === undefined || code === '' ? undefined : checkedCode(code);
  const { league, member } = await visibleLeague(db, leagueId, userId, { code: typed });
  return { ...toSummary(league, userId, member), owner: await ownerOf(db, league) };
}

// --- Writes ------------------------------------------------------------------------------------------

export async function createLeague(
  db: Database,
  userId: string,
  request: CreateLeagueRequest,
  now: Date,
): Promise<LeagueDetailsDto> {
  const name = checkedName(request.name);
  return db.transaction(async (tx) => {
    const limits = limitsOrRefuse(await lockLeaguePlayer(tx, userId));
    await checkScope(tx, request.scope);
    const counts = await leagueCounts(tx, userId);
    if (counts.created >= limits.created) throw new HttpError('leagueCreateLimit', { max: limits.created });
    if (counts.joined >= limits.joined) throw new HttpError('leagueJoinLimit', { max: limits.joined });
    let league: LeagueRow | undefined;
    // A code already taken (about one chance in 10^11 per league) is simply drawn again.
    while (!league) {
      [league] = await tx
        .insert(leagues)
        .values({
          name,
          visibility: request.visibility,
          ...scopeColumns(request.scope),
          rankBy: request.rankBy ?? 'boosted',
          ownerId: userId,
          code: randomCode(),
          memberCount: 1,
          // The game's clock, not the database's: the league's first gameweek follows it (the dev clock).
          createdAt: now,
        })
        .onConflictDoNothing({ target: leagues.code })
        .returning();
    }
    await tx.insert(leagueMembers).values({ leagueId: league.id, userId, joinedAt: league.createdAt });
    return detailsOf(tx, league, userId);
  });
}

/** Adds the player to a locked league whose door they passed, within their limits. */
async function addMember(
  tx: Executor,
  league: LeagueRow,
  userId: string,
  limits: { joined: number },
  now: Date,
) {
  if (await isMember(tx, league.id, userId)) throw new HttpError('alreadyInLeague');
  const counts = await leagueCounts(tx, userId);
  if (counts.joined >= limits.joined) throw new HttpError('leagueJoinLimit', { max: limits.joined });
  const inserted = await tx
    .insert(leagueMembers)
    .values({ leagueId: league.id, userId, joinedAt: now })
    .onConflictDoNothing()
    .returning({ userId: leagueMembers.userId });
  if (inserted.length === 0) throw new HttpError('alreadyInLeague');
  const [updated] = await tx
    .update(leagues)
    .set({ memberCount: sql`${leagues.memberCount} + 1` })
    .where(eq(leagues.id, league.id))
    .returning();
  // The owner's league-activity e-mail, queued with the join (docs/player-emails.md §4).
  await queueMail(tx, 'league-activity', [
    {
      userId: league.ownerId,
      subjectKey: `league:${league.id}:joined:${userId}:${now.toISOString()}`,
      payload: { event: 'joined', league: league.name, member: await memberName(tx, league.id, userId) },
    },
  ]);
  return updated ?? league;
}

/** Joins by id: a public league directly, a private one with its code. */
export async function joinLeague(
  db: Database,
  leagueId: string,
  userId: string,
  code: string | undefined,
  now: Date,
): Promise<LeagueDetailsDto> {
  const typed = code === undefined || code === '' ? undefined : checkedCode(code);
  return db.transaction(async (tx) => {
    const limits = limitsOrRefuse(await lockLeaguePlayer(tx, userId));
    const { league, member } = await visibleLeague(tx, leagueId, userId, { lock: true, code: typed });
    if (member) throw new HttpError('alreadyInLeague');
    return detailsOf(tx, await addMember(tx, league, userId, limits, now), userId);
  });
}

/** Joins whatever league the code opens, public or private. */
export async function joinByCode(
  db: Database,
  userId: string,
  code: string,
  now: Date,
): Promise<LeagueDetailsDto> {
  const typed = checkedCode(code);
  return db.transaction(async (tx) => {
    const limits = limitsOrRefuse(await lockLeaguePlayer(tx, userId));
    const [found] = await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.code, typed));
    const league = found ? await lockLeague(tx, found.id) : undefined;
    // Rotated (or deleted) between the two reads: the code no longer opens it.
    if (!league || league.code !== typed) throw new HttpError('wrongLeagueCode');
    return detailsOf(tx, await addMember(tx, league, userId, limits, now), userId);
  });
}

export async function renameLeague(
  db: Database,
  leagueId: string,
  userId: string,
  name: string,
): Promise<LeagueDetailsDto> {
  const kept = checkedName(name);
  return db.transaction(async (tx) => {
    await ownedLeague(tx, leagueId, userId);
    const [league] = await tx.update(leagues).set({ name: kept }).where(eq(leagues.id, leagueId)).returning();
    if (!league) throw new HttpError('leagueNotFound');
    return detailsOf(tx, league, userId);
  });
}

/** A new join code: the old one stops opening the league at once. */
export async function rotateLeagueCode(
  db: Database,
  leagueId: string,
  userId: string,
): Promise<LeagueDetailsDto> {
  return db.transaction(async (tx) => {
    const current = await ownedLeague(tx, leagueId, userId);
    let code = randomCode();
    // Never the same code again, nor another league's.
    while (
      code === current.code ||
      (await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.code, code))).length > 0
    ) {
      code = randomCode();
    }
    const [league] = await tx.update(leagues).set({ code }).where(eq(leagues.id, leagueId)).returning();
    if (!league) throw new HttpError('leagueNotFound');
    return detailsOf(tx, league, userId);
  });
}

/** Takes a member out of a locked league and keeps member_count with it; false when not a member. */
async function dropMember(tx: Executor, leagueId: string, userId: string): Promise<boolean> {
  const removed = await tx
    .delete(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)))
    .returning({ userId: leagueMembers.userId });
  if (removed.length === 0) return false;
  await tx
    .update(leagues)
    .set({ memberCount: sql`${leagues.memberCount} - 1` })
    .where(eq(leagues.id, leagueId));
  return true;
}

export async function removeMember(
  db: Database,
  leagueId: string,
  ownerId: string,
  memberId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const league = await ownedLeague(tx, leagueId, ownerId);
    if (memberId === ownerId) throw new HttpError('cannotRemoveOwner');
    if (!(await dropMember(tx, leagueId, memberId))) {
      throw new HttpError('leagueMemberNotFound', { userId: memberId });
    }
    // The removed player's league-activity e-mail (docs/player-emails.md §4).
    await queueMail(tx, 'league-activity', [
      {
        userId: memberId,
        subjectKey: `league:${leagueId}:removed:${memberId}:${now.toISOString()}`,
        payload: { event: 'removed', league: league.name },
      },
    ]);
  });
}

export async function leaveLeague(db: Database, leagueId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const league = await memberLeague(tx, leagueId, userId, { lock: true });
    if (league.ownerId === userId) throw new HttpError('ownerCannotLeave');
    await dropMember(tx, leagueId, userId);
  });
}

export async function deleteLeague(db: Database, leagueId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await ownedLeague(tx, leagueId, userId);
    // Its members go with it (foreign-key cascade).
    await tx.delete(leagues).where(eq(leagues.id, leagueId));
  });
}

/**
 * A player is being deleted (inside the deletion's transaction): they leave every league, and each league
 * they own passes to its longest-standing other member, or is deleted when no one else is in it. The new
 * owner may go past their own create limit that way: like a downgrade, it only blocks their next create.
 */
export async function releaseLeaguesOf(tx: Executor, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const rows = await tx
    .selectDistinct({ id: leagues.id })
    .from(leagues)
    .leftJoin(leagueMembers, and(eq(leagueMembers.leagueId, leagues.id), eq(leagueMembers.userId, userId)))
    .where(or(eq(leagues.ownerId, userId), eq(leagueMembers.userId, userId)))
    .orderBy(asc(leagues.id));
  if (rows.length === 0) return;
  const locked = await tx
    .select()
    .from(leagues)
    .where(
      inArray(
        leagues.id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(leagues.id))
    .for('update');
  for (const league of locked) {
    if (league.ownerId === userId) {
      const [heir] = await tx
        .select({ userId: leagueMembers.userId })
        .from(leagueMembers)
        .where(and(eq(leagueMembers.leagueId, league.id), ne(leagueMembers.userId, userId)))
        .orderBy(asc(leagueMembers.joinedAt), asc(leagueMembers.userId))
        .limit(1);
      if (!heir) {
        await tx.delete(leagues).where(eq(leagues.id, league.id));
        continue;
      }
      await tx.update(leagues).set({ ownerId: heir.userId }).where(eq(leagues.id, league.id));
    }
    await dropMember(tx, league.id, userId);
  }
}
