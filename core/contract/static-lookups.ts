// The shapes of api/StaticLookups/v1/*. The SPA imports these as types only (lint enforces it).

/** A sport's id as the spec names it; also the `:sport` route parameter and the CurrentSport param. */
export type SportId =
  | 'Football'
  | 'Golf'
  | 'AmericanFootball'
  | 'Basketball'
  | 'Cricket'
  | 'AussieRules'
  | 'Baseball'
  | 'IceHockey'
  | 'Tennis'
  | 'RugbyLeague';

export type MarketType = 'h2h' | 'totals' | 'outrights';

export interface SportDto {
  id: SportId;
  /** Display name, e.g. "American Football". */
  name: string;
  /** The Odds API group, e.g. "American Football", "Soccer". */
  oddsGroup: string;
  /** Badge background colour (CSS hex). */
  colour: string;
  /** Text colour on the badge (CSS hex). */
  textColor: string;
  /** Whether the badge draws a border (light badges on a light surface). */
  bordered: boolean;
  isActive: boolean;
  sortOrder: number;
}

export interface CompetitionDto {
  /** The Odds API sport key, e.g. "soccer_epl", "golf_masters_tournament_winner". */
  key: string;
  sportId: SportId;
  /** Short title, e.g. "EPL". */
  title: string;
  /** Display name, e.g. "English Premier League", "Masters winners". */
  displayName: string;
  hasOutrights: boolean;
  isActive: boolean;
  marketTypes: MarketType[];
  sortOrder: number;
}

export interface SportGroupDto {
  sport: SportDto;
  competitions: CompetitionDto[];
}

/** GET ActiveSportsAndCompetitions wraps its list in `data`. */
export interface ActiveSportsAndCompetitionsDto {
  data: SportGroupDto[];
}

/** GET Emails: the kinds of e-mail a player can opt out of (email preferences). */
export interface EmailTypeDto {
  id: number;
  key: string;
  name: string;
  description: string;
}
