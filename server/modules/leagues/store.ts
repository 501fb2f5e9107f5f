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
  LeagueMemberDto,
  LeaguePreviewDto,
  LeagueScopeDto,
  LeagueSummaryDto,
  MyLeaguesDto,
  PublicLeaguesPageDto,
} from '#core/contract/leagues.ts';
import type { RoleId } from '#core/contract/account.ts';
import {
  isLeagueCodeShaped,
  isLeagueNameValid,
  LEAGUE_NAME_MAX,
  LEAGUE_NAME_MIN,
  leagueLimitsOf,
  newLeagueCode,
  normaliseLeagueCode,
  normaliseLeagueName,
} from '#core/game/leagues.ts';
import type { Database } from '#server/db/client.ts';
import type { Executor } from '#server/db/executor.ts';
import {
  competitions,
  leagueMembers,
  leagues,
  sports,
  users,
  type LeagueRow,
  type LeagueScopeKind,
} from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { leagueRefusal } from './errors.ts';

/** The name shown for a player who has not chosen a display name. */
const UNNAMED_PLAYER = 'Player';

/** A league as other modules read it: its scope and how its standings rank. */
export interface MemberLeague {
  id: string;
  name: string;
  visibility: LeagueRow['visibility'];
  scope: LeagueScopeDto;
  rankBy: LeagueRow['rankBy'];
  ownerId: string;
  memberCount: number;
  createdAt: Date;
}

function scopeOf(row: Pick<LeagueRow, 'scopeKind' | 'scopeSportId' | 'scopeCompetitionKey'>): LeagueScopeDto {
  if (row.scopeKind === 'sport' && row.scopeSportId) return { kind: 'sport', sportId: row.scopeSportId };
  if (row.scopeKind === 'competition' && row.scopeCompetitionKey) {
    return { kind: 'competition', competitionKey: row.scopeCompetitionKey };
  }
  return { kind: 'all' };
}

function scopeColumns(scope: LeagueScopeDto): {
  scopeKind: LeagueScopeKind;
  scopeSportId: LeagueRow['scopeSportId'];
  scopeCompetitionKey: string | null;
} {
  switch (scope.kind) {
    case 'sport':
      return { scopeKind: 'sport', scopeSportId: scope.sportId, scopeCompetitionKey: null };
    case 'competition':
      return { scopeKind: 'competition', scopeSportId: null, scopeCompetitionKey: scope.competitionKey };
    case 'all':
      return { scopeKind: 'all', scopeSportId: null, scopeCompetitionKey: null };
  }
}

function toMemberLeague(row: LeagueRow): MemberLeague {
  return {
    id: row.id,
    name: row.name,
    visibility: row.visibility,
    scope: scopeOf(row),
    rankBy: row.rankBy,
    ownerId: row.ownerId,
    memberCount: row.memberCount,
    createdAt: row.createdAt,
  };
}

// --- Locks and checks ---------------------------------------------------------------------------------

/**
 * The player's row lock for league changes, and the role as the database holds it now (a downgrade since
 * the token was issued counts). FOR NO KEY UPDATE: it serialises this player's creates and joins with each
 * other and with the picks' FOR UPDATE lock, yet leaves the row free for the key-share locks that foreign
 * keys to it take (a hand-over making this player an owner never waits on it).
 */
async function lockLeaguePlayer(tx: Executor, userId: string): Promise<RoleId> {
  const [row] = await tx
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  if (!row) throw new HttpError('accountGone');
  return row.role;
}

/** The role's limits; guests are offered to sign up, other roles without limits are refused. */
function limitsOrRefuse(role: RoleId): { created: number; joined: number } {
  const limits = leagueLimitsOf(role);
  if (limits) return limits;
  if (role === 'GuestPlayer') throw leagueRefusal('leaguesNeedAccount');
  throw new HttpError('forbidden');
}

/** How many leagues the player owns and belongs to (owned ones included). */
async function leagueCounts(tx: Executor, userId: string): Promise<{ created: number; joined: number }> {
  const [row] = await tx
    .select({
      created: sql<number>`(select count(*)::int from ${leagues} where ${leagues.ownerId} = ${userId})`,
      joined: sql<number>`(select count(*)::int from ${leagueMembers} where ${leagueMembers.userId} = ${userId})`,
    })
    .from(sql`(select 1) as one`);
  return { created: Number(row?.created ?? 0), joined: Number(row?.joined ?? 0) };
}

