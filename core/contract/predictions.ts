// The shapes of api/predictions/v1/*. The SPA imports these as types only (lint enforces it).
import type { PickDto } from './play.ts';
import type { MarketType, SportId } from './static-lookups.ts';

export type EventStatus = 'scheduled' | 'live' | 'completed' | 'postponed' | 'cancelled';

/** One side's score as the feed gives it (text: cricket scores read "245/6"). */
export interface EventScore {
  name: string;
  score: string;
}

export interface OutcomeDto {
  /** A team or player name, "Draw", "Over" or "Under". */
  name: string;
  /** Consensus fair probability; null while too few bookmakers quote the market. */
  probability: number | null;
  /** Bookmakers whose quote went into the consensus. */
  booksUsed: number;
  /** Points if this outcome comes in; null without a probability. */
  points: number | null;
}

export interface MarketDto {
  key: MarketType;
  /** The totals line (e.g. 2.5); null for other markets. */
  line: number | null;
  outcomes: OutcomeDto[];
}

export interface EventDto {
  id: string;
  competitionKey: string;
  sportId: SportId;
  /** ISO 8601 kick-off. */
  commenceTime: string;
  /** null for outright markets. */
  homeTeam: string | null;
  awayTeam: string | null;
  status: EventStatus;
  /** Picks on this event are frozen (kick-off reached, or no longer scheduled). */
  locked: boolean;
  scores: EventScore[] | null;
  markets: MarketDto[];
  /** The caller's live pick on this event (signed-in callers, guests included); absent otherwise. */
  myPick?: PickDto | null;
  /** Archived seasons and outrights: the winning outcome once known. */
  winner?: string | null;
}

/** GET Events: the events of one gameweek, by kick-off. */
export interface EventsDto {
  /** e.g. "2026-W47". */
  gameweek: string;
  events: EventDto[];
}
