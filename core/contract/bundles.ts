// The shapes of api/bundles/v1/* (docs/bundles.md, docs/game-rules.md §8): a bundle is a code that grants
// credits and/or premium days, redeemed once per player, with an optional redemption limit and expiry.
//
// Calls (all under api/):
//   POST bundles/v1/Redeem  RedeemBundleRequest   -> RedeemBundleResultDto (signed-up players)
//   GET  bundles/v1/admin/Bundles                 -> BundleListDto (administrators and shadow administrators)
//   POST bundles/v1/admin/Bundles CreateBundleRequest -> 201 BundleDto (administrators)
import type { SessionTokens } from './auth.ts';

/** What a bundle gives: counts of each credit type and days of premium (each 0 or more). */
export interface BundleGrantsDto {
  bonusPoints: number;
  multipliers: number;
  extraPredictions: number;
  premiumDays: number;
}

export interface RedeemBundleRequest {
  /** Compared trimmed and case-insensitively. */
  code: string;
}

export interface RedeemBundleResultDto {
  /** The bundle's code in its kept form. */
  code: string;
  granted: BundleGrantsDto;
  /** When the player's premium from bundles now ends; null when the bundle gave no premium days. */
  premiumUntil: string | null;
  /**
   * A new session when the redemption changed the role (Player → PremiumPlayer): the role is in the bearer
   * token, so it replaces the current one, as UpgradeToPremium's does. Null otherwise.
   */
  session: SessionTokens | null;
}

export interface BundleDto extends BundleGrantsDto {
  id: string;
  code: string;
  /** Null: no limit. */
  maxRedemptions: number | null;
  redemptionCount: number;
  /** Null: never expires. */
  expiresAt: string | null;
  createdAt: string;
}

export interface BundleListDto {
  bundles: BundleDto[];
}

export interface CreateBundleRequest {
  code: string;
  bonusPoints?: number;
  multipliers?: number;
  extraPredictions?: number;
  premiumDays?: number;
  maxRedemptions?: number;
  expiresAt?: string;
}