async function lockLeague(tx: Executor, leagueId: string): Promise<LeagueRow | undefined> {
  const [row] = await tx.select().from(leagues).where(eq(leagues.id, leagueId)).for('update');
  return row;
}

async function findLeague(tx: Executor, leagueId: string): Promise<LeagueRow | undefined> {
  const [row] = await tx.select().from(leagues).where(eq(leagues.id, leagueId));
  return row;
}

async function isMember(tx: Executor, leagueId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)));
  return rows.length > 0;
}

/** Whether a typed code opens this league (case and separators aside). */
function codeOpens(league: LeagueRow, code: string | undefined): boolean {
  return code !== undefined && normaliseLeagueCode(code) === league.code;
}

/** A typed code in its kept form, or `leagueCodeInvalid` when it cannot be a join code. */
function checkedCode(code: string): string {
  if (!isLeagueCodeShaped(code)) throw leagueRefusal('leagueCodeInvalid');
  return normaliseLeagueCode(code);
}

/**
 * The league as the caller may see it: `leagueNotFound` when there is none, or when it is private and the
 * caller is neither a member nor holding its code (a private league's existence is never revealed).
 */
async function visibleLeague(
  tx: Executor,
  leagueId: string,
  userId: string,
  options: { lock?: boolean; code?: string } = {},
): Promise<{ league: LeagueRow; member: boolean }> {
  const league = options.lock ? await lockLeague(tx, leagueId) : await findLeague(tx, leagueId);
  if (!league) throw leagueRefusal('leagueNotFound');
  const member = await isMember(tx, leagueId, userId);
  if (!member && league.visibility === 1 && !codeOpens(league, options.code)) {
    throw leagueRefusal('leagueNotFound');
  }
  return { league, member };
}

/** A league the caller belongs to; a public league's non-member gets `notLeagueMember`. */
async function memberLeague(
  tx: Executor,
  leagueId: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<LeagueRow> {
  const { league, member } = await visibleLeague(tx, leagueId, userId, options);
  if (!member) throw leagueRefusal('notLeagueMember');
  return league;
}

/** A league the caller owns, locked. */
async function ownedLeague(tx: Executor, leagueId: string, userId: string): Promise<LeagueRow> {
  const league = await memberLeague(tx, leagueId, userId, { lock: true });
  if (league.ownerId !== userId) throw leagueRefusal('notLeagueOwner');
  return league;
}

function checkedName(name: string): string {
  if (!isLeagueNameValid(name)) {
    throw leagueRefusal('leagueNameInvalid', { min: LEAGUE_NAME_MIN, max: LEAGUE_NAME_MAX });
  }
  return normaliseLeagueName(name);
}

async function checkScope(tx: Executor, scope: LeagueScopeDto): Promise<void> {
  if (scope.kind === 'sport') {
    const rows = await tx.select({ id: sports.id }).from(sports).where(eq(sports.id, scope.sportId));
    if (rows.length === 0) throw leagueRefusal('unknownSport', { sport: scope.sportId });
  }
  if (scope.kind === 'competition') {
    const rows = await tx
      .select({ key: competitions.key })
      .from(competitions)
      .where(eq(competitions.key, scope.competitionKey));
    if (rows.length === 0) throw leagueRefusal('unknownCompetition', { competition: scope.competitionKey });
  }
}

function randomCode(): string {
  return newLeagueCode((bytes) => crypto.getRandomValues(bytes));
}

// --- DTOs --------------------------------------------------------------------------------------------

function toSummary(row: LeagueRow, userId: string, member: boolean): LeagueSummaryDto {
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

async function ownerOf(tx: Executor, league: LeagueRow): Promise<{ userId: string; displayName: string }> {
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

async function detailsOf(tx: Executor, league: LeagueRow, userId: string): Promise<LeagueDetailsDto> {
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
): Promise<LeagueDetailsDto> {
  const name = checkedName(request.name);
  return db.transaction(async (tx) => {
    const limits = limitsOrRefuse(await lockLeaguePlayer(tx, userId));
    await checkScope(tx, request.scope);
    const counts = await leagueCounts(tx, userId);
    if (counts.created >= limits.created) throw leagueRefusal('leagueCreateLimit', { max: limits.created });
    if (counts.joined >= limits.joined) throw leagueRefusal('leagueJoinLimit', { max: limits.joined });
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
        })
        .onConflictDoNothing({ target: leagues.code })
        .returning();
    }
    await tx.insert(leagueMembers).values({ leagueId: league.id, userId, joinedAt: league.createdAt });
    return detailsOf(tx, league, userId);
  });
}

