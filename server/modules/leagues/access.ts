// Who may see and change a league: the locks every membership change takes (player first, then league),
// the checks on names, codes and scopes, and the reads other modules make of a league.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { LeagueScopeDto } from '#core/contract/leagues.ts';
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

/** The name shown for a player who has not chosen a display name. */
export const UNNAMED_PLAYER = 'Player';

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

export function scopeOf(
  row: Pick<LeagueRow, 'scopeKind' | 'scopeSportId' | 'scopeCompetitionKey'>,
): LeagueScopeDto {
  if (row.scopeKind === 'sport' && row.scopeSportId) return { kind: 'sport', sportId: row.scopeSportId };
  if (row.scopeKind === 'competition' && row.scopeCompetitionKey) {
    return { kind: 'competition', competitionKey: row.scopeCompetitionKey };
  }
  return { kind: 'all' };
}

export function scopeColumns(scope: LeagueScopeDto): {
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
export async function lockLeaguePlayer(tx: Executor, userId: string): Promise<RoleId> {
  const [row] = await tx
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  if (!row) throw new HttpError('accountGone');
  return row.role;
}

/** The role's limits; guests are offered to sign up, other roles without limits are refused. */
export function limitsOrRefuse(role: RoleId): { created: number; joined: number } {
  const limits = leagueLimitsOf(role);
  if (limits) return limits;
  if (role === 'GuestPlayer') throw new HttpError('leaguesNeedAccount');
  throw new HttpError('forbidden');
}

/** How many leagues the player owns and belongs to (owned ones included). */
export async function leagueCounts(
  tx: Executor,
  userId: string,
): Promise<{ created: number; joined: number }> {
  const [row] = await tx
    .select({
      created: sql<number>`(select count(*)::int from ${leagues} where ${leagues.ownerId} = ${userId})`,
      joined: sql<number>`(select count(*)::int from ${leagueMembers} where ${leagueMembers.userId} = ${userId})`,
    })
    .from(sql`(select 1) as one`);
  return { created: Number(row?.created ?? 0), joined: Number(row?.joined ?? 0) };
}

export async function lockLeague(tx: Executor, leagueId: string): Promise<LeagueRow | undefined> {
  const [row] = await tx.select().from(leagues).where(eq(leagues.id, leagueId)).for('update');
  return row;
}

async function findLeague(tx: Executor, leagueId: string): Promise<LeagueRow | undefined> {
  const [row] = await tx.select().from(leagues).where(eq(leagues.id, leagueId));
  return row;
}

export async function isMember(tx: Executor, leagueId: string, userId: string): Promise<boolean> {
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
export function checkedCode(code: string): string {
  if (!isLeagueCodeShaped(code)) throw new HttpError('leagueCodeInvalid');
  return normaliseLeagueCode(code);
}

/**
 * The league as the caller may see it: `leagueNotFound` when there is none, or when it is private and the
 * caller is neither a member nor holding its code (a private league's existence is never revealed).
 */
export async function visibleLeague(
  tx: Executor,
  leagueId: string,
  userId: string,
  options: { lock?: boolean; code?: string } = {},
): Promise<{ league: LeagueRow; member: boolean }> {
  const league = options.lock ? await lockLeague(tx, leagueId) : await findLeague(tx, leagueId);
  if (!league) throw new HttpError('leagueNotFound');
  const member = await isMember(tx, leagueId, userId);
  if (!member && league.visibility === 1 && !codeOpens(league, options.code)) {
    throw new HttpError('leagueNotFound');
  }
  return { league, member };
}

/** A league the caller belongs to; a public league's non-member gets `notLeagueMember`. */
export async function memberLeague(
  tx: Executor,
  leagueId: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<LeagueRow> {
  const { league, member } = await visibleLeague(tx, leagueId, userId, options);
  if (!member) throw new HttpError('notLeagueMember');
  return league;
}

/** A league the caller owns, locked. */
export async function ownedLeague(tx: Executor, leagueId: string, userId: string): Promise<LeagueRow> {
  const league = await memberLeague(tx, leagueId, userId, { lock: true });
  if (league.ownerId !== userId) throw new HttpError('notLeagueOwner');
  return league;
}

export function checkedName(name: string): string {
  if (!isLeagueNameValid(name)) {
    throw new HttpError('leagueNameInvalid', { min: LEAGUE_NAME_MIN, max: LEAGUE_NAME_MAX });
  }
  return normaliseLeagueName(name);
}

export async function checkScope(tx: Executor, scope: LeagueScopeDto): Promise<void> {
  if (scope.kind === 'sport') {
    const rows = await tx.select({ id: sports.id }).from(sports).where(eq(sports.id, scope.sportId));
    if (rows.length === 0) throw new HttpError('unknownSport', { sport: scope.sportId });
  }
  if (scope.kind === 'competition') {
    const rows = await tx
      .select({ key: competitions.key })
      .from(competitions)
      .where(eq(competitions.key, scope.competitionKey));
    if (rows.length === 0) throw new HttpError('unknownCompetition', { competition: scope.competitionKey });
  }
}

export function randomCode(): string {
  return newLeagueCode((bytes) => crypto.getRandomValues(bytes));
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

/** Every league the user is in, with its scope and rankBy. */
export async function leaguesOfMember(tx: Executor, userId: string): Promise<MemberLeague[]> {
  const rows = await tx
    .select({ league: leagues })
    .from(leagues)
    .innerJoin(leagueMembers, and(eq(leagueMembers.leagueId, leagues.id), eq(leagueMembers.userId, userId)))
    .orderBy(asc(leagues.id));
  return rows.map((row) => toMemberLeague(row.league));
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
  if (!row) throw new HttpError('leagueMemberNotFound', { userId });
  return row.displayName ?? UNNAMED_PLAYER;
}
