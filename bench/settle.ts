// npm run bench:settle [-- --predictions N --players M --pglite-predictions N]
// Seeds a finished gameweek (N predictions over M players, five picks each by default, on 200 events that
// have ended) and settles it event by event with the server's own settlement (server/modules/settlement),
// printing predictions settled per second: on PostgreSQL (target >= 200,000/s, about twice the ~95,000
// rows/s an in-place UPDATE of the picks reached on this kind of machine) and on PGlite beside it. Settlement stores one
// decision per outcome group, so it also reads every player's week back through the picks module's reader
// (the points each pick scored follow from those decisions) and prints that rate too. A benchmark prints
// its figures; it does not fail on them.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { defaultDatabaseTimeouts } from '#server/database-timeouts.ts';
import { openDatabase, type Database, type DatabaseHandle } from '#server/db/client.ts';
import { seedReferenceData } from '#server/db/seed.ts';
import { weeklyPicks } from '#server/modules/picks/week-store.ts';
import { settleEvent } from '#server/modules/settlement/settle-event.ts';
import { createPostgresDatabase, postgresAdminUrl } from './bench-server.ts';

const { values } = parseArgs({
  options: {
    predictions: { type: 'string', default: '1000000' },
    players: { type: 'string', default: '200000' },
    'pglite-predictions': { type: 'string', default: '200000' },
    events: { type: 'string', default: '200' },
  },
});
const eventCount = Number(values.events);
const gameweek = '2026-W40';
const kickOff = new Date('2026-09-29T18:00:00Z');
const settledAt = new Date('2026-10-05T12:00:00Z');
const targetPerSecond = 200_000;

