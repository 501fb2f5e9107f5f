// Leagues (docs/game-rules.md §9): private or public groups of players ranked together, and their members.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LeagueRankBy, LeagueVisibilityId } from '#core/contract/leagues.ts';
import type { SportId } from '#core/contract/static-lookups.ts';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { competitions, sports } from './events.ts';

/** Which picks count in a league: all of them, one sport's, or one competition's. */
export type LeagueScopeKind = 'all' | 'sport' | 'competition';

/**
 * A league. member_count is kept in the same transaction as every join and leave (the owner counts);
 * code is the join code in its kept form (core/game/leagues.ts normaliseLeagueCode).
 */
export const leagues = pgTable(
  'leagues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** 0 public, 1 private. */
    visibility: smallint('visibility').$type<LeagueVisibilityId>().notNull(),
    scopeKind: text('scope_kind').$type<LeagueScopeKind>().notNull(),
    /** scope_kind 'sport': the sport. */
    scopeSportId: text('scope_sport_id')
      .$type<SportId>()
      .references(() => sports.id),
    /** scope_kind 'competition': the competition. */
    scopeCompetitionKey: text('scope_competition_key').references(() => competitions.key),
    rankBy: text('rank_by').$type<LeagueRankBy>().notNull().default('boosted'),
    /** No cascade: deleting a player hands their leagues over first (server/modules/leagues). */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    code: text('code').notNull().unique(),
    memberCount: integer('member_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('leagues_owner_idx').on(table.ownerId),
    index('leagues_public_idx')
      .on(table.memberCount.desc(), table.createdAt)
      .where(sql`${table.visibility} = 0`),
  ],
);

/** Who belongs to a league (its owner included). */
export const leagueMembers = pgTable(
  'league_members',
  {
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.userId] }),
    index('league_members_user_idx').on(table.userId),
  ],
);

export type LeagueRow = typeof leagues.$inferSelect;
export type LeagueMemberRow = typeof leagueMembers.$inferSelect;
