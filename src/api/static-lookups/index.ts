export { getEmails } from './get-emails.ts';
export { getAllSportsAndCompetitions } from './get-all-sports-and-competitions.ts';
export { getSports } from './get-sports.ts';
export { getActiveSportsAndCompetitions } from './get-active-sports-and-competitions.ts';
export { getOutrightSportsAndCompetitions } from './get-outright-sports-and-competitions.ts';
export { staticLookupsService, type ApiClient } from './service.ts';
