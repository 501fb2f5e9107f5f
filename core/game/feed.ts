// What the game needs from an odds feed, in The Odds API v4's terms (docs/architecture.md §10) but
// normalised: decimal prices, ISO times, no provider quirks. Two implementations: the deterministic demo
// feed (the default) and The Odds API client.

export type FeedMarketKey = 'h2h' | 'totals' | 'outrights';

export interface FeedSport {
  /** The Odds API sport key, e.g. "soccer_epl", "golf_masters_tournament_winner". */
  key: string;
  group: string;
  title: string;
  description: string;
  active: boolean;
  hasOutrights: boolean;
}

export interface FeedOutcome {
  /** A team or player name, "Draw", "Over" or "Under". */
  name: string;
  /** Decimal odds (> 1). */
  price: number;
  /** The line, for totals only. */
  point?: number;
}

export interface FeedMarket {
  key: FeedMarketKey;
  /** ISO 8601. */
  lastUpdate: string;
  outcomes: FeedOutcome[];
}

export interface FeedBookmaker {
  key: string;
  title: string;
  /** ISO 8601. */
  lastUpdate: string;
  /** Only the markets the game uses (lay markets are dropped by the feed). */
  markets: FeedMarket[];
}

export interface FeedEvent {
  /** The provider's event id (stable across polls). */
  id: string;
  sportKey: string;
  /** ISO 8601 kick-off. */
  commenceTime: string;
  /** null for outright markets. */
  homeTeam: string | null;
  awayTeam: string | null;
  bookmakers: FeedBookmaker[];
}

export type FeedEventStatus = 'scheduled' | 'live' | 'completed' | 'postponed' | 'cancelled';

export interface FeedScore {
  id: string;
  sportKey: string;
  commenceTime: string;
  homeTeam: string | null;
  awayTeam: string | null;
  status: FeedEventStatus;
  /** Per team, in no guaranteed order; the score is kept as the provider's text. null before start. */
  scores: { name: string; score: string }[] | null;
  /** ISO 8601 or null. */
  lastUpdate: string | null;
  /** Outrights: the winning runner once known (the demo feed knows it; The Odds API has no such feed). */
  winner?: string | null;
}

export interface OddsRequest {
  markets: FeedMarketKey[];
}

export interface ScoresRequest {
  /** Completed events from up to this many days ago (1-3), as The Odds API's daysFrom. */
  daysFrom?: number;
}

export interface OddsFeed {
  readonly name: 'demo' | 'the-odds-api';
  sports(): Promise<FeedSport[]>;
  /** Upcoming and live events with their quotes. */
  odds(sportKey: string, request: OddsRequest): Promise<FeedEvent[]>;
  scores(sportKey: string, request?: ScoresRequest): Promise<FeedScore[]>;
}
