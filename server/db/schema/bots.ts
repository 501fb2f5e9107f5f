// The benchmark bots (docs/game-rules.md §8.1, core/game/bots.ts): their picks, frozen at each event's lock,
// and their rows on the boards, kept apart from the people's standings so that no one's rank or count moves.
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { MarketType } from '#core/contract/static-lookups.ts';
import type { GameweekId } from '#core/game/gameweek.ts';
import { competitions, events, seasons } from './events.ts';

/**
 * A bot's pick (bot: core/game/bots.ts BOTS code), made once its event's lock has passed, at the price the
 * lock froze; created_at is that lock, so the outcome's decisions count from it as a person's do from
 * their save. Settlement decides its outcome group with the people's (settlement-store.ts).
 */
export const botPicks = pgTable(
  'bot_picks',
  {
    bot: smallint('bot').notNull(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id),
    gameweek: text('gameweek').$type<GameweekId>().notNull(),
    competitionKey: text('competition_key')
      .notNull()
      .references(() => competitions.key),
    seasonId: text('season_id').references(() => seasons.id),
    marketKey: text('market_key').$type<MarketType>().notNull(),
    outcomeName: text('outcome_name').notNull(),
    probability: doublePrecision('probability').notNull(),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bot, table.eventId] }),
    // Settlement reads an event's bot picks with its people's.
    index('bot_picks_event_idx').on(table.eventId),
  ],
);

/** A bot's row on a board: the sums of its settled picks counting there, as a person's standings row. */
export const botStandings = pgTable(
  'bot_standings',
  {
    boardId: integer('board_id').notNull(),
    bot: smallint('bot').notNull(),
    boosted: integer('boosted').notNull(),
    total: integer('total').notNull(),
    correct: integer('correct').notNull(),
  },
  (table) => [primaryKey({ columns: [table.boardId, table.bot] })],
);
