// The start of a gameweek (docs/game-rules.md §3.3, §5.6): premium players get their weekly credits (credits.ts gameweekGrant).
// The first run in a new gameweek claims it in job_runs; every other run, on this instance or another,
// finds the claim and does nothing. Each credit also carries a grant key, so even a replayed grant lands once.
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { CREDIT_TYPE_IDS, gameweekGrant } from '#core/game/credits.ts';
import { gameweekOf, type GameweekId } from '#core/game/gameweek.ts';
import { claimJobRun, finishJobRun } from '#server/jobs/claim.ts';
import { grantCredits } from '#server/modules/credits/index.ts';

export const ROLLOVER_JOB = 'gameweek-rollover';
const PREMIUM_GRANT_SOURCE = 'premium-gameweek';

export type RolloverResult =
  | { gameweek: GameweekId; claimed: false }
  | { gameweek: GameweekId; claimed: true; players: number; credits: number };

/** "premium:2026-W48:Multiplier": grantCredits adds ":1", ":2", ... per credit. */
function premiumGrantKey(gameweek: GameweekId, type: string): string {
  return `premium:${gameweek}:${type}`;
}

/** Rolls the game over into the gameweek holding `now`, once across all instances. */
export function rollOverGameweek(db: Database, now: Date): Promise<RolloverResult> {
  const gameweek = gameweekOf(now);
  const key = { job: ROLLOVER_JOB, runKey: gameweek };
  return db.transaction(async (tx): Promise<RolloverResult> => {
    if (!(await claimJobRun(tx, key, now))) return { gameweek, claimed: false };
    const premium = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'PremiumPlayer'));
    const grant = gameweekGrant('premium');
    let credits = 0;
    for (const player of premium) {
      for (const { type, count } of grant) {
        const granted = await grantCredits(
          tx,
          {
            userId: player.id,
            typeId: CREDIT_TYPE_IDS[type],
            count,
            source: PREMIUM_GRANT_SOURCE,
            grantKey: premiumGrantKey(gameweek, type),
          },
          now,
        );
        credits += granted.length;
      }
    }
    await finishJobRun(tx, key, now, { players: premium.length, credits });
    return { gameweek, claimed: true, players: premium.length, credits };
  });
}
