// The users desk's reads: a page of users by the table's sort and filters, and one user's detail.
import { and, asc, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/executor.ts';
import { predictions, users } from '#server/db/schema.ts';
import type { UserColumn, UserFilter, UsersQuery } from './schemas.ts';

const dayMs = 86_400_000;

/** Credits held: granted, not redeemed, not expired at `now`. Outer columns by name (CONTRIBUTING). */
function creditsHeld(now: Date): SQL<number> {
  return sql<number>`(select count(*)::int from credits c
    where c.user_id = users.id and c.redeemed_at is null
      and (c.expires_at is null or c.expires_at > ${now.toISOString()}::timestamptz))`;
}

/** `%` and `_` in a typed value match themselves. */
const likeEscaped = (value: string) => value.replace(/[\\%_]/gu, (character) => `\\${character}`);

function textCondition(column: SQL | typeof users.email, filter: Extract<UserFilter, { type: 'text' }>): SQL {
  const value = filter.primaryValue;
  switch (filter.operator) {
    case 'Contains':
      return ilike(column, `%${likeEscaped(value)}%`);
    case 'Starts With':
      return ilike(column, `${likeEscaped(value)}%`);
    case 'Ends With':
      return ilike(column, `%${likeEscaped(value)}`);
    case 'Equals':
      return sql`lower(${column}) = lower(${value})`;
    case 'Not':
      return sql`lower(coalesce(${column}, '')) <> lower(${value})`;
  }
}

function condition(filter: UserFilter, now: Date): SQL {
  if (filter.type === 'text') {
    const column = { email: users.email, displayName: users.displayName, role: users.role }[filter.key];
    return textCondition(column as typeof users.email, filter);
  }
  if (filter.type === 'number') {
    const held = creditsHeld(now);
    if (filter.operator === 'Greater then or equal') return sql`${held} >= ${filter.primaryValue}`;
    if (filter.operator === 'Less then or equal') return sql`${held} <= ${filter.primaryValue}`;
    return sql`${held} = ${filter.primaryValue}`;
  }
  const day = new Date(`${filter.primaryValue}T00:00:00.000Z`);
  const next = new Date(day.getTime() + dayMs);
  if (filter.operator === 'Greater then or equal') return gte(users.createdAt, day);
  if (filter.operator === 'Less then or equal') return lt(users.createdAt, next);
  return and(gte(users.createdAt, day), lt(users.createdAt, next)) as SQL;
}

function sortColumn(key: UserColumn, now: Date) {
  return {
    email: users.email,
    displayName: users.displayName,
    role: users.role,
    createdAt: users.createdAt,
    credits: creditsHeld(now),
  }[key];
}

function rowColumns(now: Date) {
  return {
    id: users.id,
    email: users.email,
    displayName: users.displayName,
    role: users.role,
    createdAt: users.createdAt,
    credits: creditsHeld(now),
    locked: sql<boolean>`coalesce(${users.lockoutEnd} > ${now.toISOString()}::timestamptz, false)`,
  };
}

const rowOut = <R extends { createdAt: Date }>(row: R) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function usersPage(db: Executor, query: UsersQuery, filters: UserFilter[], now: Date) {
  const where = filters.length > 0 ? and(...filters.map((filter) => condition(filter, now))) : undefined;
  const order = query.sortDirection === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns(now))
      .from(users)
      .where(where)
      .orderBy(order(sortColumn(query.sortBy, now)), asc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows: rows.map(rowOut), total: total?.total ?? 0 };
}

/** How many picks the detail shows, newest first. */
const recentPickCount = 20;

export async function userDetail(db: Executor, id: string, now: Date) {
  const [row] = await db
    .select({ ...rowColumns(now), twoFactorEnabled: users.twoFactorEnabled, lockoutEnd: users.lockoutEnd })
    .from(users)
    .where(eq(users.id, id));
  if (!row) return null;
  const picks = await db
    .select({
      id: predictions.id,
      eventId: predictions.eventId,
      competitionKey: predictions.competitionKey,
      gameweek: predictions.gameweek,
      marketKey: predictions.marketKey,
      outcomeName: predictions.outcomeName,
      points: predictions.points,
      createdAt: predictions.createdAt,
    })
    .from(predictions)
    .where(and(eq(predictions.userId, id), sql`${predictions.removedAt} is null`))
    .orderBy(desc(predictions.createdAt))
    .limit(recentPickCount);
  return {
    ...rowOut(row),
    lockoutEnd: row.lockoutEnd?.toISOString() ?? null,
    recentPicks: picks.map(rowOut),
  };
}
