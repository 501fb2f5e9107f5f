import type { EventsDto } from '#core/contract/predictions.ts';
import type { SportId } from '#core/contract/static-lookups.ts';
import { predictionsService, type ApiClient } from './service.ts';

export interface EventsQuery {
  sport?: SportId;
  competition?: string;
  /** A gameweek such as 2026-W47 (absent: the current one)... */
  gameweek?: string;
  /** ...or a whole season of a competition (archived seasons, outrights). */
  season?: string;
}

/** GET Events: the events by kick-off, each with the caller's pick when signed in. */
export function getEvents(api: ApiClient, query: EventsQuery = {}): Promise<EventsDto> {
  return api.request<EventsDto>(predictionsService, 'Events', { query: { ...query } });
}
