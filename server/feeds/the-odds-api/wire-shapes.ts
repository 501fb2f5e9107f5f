// The Odds API v4 answers as documented (docs/architecture.md §10). Strict on types — a price is a
// number, a score is a string — and tolerant only where the provider is: `sport_title` and the
// market-level `last_update` are missing from older answers, outrights report no teams, and a score
// event has `scores`/`last_update` null before it starts. Unknown fields (links, sids, bet limits) are
// stripped.
import { z } from 'zod';

/** ISO 8601 with `Z` or an offset; we always ask for dateFormat=iso. */
const isoTime = z.iso.datetime({ offset: true });

export const sportWire = z.object({
  key: z.string().min(1),
  group: z.string(),
  title: z.string(),
  description: z.string(),
  active: z.boolean(),
  has_outrights: z.boolean(),
});

const outcomeWire = z.object({
  name: z.string().min(1),
  price: z.number(),
  point: z.number().optional(),
});

const marketWire = z.object({
  key: z.string(),
  last_update: isoTime.optional(),
  outcomes: z.array(outcomeWire),
});

const bookmakerWire = z.object({
  key: z.string().min(1),
  title: z.string(),
  last_update: isoTime.optional(),
  markets: z.array(marketWire),
});

export const oddsEventWire = z.object({
  id: z.string().min(1),
  sport_key: z.string().min(1),
  sport_title: z.string().optional(),
  commence_time: isoTime,
  home_team: z.string().nullish(),
  away_team: z.string().nullish(),
  bookmakers: z.array(bookmakerWire),
});

export const scoreEventWire = z.object({
  id: z.string().min(1),
  sport_key: z.string().min(1),
  sport_title: z.string().optional(),
  commence_time: isoTime,
  completed: z.boolean(),
  home_team: z.string().nullish(),
  away_team: z.string().nullish(),
  scores: z.array(z.object({ name: z.string(), score: z.string() })).nullish(),
  last_update: isoTime.nullish(),
});

export type SportWire = z.infer<typeof sportWire>;
export type OddsEventWire = z.infer<typeof oddsEventWire>;
export type OutcomeWire = z.infer<typeof outcomeWire>;
export type BookmakerWire = z.infer<typeof bookmakerWire>;
export type ScoreEventWire = z.infer<typeof scoreEventWire>;