/** Adds the player to a locked league whose door they passed, within their limits. */
async function addMember(tx: Executor, league: LeagueRow, userId: string, limits: { joined: number }) {
  if (await isMember(tx, league.id, userId)) throw leagueRefusal('alreadyInLeague');
  const counts = await leagueCounts(tx, userId);
  if (counts.joined >= limits.joined) throw leagueRefusal('leagueJoinLimit', { max: limits.joined });
  const inserted = await tx
    .insert(leagueMembers)
    .values({ leagueId: league.id, userId })
    .onConflictDoNothing()
    .returning({ userId: leagueMembers.userId });
  if (inserted.length === 0) throw leagueRefusal('alreadyInLeague');
  const [updated] = await tx
    .update(leagues)
    .set({ memberCount: sql`${leagues.memberCount} + 1` })
    .where(eq(leagues.id, league.id))
    .returning();
  return updated ?? league;
}

/** Joins by id: a public league directly, a private one with its code. */
export async function joinLeague(
  db: Database,
  leagueId: string,
  userId: string,
  code: string | undefined,
): Promise<LeagueDetailsDto> {
  const typed = code === undefined || code === '' ? undefined : checkedCode(code);
  return db.transaction(async (tx) => {
    const limits = limitsOrRefuse(await lockLeaguePlayer(tx, userId));
    const { league, member } = await visibleLeague(tx, leagueId, userId, { lock: true, code: typed });
    if (member) throw leagueRefusal('alreadyInLeague');
    return detailsOf(tx, await addMember(tx, league, userId, limits), userId);
  });
}

/** Joins whatever league the code opens, public or private. */
export async function joinByCode(db: Database, userId: string, code: string): Promise<LeagueDetailsDto> {
  const typed = checkedCode(code);
  return db.transaction(async (tx) => {
    const limits = limitsOrRefuse(await lockLeaguePlayer(tx, userId));
    const [found] = await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.code, typed));
    const league = found ? await lockLeague(tx, found.id) : undefined;
    // Rotated (or deleted) between the two reads: the code no longer opens it.
    if (!league || league.code !== typed) throw leagueRefusal('wrongLeagueCode');
    return detailsOf(tx, await addMember(tx, league, userId, limits), userId);
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
    if (!league) throw leagueRefusal('leagueNotFound');
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
    if (!league) throw leagueRefusal('leagueNotFound');
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
): Promise<void> {
  await db.transaction(async (tx) => {
    await ownedLeague(tx, leagueId, ownerId);
    if (memberId === ownerId) throw leagueRefusal('cannotRemoveOwner');
    if (!(await dropMember(tx, leagueId, memberId))) {
      throw leagueRefusal('leagueMemberNotFound', { userId: memberId });
    }
  });
}

export async function leaveLeague(db: Database, leagueId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const league = await memberLeague(tx, leagueId, userId, { lock: true });
    if (league.ownerId === userId) throw leagueRefusal('ownerCannotLeave');
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

// --- For other modules -------------------------------------------------------------------------------

/** The league with its scope and rankBy, or null when there is no such league or the user is not in it. */
export async function leagueOfMember(
  tx: Executor,
  leagueId: string,
  userId: string,
): Promise<MemberLeague | null> {
  const [row] = await tx
    .select({ league: leagues })
    .from(leagues)
    .innerJoin(leagueMembers, and(eq(leagueMembers.leagueId, leagues.id), eq(leagueMembers.userId, userId)))
    .where(eq(leagues.id, leagueId));
  return row ? toMemberLeague(row.league) : null;
}

/** Every member's user id (the owner's included), longest-standing first. */
export async function leagueMemberIds(tx: Executor, leagueId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: leagueMembers.userId })
    .from(leagueMembers)
    .where(eq(leagueMembers.leagueId, leagueId))
    .orderBy(asc(leagueMembers.joinedAt), asc(leagueMembers.userId));
  return rows.map((row) => row.userId);
}

/** The caller's league (as a member), for the member-only reads of other modules' data. */
export async function leagueForMember(tx: Executor, leagueId: string, userId: string): Promise<LeagueRow> {
  return memberLeague(tx, leagueId, userId);
}

/** A member's display name, or `leagueMemberNotFound` when they are not in the league. */
export async function memberName(tx: Executor, leagueId: string, userId: string): Promise<string> {
  const [row] = await tx
    .select({ displayName: users.displayName })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)));
  if (!row) throw leagueRefusal('leagueMemberNotFound', { userId });
  return row.displayName ?? UNNAMED_PLAYER;
}
