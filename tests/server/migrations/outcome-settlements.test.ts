// Migration 0005 moves settlement from per-pick ledger rows and running sums on predictions to per-outcome
// decisions. A database settled the old way (a settled pick, a corrected one, a refunding void, a pick
// still waiting) must read the same after it: same results, points and ledgers.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../../server/db/client.ts';
import * as schema from '../../../server/db/schema.ts';
import { seedReferenceData } from '../../../server/db/seed.ts';
import type { Executor } from '#server/db/executor.ts';
import { ledgerRows, pickState } from '../settlement/fixtures.ts';

/** The migrations folder as it was before 0005. */
function foldersBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'longshot-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const kickOff = '2026-11-18T15:00:00.000Z';
const settledAt = '2026-11-18T18:00:00.000Z';
const correctedAt = '2026-11-18T20:00:00.000Z';

let client: PGlite;
let db: ReturnType<typeof drizzle<typeof schema>>;
let oldFolder: string;

beforeAll(async () => {
  oldFolder = foldersBefore('0005_outcome_settlements');
  client = await PGlite.create();
  db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: oldFolder });
});

afterAll(async () => {
  await client?.close();
  rmSync(oldFolder, { recursive: true, force: true });
});

async function oldPick(id: string, userId: string, eventId: string, outcome: string, extra: string) {
  await db.execute(
    sql.raw(`insert into predictions (id, user_id, event_id, competition_key, game, gameweek, market_key,
      outcome_name, probability, points, multiplier, result, result_reason, base_points, boosted_points,
      created_at, updated_at)
      values ('${id}', '${userId}', '${eventId}', 'soccer_epl', 'weekly', '2026-W47', 'h2h', '${outcome}',
      0.25, 40, ${extra}, '2026-11-17T10:00:00Z', '2026-11-17T10:00:00Z')`),
  );
  await db.execute(
    sql.raw(`insert into ledger_entries (user_id, prediction_id, kind, gameweek, competition_key, scored_at,
      base, boosted, detail, created_at)
      values ('${userId}', '${id}', 'saved', '2026-W47', 'soccer_epl', '2026-11-17T10:00:00Z', 0, 0,
      '{"pickId":"${id}","outcome":"${outcome}","probability":0.25,"points":40}', '2026-11-17T10:00:00Z')`),
  );
}

async function oldEntry(
  userId: string,
  id: string,
  kind: string,
  base: number,
  boosted: number,
  detail: object,
  at: string,
) {
  await db.execute(sql`insert into ledger_entries (user_id, prediction_id, kind, gameweek, competition_key,
    scored_at, base, boosted, detail, created_at)
    values (${userId}, ${id}, ${kind}, '2026-W47', 'soccer_epl', ${kickOff}, ${base}, ${boosted},
    ${JSON.stringify({ pickId: id, ...detail })}::jsonb, ${at})`);
}

describe('migration 0005_outcome_settlements', () => {
  it('keeps every pick’s result, points and ledger', async () => {
    await seedReferenceData(db);
    const { rows } = await db.execute<{ id: string }>(
      sql`insert into users (user_name, role, security_stamp) select 'p' || g, 'Player', 's'
          from generate_series(1, 4) g returning id`,
    );
    const [a, b, c, d] = rows.map((row) => row.id) as [string, string, string, string];
    for (const [id, status] of [
      ['ev-played', 'completed'],
      ['ev-off', 'cancelled'],
      ['ev-later', 'scheduled'],
    ]) {
      await db.execute(sql`insert into events (id, competition_key, commence_time, home_team, away_team, status,
        gameweek) values (${id}, 'soccer_epl', ${kickOff}, 'Home FC', 'Away FC', ${status}, '2026-W47')`);
    }
    const won = '11111111-1111-4111-8111-111111111111';
    const corrected = '22222222-2222-4222-8222-222222222222';
    const voided = '33333333-3333-4333-8333-333333333333';
    const waiting = '44444444-4444-4444-8444-444444444444';
    // Settled 'won' with a x2 multiplier; then the score was corrected: Home lost, Draw won.
    await oldPick(won, a, 'ev-played', 'Draw', "2, 'won', null, 40, 80");
    await oldEntry(a, won, 'settled', 0, 0, { result: { kind: 'lost' } }, settledAt);
    await oldEntry(
      a,
      won,
      'corrected',
      40,
      80,
      { result: { kind: 'won' }, previous: { kind: 'lost' } },
      correctedAt,
    );
    await oldPick(corrected, b, 'ev-played', 'Home FC', "1, 'lost', null, 0, 0");
    await oldEntry(b, corrected, 'settled', 40, 40, { result: { kind: 'won' } }, settledAt);
    await oldEntry(
      b,
      corrected,
      'corrected',
      -40,
      -40,
      { result: { kind: 'lost' }, previous: { kind: 'won' } },
      correctedAt,
    );
    await oldPick(voided, c, 'ev-off', 'Home FC', "1, 'void', 'cancelled', 0, 0");
    await oldEntry(c, voided, 'void', 0, 0, { result: { kind: 'void', reason: 'cancelled' } }, settledAt);
    await oldPick(waiting, d, 'ev-later', 'Away FC', '1, null, null, 0, 0');

    await migrate(db, { migrationsFolder });

    const executor = db as unknown as Executor;
    expect(await pickState(executor, won)).toMatchObject({
      result: 'won',
      basePoints: 40,
      boostedPoints: 80,
    });
    expect((await ledgerRows(executor, won)).map((row) => [row.kind, row.base, row.boosted])).toEqual([
      ['saved', 0, 0],
      ['settled', 0, 0],
      ['corrected', 40, 80],
    ]);
    expect(await pickState(executor, corrected)).toMatchObject({ result: 'lost', basePoints: 0 });
    expect((await ledgerRows(executor, corrected)).map((row) => [row.kind, row.base, row.createdAt])).toEqual(
      [
        ['saved', 0, new Date('2026-11-17T10:00:00Z')],
        ['settled', 40, new Date(settledAt)],
        ['corrected', -40, new Date(correctedAt)],
      ],
    );
    expect(await pickState(executor, voided)).toMatchObject({ result: 'void', resultReason: 'cancelled' });
    expect(await pickState(executor, waiting)).toMatchObject({ result: null, basePoints: 0 });
    const { rows: left } = await db.execute(
      sql`select kind from ledger_entries where kind in ('settled', 'void', 'corrected')`,
    );
    expect(left).toEqual([]);
  });
});
