// The game's fixed lookups as first seeded: the ten sports, their competitions (The Odds API sport keys,
// docs/game-rules.md §1.1) and the e-mail kinds a player can opt out of. Admins may change them later;
// the seed never overwrites.
import type { CompetitionRow, EmailTypeRow, SportRow } from './schema.ts';

const matchMarkets: CompetitionRow['marketTypes'] = ['h2h', 'totals'];
// Tennis and cricket are priced on the winner; a points/runs total is not a market worth predicting here.
const winnerOnly: CompetitionRow['marketTypes'] = ['h2h'];
const outrights: CompetitionRow['marketTypes'] = ['outrights'];

// Light badges (golf, cricket, baseball, tennis) are bordered so they stand out on a white surface.
export const sportsSeed: SportRow[] = [
  {
    id: 'Football',
    name: 'Football',
    oddsGroup: 'Soccer',
    colour: '#1B5E20',
    textColor: '#FFFFFF',
    bordered: false,
    isActive: true,
    sortOrder: 1,
  },
  {
    id: 'Golf',
    name: 'Golf',
    oddsGroup: 'Golf',
    colour: '#F1F8E9',
    textColor: '#2E7D32',
    bordered: true,
    isActive: true,
    sortOrder: 2,
  },
  {
    id: 'AmericanFootball',
    name: 'American Football',
    oddsGroup: 'American Football',
    colour: '#5D4037',
    textColor: '#FFFFFF',
    bordered: false,
    isActive: true,
    sortOrder: 3,
  },
  {
    id: 'Basketball',
    name: 'Basketball',
    oddsGroup: 'Basketball',
    colour: '#BF360C',
    textColor: '#FFFFFF',
    bordered: false,
    isActive: true,
    sortOrder: 4,
  },
  {
    id: 'Cricket',
    name: 'Cricket',
    oddsGroup: 'Cricket',
    colour: '#FFF8E1',
    textColor: '#B71C1C',
    bordered: true,
    isActive: true,
    sortOrder: 5,
  },
  {
    id: 'AussieRules',
    name: 'Aussie Rules',
    oddsGroup: 'Aussie Rules',
    colour: '#B71C1C',
    textColor: '#FFFFFF',
    bordered: false,
    isActive: true,
    sortOrder: 6,
  },
  {
    id: 'Baseball',
    name: 'Baseball',
    oddsGroup: 'Baseball',
    colour: '#FFFFFF',
    textColor: '#C62828',
    bordered: true,
    isActive: true,
    sortOrder: 7,
  },
  {
    id: 'IceHockey',
    name: 'Ice Hockey',
    oddsGroup: 'Ice Hockey',
    colour: '#01579B',
    textColor: '#FFFFFF',
    bordered: false,
    isActive: true,
    sortOrder: 8,
  },
  {
    id: 'Tennis',
    name: 'Tennis',
    oddsGroup: 'Tennis',
    colour: '#D4E157',
    textColor: '#1B1B1B',
    bordered: true,
    isActive: true,
    sortOrder: 9,
  },
  {
    id: 'RugbyLeague',
    name: 'Rugby League',
    oddsGroup: 'Rugby League',
    colour: '#4A148C',
    textColor: '#FFFFFF',
    bordered: false,
    isActive: true,
    sortOrder: 10,
  },
];

function match(
  key: string,
  sportId: CompetitionRow['sportId'],
  title: string,
  displayName: string,
  sortOrder: number,
  marketTypes = matchMarkets,
): CompetitionRow {
  return { key, sportId, title, displayName, hasOutrights: false, isActive: true, marketTypes, sortOrder };
}

function outright(
  key: string,
  sportId: CompetitionRow['sportId'],
  title: string,
  displayName: string,
  sortOrder: number,
): CompetitionRow {
  return {
    key,
    sportId,
    title,
    displayName,
    hasOutrights: true,
    isActive: true,
    marketTypes: outrights,
    sortOrder,
  };
}

export const competitionsSeed: CompetitionRow[] = [
  match('soccer_epl', 'Football', 'EPL', 'English Premier League', 1),
  match('soccer_fa_cup', 'Football', 'FA Cup', 'FA Cup', 2),
  match('soccer_efl_champ', 'Football', 'Championship', 'EFL Championship', 3),
  outright('golf_masters_tournament_winner', 'Golf', 'Masters Tournament Winner', 'Masters winners', 1),
  match('americanfootball_nfl', 'AmericanFootball', 'NFL', 'NFL', 1),
  outright(
    'americanfootball_nfl_super_bowl_winner',
    'AmericanFootball',
    'NFL Super Bowl Winner',
    'NFL Super Bowl winners',
    2,
  ),
  match('basketball_nba', 'Basketball', 'NBA', 'NBA', 1),
  outright('basketball_nba_championship_winner', 'Basketball', 'NBA Championship Winner', 'NBA winners', 2),
  match('cricket_ipl', 'Cricket', 'IPL', 'Indian Premier League', 1, winnerOnly),
  match('aussierules_afl', 'AussieRules', 'AFL', 'AFL', 1),
  match('baseball_mlb', 'Baseball', 'MLB', 'MLB', 1),
  match('icehockey_nhl', 'IceHockey', 'NHL', 'NHL', 1),
  match('tennis_atp_us_open', 'Tennis', 'ATP US Open', 'ATP US Open', 1, winnerOnly),
  match('rugbyleague_nrl', 'RugbyLeague', 'NRL', 'NRL', 1),
];

export const emailTypesSeed: EmailTypeRow[] = [
  {
    id: 1,
    key: 'weekly-reminder',
    name: 'Weekly reminder',
    description: "A reminder to make the week's five predictions before the first match starts.",
  },
  {
    id: 2,
    key: 'results',
    name: 'Results',
    description: "Your points and leaderboard position once the week's matches are settled.",
  },
  {
    id: 3,
    key: 'league-activity',
    name: 'League activity',
    description: "When someone joins one of your leagues, and each league's weekly standings.",
  },
  {
    id: 4,
    key: 'news-and-offers',
    name: 'News and offers',
    description: 'New sports and competitions, membership offers and bundles.',
  },
];
