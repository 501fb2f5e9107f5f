// The movable clock's offset, kept in the database with the data it moved. Without it a restart took the
// game back in time: picks that had locked opened again and settled events lay in the future. Kept in the
// database rather than DATA_DIR because that is where its consequences are (and PostgreSQL deployments may
// not keep DATA_DIR); deleting the data deletes it too.
import { eq, lt } from 'drizzle-orm';
import type { MovableClock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { devClockOffsets } from '#server/db/schema.ts';

const clockName = 'game';

/** Moves a fresh clock to where it was before the restart (forward only, as always). */
export async function restoreOffset(db: Database, clock: MovableClock): Promise<void> {
  const [row] = await db
    .select({ offsetMs: devClockOffsets.offsetMs })
    .from(devClockOffsets)
    .where(eq(devClockOffsets.clock, clockName));
  const behind = (row?.offsetMs ?? 0) - clock.offsetMs();
  if (behind > 0) clock.advance(behind);
}

/** Keeps the clock's offset; a larger one kept meanwhile (another instance) stays. */
export async function keepOffset(db: Database, clock: MovableClock): Promise<void> {
  const offsetMs = clock.offsetMs();
  await db
    .insert(devClockOffsets)
    .values({ clock: clockName, offsetMs, updatedAt: clock.now() })
    .onConflictDoUpdate({
      target: devClockOffsets.clock,
      set: { offsetMs, updatedAt: clock.now() },
      setWhere: lt(devClockOffsets.offsetMs, offsetMs),
    });
}
