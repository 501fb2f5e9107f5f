import type { RequestLayer } from '#src/api/request-layer.ts';

/** api/leaderboards/v1/ */
export const leaderboardsService = 'leaderboards';

/** Any object with the request layer's `request`, so a test can pass a stub. */
export type ApiClient = Pick<RequestLayer, 'request'>;
