import type { DailyChallengeDto, SaveDailyPickRequest } from '#core/contract/daily-challenge.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/**
 * PUT DailyChallenge/MyPick: makes or changes the caller's one pick on today's match (at the current
 * price); answers the whole challenge as it now stands. A 400 carries the rule's refusal to show as is.
 */
export function saveDailyPick(
  api: Pick<RequestLayer, 'request'>,
  body: SaveDailyPickRequest,
): Promise<DailyChallengeDto> {
  return api.request<DailyChallengeDto>('predictions', 'DailyChallenge/MyPick', { method: 'PUT', body });
}