function positive(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

/** Everything in SQL (generate_series): seeding a million rows row by row from Node would take minutes. */
async function seed(db: Database, predictionCount: number, playerCount: number): Promise<void> {
  const picksPerPlayer = Math.ceil(predictionCount / playerCount);
  if (picksPerPlayer > eventCount) throw new Error('more picks per player than events');
  await seedReferenceData(db);
  await db.execute(sql`
    insert into users (user_name, role, security_stamp)
    select 'bench-' || lpad(g::text, 7, '0'), 'GuestPlayer', 'bench' from generate_series(1, ${playerCount}) g`);
  // Half the events end 2-1, a quarter 1-1, a quarter 0-2: every outcome wins somewhere.
  await db.execute(sql`
    insert into events (id, competition_key, commence_time, home_team, away_team, status, gameweek, scores,
                        result_updated_at)
    select 'bench-' || g, 'soccer_epl', ${kickOff.toISOString()}::timestamptz, 'Home ' || g, 'Away ' || g,
           'completed', ${gameweek},
           case g % 4 when 0 then jsonb_build_array(jsonb_build_object('name', 'Home ' || g, 'score', '1'),
                                                     jsonb_build_object('name', 'Away ' || g, 'score', '1'))
                      when 1 then jsonb_build_array(jsonb_build_object('name', 'Away ' || g, 'score', '2'),
                                                     jsonb_build_object('name', 'Home ' || g, 'score', '0'))
                      else jsonb_build_array(jsonb_build_object('name', 'Home ' || g, 'score', '2'),
                                             jsonb_build_object('name', 'Away ' || g, 'score', '1')) end,
           ${settledAt.toISOString()}::timestamptz
    from generate_series(0, ${eventCount - 1}) g`);
  await db.execute(sql`
    insert into markets (event_id, key) select id, 'h2h' from events where id like 'bench-%'`);
  await db.execute(sql`
    insert into outcomes (market_id, name, probability, books_used, points)
    select m.id, o.name, o.p, 6, greatest(10, least(100, round(10 / o.p)))::int
    from markets m
    join events e on e.id = m.event_id
    cross join lateral (values (e.home_team, 0.45), ('Draw', 0.27), (e.away_team, 0.28)) as o(name, p)
    where e.id like 'bench-%'`);
  // Player n's k-th pick: event (n*7 + k*41) mod E, distinct for k < 5 when E = 200; outcome (n + k) mod 3.
  await db.execute(sql`
    with players as (
      select id, row_number() over (order by user_name) - 1 as n from users where user_name like 'bench-%'
    ), picks as (
      select p.id as user_id, p.n, k from players p cross join generate_series(0, ${picksPerPlayer - 1}) k
      where p.n * ${picksPerPlayer} + k < ${predictionCount}
    )
    insert into predictions (user_id, event_id, competition_key, game, gameweek, market_key, outcome_name,
                             probability, points, created_at, updated_at)
    select picks.user_id, e.id, 'soccer_epl', 'weekly', ${gameweek}, 'h2h', o.name, o.probability, o.points,
           ${kickOff.toISOString()}::timestamptz - interval '1 day', ${kickOff.toISOString()}::timestamptz - interval '1 day'
    from picks
    join events e on e.id = 'bench-' || ((picks.n * 7 + picks.k * 41) % ${eventCount})
    join markets m on m.event_id = e.id
    join lateral (
      select name, probability, points from outcomes where market_id = m.id order by name
      offset ((picks.n + picks.k) % 3) limit 1
    ) o on true`);
  await db.execute(sql`
    insert into ledger_entries (user_id, prediction_id, kind, gameweek, competition_key, scored_at, base, boosted,
                                detail, created_at)
    select user_id, id, 'saved', gameweek, competition_key, created_at, 0, 0,
           jsonb_build_object('pickId', id::text, 'outcome', outcome_name, 'probability', probability,
                              'points', points),
           created_at
    from predictions`);
  // What autovacuum does to a table after a day of saves: settlement reads an event's groups from
  // predictions_event_group_idx alone, which needs the table's pages marked all-visible.
  await db.execute(sql`vacuum analyze`);
}

/**
 * A sample of players' weeks read through the server's reader (server/modules/picks/week-store.ts), which
 * derives every pick's result and points from its outcome's decisions: the other half of settling.
 */
async function readWeeks(db: Database, playerCount: number) {
  const sample = Math.min(playerCount, 2_000);
  const { rows } = await db.execute<{ id: string }>(
    sql`select id from users where user_name like 'bench-%' order by user_name limit ${sample}`,
  );
  const start = performance.now();
  let picks = 0;
  let points = 0;
  let unsettled = 0;
  for (const { id } of rows) {
    for (const pick of await weeklyPicks(db, id, gameweek)) {
      picks += 1;
      points += pick.settlement.base;
      if (pick.settlement.result === null) unsettled += 1;
    }
  }
  return { players: rows.length, picks, points, unsettled, seconds: (performance.now() - start) / 1000 };
}

async function count(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(query);
  return Number(rows[0]?.n ?? 0);
}

async function measure(
  label: string,
  open: () => Promise<DatabaseHandle | null>,
  predictionCount: number,
  playerCount: number,
) {
  const handle = await open();
  if (!handle) return;
  try {
    const seedStart = performance.now();
    await seed(handle.db, predictionCount, playerCount);
    const seeded = await count(handle.db, sql`select count(*)::int as n from predictions`);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const { rows: eventRows } = await handle.db.execute<{ id: string }>(
      sql`select id from events where id like 'bench-%' order by id`,
    );
    const start = performance.now();
    for (const { id } of eventRows) {
      await handle.db.transaction((tx) => settleEvent(tx, id, settledAt));
    }
    const seconds = (performance.now() - start) / 1000;
    const settled = await count(
      handle.db,
      sql`select count(*)::int as n from predictions p
          where exists (select 1 from outcome_settlements s
                        where s.event_id = p.event_id and s.market_key = p.market_key
                          and s.line is not distinct from p.line and s.outcome_name = p.outcome_name
                          and s.gameweek = p.gameweek)`,
    );
    const readBack = await readWeeks(handle.db, playerCount);
    const rate = settled / seconds;
    const verdict =
      label === 'PostgreSQL'
        ? `  (target >= ${targetPerSecond.toLocaleString('en')}/s: ${rate >= targetPerSecond ? 'met' : 'NOT met'})`
        : '';
    console.log(
      `${label.padEnd(10)} ${seeded.toLocaleString('en')} predictions over ${playerCount.toLocaleString('en')} players` +
        ` seeded in ${seedSeconds.toFixed(1)} s; settled ${settled.toLocaleString('en')} in ${seconds.toFixed(2)} s` +
        ` over ${eventRows.length} events = ${Math.round(rate).toLocaleString('en')} predictions/s${verdict}`,
    );
    console.log(
      `${''.padEnd(10)} read back ${readBack.players.toLocaleString('en')} players' weeks (${readBack.picks.toLocaleString('en')} picks,` +
        ` ${readBack.points.toLocaleString('en')} points) in ${readBack.seconds.toFixed(2)} s =` +
        ` ${Math.round(readBack.picks / readBack.seconds).toLocaleString('en')} settled picks read/s`,
    );
    if (settled !== seeded) console.log(`  WARNING: ${seeded - settled} predictions were not settled`);
    if (readBack.unsettled > 0)
      console.log(`  WARNING: ${readBack.unsettled} picks read back without a result`);
  } finally {
    await handle.close();
  }
}

const predictions = positive('predictions', values.predictions);
const players = positive('players', values.players);
const pglitePredictions = positive('pglite-predictions', values['pglite-predictions']);

let dropPostgres: (() => Promise<void>) | undefined;
await measure(
  'PostgreSQL',
  async () => {
    const created = await createPostgresDatabase(postgresAdminUrl());
    if (!created) return null;
    dropPostgres = created.drop;
    // Seeding and the measured settlement/refresh are batch work: the jobs' statement limit, not a request's.
    const timeouts = { ...defaultDatabaseTimeouts, statementMs: defaultDatabaseTimeouts.jobStatementMs };
    return openDatabase({ databaseUrl: created.url, timeouts });
  },
  predictions,
  players,
);
await dropPostgres?.();
// PGlite runs in one WASM heap; the same million rows would measure its memory ceiling, not settlement.
await measure(
  'PGlite',
  () => openDatabase({ dataDir: 'memory' }),
  pglitePredictions,
  Math.max(1, Math.round((pglitePredictions / predictions) * players)),
);
