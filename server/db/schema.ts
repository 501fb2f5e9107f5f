// The database tables. Edit here, then `npm run db:generate` writes the SQL migration; never hand-write it.
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { MarketType, SportId } from '../contract/static-lookups.ts';

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

/** The kinds of e-mail a player can opt out of. */
export const emailTypes = pgTable('email_types', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

export type SportRow = typeof sports.$inferSelect;
export type CompetitionRow = typeof competitions.$inferSelect;
export type EmailTypeRow = typeof emailTypes.$inferSelect;
