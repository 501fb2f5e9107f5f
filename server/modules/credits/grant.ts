// Giving credits to a player: the one insert every granter uses (premium gameweek rollover, daily-streak
// rewards, bundles, administrators, tests), so a grant that may be retried lands once.
import { BONUS_POINTS_VALUE, MULTIPLIER_VALUE } from '#core/game/rules.ts';
import { credits, type CreditRow } from '#server/db/schema.ts';
import type { CreditTypeId } from '#core/contract/play.ts';
import type { Executor } from '#server/db/executor.ts';

export interface CreditGrant {
  userId: string;
  typeId: CreditTypeId;
  /** How many credits of the type to give (at least 1). */
  count: number;
  /** BonusPoints: points (default 25); Multiplier: factor (default 2); ExtraPrediction: 1 (default). */
  value?: number;
  /** Usable only in this competition; absent/null: anywhere. */
  competitionKey?: string | null;
  expiresAt?: Date | null;
  /** Why: 'premium-gameweek', 'daily-streak', 'bundle', 'admin', ... */
  source: string;
  /**
   * Makes the grant happen once: credit n (1..count) is stored with the key `${grantKey}:${n}`, unique per
   * player, so running the same grant again (a retried job, two instances) inserts nothing new. Without a
   * key every call grants afresh.
   */
  grantKey?: string;
}

const DEFAULT_VALUE: Record<CreditTypeId, number> = {
  1: BONUS_POINTS_VALUE,
  2: MULTIPLIER_VALUE,
  3: 1,
};

/**
 * Gives `count` credits of one type to a player, in the caller's transaction, idempotent by `grantKey`
 * (ON CONFLICT (user_id, grant_key) DO NOTHING). Returns the credits this call inserted (none when the
 * grant had already been made).
 */
export async function grantCredits(tx: Executor, grant: CreditGrant, now: Date): Promise<CreditRow[]> {
  if (!Number.isInteger(grant.count) || grant.count < 1) {
    throw new Error(`grantCredits: count must be a positive integer, got ${grant.count}.`);
  }
  const value = grant.value ?? DEFAULT_VALUE[grant.typeId];
  const rows = Array.from({ length: grant.count }, (_, index) => ({
    userId: grant.userId,
    typeId: grant.typeId,
    value,
    competitionKey: grant.competitionKey ?? null,
    expiresAt: grant.expiresAt ?? null,
    source: grant.source,
    grantKey: grant.grantKey === undefined ? null : `${grant.grantKey}:${index + 1}`,
    createdAt: now,
  }));
  return tx
    .insert(credits)
    .values(rows)
    .onConflictDoNothing({ target: [credits.userId, credits.grantKey] })
    .returning();
}
