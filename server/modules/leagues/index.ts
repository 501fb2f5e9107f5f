// The leagues module's public face: its routes, what other modules read of a league (its members, scope
// and ranking: the league standings), and the hook account deletion calls inside its transaction.
export { default as leaguesRoutes } from './routes.ts';
export { leagueMemberIds, leagueOfMember, leaguesOfMember, type MemberLeague } from './access.ts';
export { releaseLeaguesOf } from './store.ts';
