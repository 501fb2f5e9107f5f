// Leaderboards (docs/game-rules.md §8): materialised standings, kept by server/modules/leaderboards from
// the derived points of picks (picks/pick-standing.ts), bonus entries and daily-challenge picks, by the
// difference each makes (standings_counted).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * One leaderboard: a period (0 Daily … 5 Season) and its key ("2026-11-21", "2026-W47", "2026-11", "2026",
 * a season id), and a scope (0 global, 1 sport, 2 competition) and its key ('' for global).
 */
export const boards = pgTable(
  'boards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    period: smallint('period').notNull(),
    periodKey: text('period_key').notNull(),
    scope: smallint('scope').notNull(),
    scopeKey: text('scope_key').notNull(),
  },
  (table) => [unique('boards_key_unique').on(table.period, table.periodKey, table.scope, table.scopeKey)],
);

/** A player's row on a board: the sums of what counts there. */
export const standings = pgTable(
  'standings',
  {
    // No foreign keys: the refresh writes hundreds of thousands of rows at a time and the per-row checks
    // would cost a third of it. Boards are never deleted; a deleted player's rows go with their counts in
    // board_scores (leaderboards forgetPlayer, called by account deletion).
    boardId: integer('board_id').notNull(),
    userId: uuid('user_id').notNull(),
    boosted: integer('boosted').notNull(),
    total: integer('total').notNull(),
    correct: integer('correct').notNull(),
    /** How many scored things count here: at 0 the row goes (its last one moved to another board). */
    entries: integer('entries').notNull().default(0),
  },
  (table) => [
    // By board first: the refresh writes its rows sorted in this order, so a settlement's new rows land
    // side by side at each board's end instead of on random pages of a player-first index (a third less
    // time at a million players). A player's rows are found through their counted things (forgetPlayer).
    primaryKey({ columns: [table.boardId, table.userId] }),
    // The board in rank order: a page is one range of it.
    index('standings_order_idx').on(
      table.boardId,
      table.boosted.desc(),
      table.correct.desc(),
      table.total.desc(),
    ),
  ],
);

/**
 * How many players of a board stand at each boosted score and count of correct picks, and how many stand
 * above them: a rank is `above + 1 + the players of the same boosted score and correct count ahead on total`
 * (a range of a few dozen index entries).
 */
export const boardScores = pgTable(
  'board_scores',
  {
    boardId: integer('board_id').notNull(),
    boosted: integer('boosted').notNull(),
    correct: integer('correct').notNull().default(0),
    players: integer('players').notNull(),
    above: integer('above').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.boardId, table.boosted, table.correct] })],
);

/**
 * Players whose bonus points or daily-challenge results changed (the ledger and the daily settlement mark
 * them). `full`: look at all their daily picks, not only the recent days' (a rebuild).
 */
export const standingsDirty = pgTable('standings_dirty', {
  userId: uuid('user_id').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  full: boolean('full').notNull().default(false),
});

/** Events whose picks' results changed (settlement, corrections, voids, an outright's winner mark them). */
export const standingsDirtyEvents = pgTable('standings_dirty_events', {
  eventId: text('event_id').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * What each scored thing (a pick, a bonus entry, a daily pick) counts on the boards right now, as the
 * refresh last applied it: the refresh adds the difference between a thing's current contribution and
 * this one to the boards, in the transaction that replaces it, so nothing counts twice or is missed.
 */
export const standingsCounted = pgTable(
  'standings_counted',
  {
    userId: uuid('user_id').notNull(),
    /** 'p:' + prediction id, 'b:' + ledger entry id, 'd:' + challenge day. */
    sourceId: text('source_id').notNull(),
    /** The contribution (server/modules/leaderboards/boards.ts), its instant as an ISO string. */
    contribution: jsonb('contribution').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.sourceId] })],
);

export type BoardRow = typeof boards.$inferSelect;
export type StandingRow = typeof standings.$inferSelect;
