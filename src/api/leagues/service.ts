import type { RequestLayer } from '#src/api/request-layer.ts';

/** api/leagues/v1/ */
export const leaguesService = 'leagues';

/** Any object with the request layer's `request`, so a test can pass a stub. */
export type ApiClient = Pick<RequestLayer, 'request'>;

/** `Leagues/{leagueId}` and below, with the id encoded. */
export const leaguePath = (leagueId: string, rest = '') => `Leagues/${encodeURIComponent(leagueId)}${rest}`;
