import type { DailyChallengeDto } from '#core/contract/daily-challenge.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

export interface GetDailyChallengeOptions {
  /**
   * false for a visitor without a session: a 401 then just fails the call, since there is no token to
   * refresh and nobody to sign out.
   */
  refreshOnUnauthorized?: boolean;
}

/** GET DailyChallenge: today's match of the day, yesterday's, and the caller's pick and streak. */
export function getDailyChallenge(
  api: Pick<RequestLayer, 'request'>,
  options: GetDailyChallengeOptions = {},
): Promise<DailyChallengeDto> {
  return api.request<DailyChallengeDto>('predictions', 'DailyChallenge', options);
}
