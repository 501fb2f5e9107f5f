// Reference data and the odds feed's world: sports, competitions and their seasons, events, markets,
// outcomes and bookmakers' quotes.
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MarketType, SportId } from '#core/contract/static-lookups.ts';
import type { EventScore, EventStatus } from '#core/contract/predictions.ts';
import type { GameweekId } from '#core/game/gameweek.ts';
import type { AdminVoidReason } from '#core/game/types.ts';
import { createdAt } from './columns.ts';

export const sports = pgTable('sports', {
  id: text('id').$type<SportId>().primaryKey(),
  name: text('name').notNull(),
  oddsGroup: text('odds_group').notNull(),
  colour: text('colour').notNull(),
  textColor: text('text_color').notNull(),
  bordered: boolean('bordered').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull(),
});

/** A competition is one The Odds API sport key (a league, a cup, or an outright market). */
export const competitions = pgTable(
  'competitions',
  {
    key: text('key').primaryKey(),
    sportId: text('sport_id')
      .$type<SportId>()
      .notNull()
      .references(() => sports.id),
    title: text('title').notNull(),
    displayName: text('display_name').notNull(),
    hasOutrights: boolean('has_outrights').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    marketTypes: text('market_types').array().$type<MarketType[]>().notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [index('competitions_sport_id_idx').on(table.sportId)],
);

/** A competition's season ("2025-26", "2026"); past ones are archived and shown read-only. */
export const seasons = pgTable(
  'seasons',
  {
    /** `${competitionKey}:${label}`, e.g. "soccer_epl:2025-26". */
    id: text('id').primaryKey(),
    competitionKey: text('competition_key')
      .notNull()
      .references(() => competitions.key),
    label: text('label').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (table) => [index('seasons_competition_idx').on(table.competitionKey, table.startsAt)],
);

/** One fixture (or an outright competition's season) from the odds feed; the id is the feed's event id. */
export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    competitionKey: text('competition_key')
      .notNull()
      .references(() => competitions.key),
    commenceTime: timestamp('commence_time', { withTimezone: true }).notNull(),
    homeTeam: text('home_team'),
    awayTeam: text('away_team'),
    status: text('status').$type<EventStatus>().notNull().default('scheduled'),
    /** The ISO gameweek of the kick-off (core/game/gameweek.ts). */
    gameweek: text('gameweek').$type<GameweekId>().notNull(),
    scores: jsonb('scores').$type<EventScore[]>(),
    resultUpdatedAt: timestamp('result_updated_at', { withTimezone: true }),
    /** Outrights: picks freeze here (the season's start); null: at commence_time (core/game/lock.ts). */
    lockTime: timestamp('lock_time', { withTimezone: true }),
    /** The competition season the event belongs to (seasons.id); archived seasons are read-only. */
    seasonId: text('season_id').references(() => seasons.id),
    /** Outrights: the winning runner, entered by an administrator. */
    winner: text('winner'),
    /**
     * When an administrator last set the result (final score or void, docs/admin.md's results desk); the
     * scores feed then leaves its scores and status alone. Null: the feed's result.
     */
    resultCorrectedAt: timestamp('result_corrected_at', { withTimezone: true }),
    /** The void an administrator declared (cancelled, abandoned, postponed): every pick on it is void so. */
    voidReason: text('void_reason').$type<AdminVoidReason>(),
    /** When settlement last ran for the event's current result (null: never, or a new result since). */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('events_competition_commence_idx').on(table.competitionKey, table.commenceTime),
    index('events_gameweek_commence_idx').on(table.gameweek, table.commenceTime),
  ],
);

/** One market of an event: h2h, totals (at its consensus line) or outrights. */
export const markets = pgTable(
  'markets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    key: text('key').$type<MarketType>().notNull(),
    line: doublePrecision('line'),
  },
  (table) => [unique('markets_event_key_unique').on(table.eventId, table.key)],
);

/** One outcome of a market with its consensus fair probability and the points it is worth. */
export const outcomes = pgTable(
  'outcomes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    marketId: uuid('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    probability: doublePrecision('probability'),
    booksUsed: integer('books_used').notNull().default(0),
    points: integer('points'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('outcomes_market_name_unique').on(table.marketId, table.name)],
);

/** The last quote each bookmaker gave for each outcome (the consensus is computed from these). */
export const bookmakerQuotes = pgTable(
  'bookmaker_quotes',
  {
    marketId: uuid('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    bookmakerKey: text('bookmaker_key').notNull(),
    outcomeName: text('outcome_name').notNull(),
    price: doublePrecision('price').notNull(),
    point: doublePrecision('point'),
    lastUpdate: timestamp('last_update', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.marketId, table.bookmakerKey, table.outcomeName] })],
);

export type SportRow = typeof sports.$inferSelect;
export type CompetitionRow = typeof competitions.$inferSelect;
export type SeasonRow = typeof seasons.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type MarketRow = typeof markets.$inferSelect;
export type OutcomeRow = typeof outcomes.$inferSelect;
