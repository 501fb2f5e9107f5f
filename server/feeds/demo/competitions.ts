// The competitions the demo keeps alive all year: titles and groups as The Odds API lists them
// (docs/game-rules.md §1.1), each with its roster, scoring model, weekly schedule and how many books
// price it at most.
import { americanFootballSeason, mastersSeason, nbaSeason, type SeasonDates } from './outright-seasons.ts';
import { nflTeams } from './rosters/american-football.ts';
import { aflClubs } from './rosters/aussie-rules.ts';
import { mlbTeams } from './rosters/baseball.ts';
import { nbaTeams } from './rosters/basketball.ts';
import { iplTeams } from './rosters/cricket.ts';
import { championshipClubs, faCupClubs, premierLeagueClubs } from './rosters/football.ts';
import { mastersField } from './rosters/golf.ts';
import { nhlTeams } from './rosters/ice-hockey.ts';
import { nrlClubs } from './rosters/rugby-league.ts';
import { usOpenPlayers } from './rosters/tennis.ts';
import * as schedules from './schedules.ts';
import type { Round } from './schedules.ts';
import * as sports from './sport-models.ts';
import type { SportModel } from './sport-models.ts';

interface CompetitionBase {
  key: string;
  group: string;
  title: string;
  roster: readonly string[];
  /** Books drawn per event: between MIN_BOOKMAKERS and this. */
  maxBookmakers: number;
}

export interface MatchCompetition extends CompetitionBase {
  kind: 'match';
  description: string;
  sport: SportModel;
  schedule: readonly Round[];
}

export interface OutrightCompetition extends CompetitionBase {
  kind: 'outright';
  /** Whose strengths the runners carry (a match competition's key shares its teams' ratings). */
  ratingsFrom: string;
  /** How sharply strength turns into title chances: p ∝ exp(concentration × rating). */
  concentration: number;
  /** The season that starts in a given year. */
  season(startYear: number): SeasonDates;
  describe(startYear: number): string;
}

export type Competition = MatchCompetition | OutrightCompetition;

function match(
  key: string,
  group: string,
  title: string,
  description: string,
  roster: readonly string[],
  sport: SportModel,
  schedule: readonly Round[],
  maxBookmakers: number,
): MatchCompetition {
  return { kind: 'match', key, group, title, description, roster, sport, schedule, maxBookmakers };
}

export const competitions: readonly Competition[] = [
  match(
    'soccer_epl',
    'Soccer',
    'EPL',
    'English Premier League',
    premierLeagueClubs,
    sports.englishLeague(0.55),
    schedules.premierLeagueWeek,
    8,
  ),
  match(
    'soccer_fa_cup',
    'Soccer',
    'FA Cup',
    'Football Association Challenge Cup',
    faCupClubs,
    sports.englishLeague(0.6),
    schedules.faCupWeek,
    7,
  ),
  match(
    'soccer_efl_champ',
    'Soccer',
    'Championship',
    'EFL Championship',
    championshipClubs,
    sports.englishLeague(0.4),
    schedules.championshipWeek,
    7,
  ),
  match(
    'basketball_nba',
    'Basketball',
    'NBA',
    'US Basketball',
    nbaTeams,
    sports.basketball,
    schedules.nbaWeek,
    8,
  ),
  match(
    'cricket_ipl',
    'Cricket',
    'IPL',
    'Indian Premier League',
    iplTeams,
    sports.cricketT20,
    schedules.iplWeek,
    6,
  ),
  match(
    'aussierules_afl',
    'Aussie Rules',
    'AFL',
    'Aussie Football',
    aflClubs,
    sports.aussieRules,
    schedules.aflWeek,
    6,
  ),
  match(
    'baseball_mlb',
    'Baseball',
    'MLB',
    'Major League Baseball',
    mlbTeams,
    sports.baseball,
    schedules.mlbWeek,
    7,
  ),
  match(
    'icehockey_nhl',
    'Ice Hockey',
    'NHL',
    'US Ice Hockey',
    nhlTeams,
    sports.iceHockey,
    schedules.nhlWeek,
    7,
  ),
  match(
    'tennis_atp_us_open',
    'Tennis',
    'ATP US Open',
    "Men's Singles",
    usOpenPlayers,
    sports.tennisBestOfFive,
    schedules.usOpenWeek,
    6,
  ),
  match(
    'rugbyleague_nrl',
    'Rugby League',
    'NRL',
    'Aussie Rugby League',
    nrlClubs,
    sports.rugbyLeague,
    schedules.nrlWeek,
    6,
  ),
  match(
    'americanfootball_nfl',
    'American Football',
    'NFL',
    'US Football',
    nflTeams,
    sports.americanFootball,
    schedules.nflWeek,
    8,
  ),
  {
    kind: 'outright',
    key: 'basketball_nba_championship_winner',
    group: 'Basketball',
    title: 'NBA Championship Winner',
    roster: nbaTeams,
    maxBookmakers: 7,
    ratingsFrom: 'basketball_nba',
    concentration: 1.4,
    season: nbaSeason,
    describe: (year) => `Championship Winner ${year}/${year + 1}`,
  },
  {
    kind: 'outright',
    key: 'golf_masters_tournament_winner',
    group: 'Golf',
    title: 'Masters Tournament Winner',
    roster: mastersField,
    maxBookmakers: 6,
    ratingsFrom: 'golf_masters_tournament_winner',
    concentration: 1.2,
    season: mastersSeason,
    describe: (year) => `${year} Winner`,
  },
  {
    kind: 'outright',
    key: 'americanfootball_nfl_super_bowl_winner',
    group: 'American Football',
    title: 'NFL Super Bowl Winner',
    roster: nflTeams,
    maxBookmakers: 8,
    ratingsFrom: 'americanfootball_nfl',
    concentration: 1.3,
    season: americanFootballSeason,
    describe: (year) => `Super Bowl Winner ${year}/${year + 1}`,
  },
];

export function competitionByKey(key: string): Competition | undefined {
  return competitions.find((competition) => competition.key === key);
}
