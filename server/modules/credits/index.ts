// The credits module's public face: the credits table's reads and writes (held, redeemed, granted, held
// again), the credit DTOs and schemas, and GET myCredits. Redeeming and undoing act on a player's week
// and live with the picks (#server/modules/picks/index.ts), which use this module.
export { grantCredits } from './grant.ts';
export { default as creditsRoutes } from './routes.ts';
export { creditSchema, redeemCreditRequestSchema, revokeCreditRequestSchema } from './schemas.ts';
export {
  checkCompetition,
  CREDIT_NOTICES,
  holdCreditsAgain,
  creditsOfWeek,
  creditsRedeemedFor,
  creditTypeOf,
  extraPredictionsOf,
  releaseMultipliersOf,
  toCreditDto,
  toHeldCredit,
  unredeemedCredits,
  type WeekCredits,
} from './store.ts';
