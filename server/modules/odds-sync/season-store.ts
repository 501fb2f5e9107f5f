// The seasons table as the sync keeps it: the season of every event it writes exists (core/game/season.ts
// decides which), and a season whose end the server's clock has reached is archived.
import { and, isNull, lte } from 'drizzle-orm';
import { seasons } from '#server/db/schema.ts';
import { seasonOf } from '#core/game/season.ts';
import type { Transaction } from '#server/db/executor.ts';

/**
 * The season rows of one competition's sync, each written once per run. Made per savepoint: a rolled-back
 * competition must not leave the next one believing its seasons were written.
 */
export function seasonWriter(tx: Transaction, competitionKey: string) {
  const written = new Set<string>();
  return {
    /** The id of the season holding the kick-off, its row written if this run has not yet. */
    async idFor(commenceTime: Date): Promise<string> {
      const season = seasonOf(competitionKey, commenceTime);
      if (written.has(season.id)) return season.id;
      const bounds = { startsAt: season.startsAt, endsAt: season.endsAt };
      // Bounds follow the calendar in core/game/season.ts; archived_at is only ever set by archiving.
      await tx
        .insert(seasons)
        .values({ id: season.id, competitionKey, label: season.label, ...bounds })
        .onConflictDoUpdate({ target: seasons.id, set: bounds });
      written.add(season.id);
      return season.id;
    },
  };
}

/** Archives every season whose end has been reached; returns their ids. */
export async function archiveEndedSeasons(tx: Transaction, now: Date): Promise<string[]> {
  const rows = await tx
    .update(seasons)
    .set({ archivedAt: now })
    .where(and(isNull(seasons.archivedAt), lte(seasons.endsAt, now)))
    .returning({ id: seasons.id });
  return rows.map((row) => row.id).sort();
}
