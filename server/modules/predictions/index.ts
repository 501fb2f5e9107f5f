// The predictions module's public face: the events catalogue (events with their markets, the seasons) as
// the SPA reads it, its plugins and routes, and the event DTO other modules embed (the daily challenge).
export { default as eventsView } from './events-view.ts';
export { toEventDto } from './event-dto.ts';
export { default as recentPicks } from './recent-picks.ts';
export { default as predictionsRepository, type EventWithMarkets } from './repository.ts';
export { default as predictionsRoutes } from './routes.ts';
export { eventSchema } from './schemas.ts';
