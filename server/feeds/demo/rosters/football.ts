// English football clubs as The Odds API names them. Each list runs roughly strongest first: the order is the
// strength prior the seed then perturbs (strengths.ts).

export const premierLeagueClubs = [
  'Liverpool',
  'Arsenal',
  'Manchester City',
  'Chelsea',
  'Newcastle United',
  'Aston Villa',
  'Tottenham Hotspur',
  'Brighton and Hove Albion',
  'Nottingham Forest',
  'Manchester United',
  'Crystal Palace',
  'Bournemouth',
  'Brentford',
  'Fulham',
  'Everton',
  'West Ham United',
  'Wolverhampton Wanderers',
  'Leeds United',
  'Sunderland',
  'Burnley',
] as const;

export const championshipClubs = [
  'Leicester City',
  'Southampton',
  'Ipswich Town',
  'Sheffield United',
  'Middlesbrough',
  'Coventry City',
  'West Bromwich Albion',
  'Norwich City',
  'Bristol City',
  'Millwall',
  'Watford',
  'Blackburn Rovers',
  'Hull City',
  'Birmingham City',
  'Wrexham',
  'Derby County',
  'Preston North End',
  'Stoke City',
  'Swansea City',
  'Queens Park Rangers',
  'Portsmouth',
  'Sheffield Wednesday',
  'Oxford United',
  'Charlton Athletic',
] as const;

/** League One clubs that make the FA Cup draw feel like a cup. */
const lowerLeagueClubs = [
  'Luton Town',
  'Cardiff City',
  'Plymouth Argyle',
  'Huddersfield Town',
  'Bolton Wanderers',
  'Stockport County',
  'Wigan Athletic',
  'Barnsley',
] as const;

export const faCupClubs = [...premierLeagueClubs, ...championshipClubs, ...lowerLeagueClubs] as const;
