// The picks module's public face: the weekly slip and outright picks, the credit actions on a player's
// week (myCredits/redeem and revoke), the pick DTO and its schemas, and how a stored pick's result reads.
export { default as creditActionRoutes } from './credit-routes.ts';
export { livePicksOn, pickDtos } from './pick-dto.ts';
export { resultFromColumns } from './pick-standing.ts';
export { default as picksRoutes } from './routes.ts';
export { pickResultSchema, pickSchema, voidReasonSchema } from './schemas.ts';
export { livePickColumns, livePicks, toLivePick, weeklyPicks } from './week-store.ts';
