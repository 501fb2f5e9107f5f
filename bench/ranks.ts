// Leaderboard reads and the standings refresh (docs/game-rules.md §8), on PostgreSQL (1M players) and
// PGlite (200k): my-rank lookup, top-50 page, a league of 50 members' rows (p50/p99), and the refresh after
// settling 200 events. Standings are seeded in SQL (generate_series) as a settled week would leave them.
//   npm run bench:ranks [-- --players 1000000 --pglite-players 200000 --picks-per-event 100]
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { defaultDatabaseTimeouts } from '#server/database-timeouts.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { seedReferenceData } from '#server/db/seed.ts';
import { refreshStandings } from '#server/modules/leaderboards/index.ts';
import { settleEvent } from '#server/modules/settlement/settle-event.ts';
import { boardIdOf, pageOf, rowOf, scoresOf } from '#server/modules/leaderboards/read.ts';
import { rankStandings } from '#core/game/ranking.ts';
import { createPostgresDatabase, postgresAdminUrl } from './bench-server.ts';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '1000000' },
    'pglite-players': { type: 'string', default: '200000' },
    'picks-per-event': { type: 'string', default: '100' },
    samples: { type: 'string', default: '2000' },
  },
});
const samples = Number(values.samples);
const picksPerEvent = Number(values['picks-per-event']);

function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `p50 ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms`;
}

/** Steady state: the first calls (plans, caches, the JIT) are run untimed. */
async function timed(run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 200; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times;
}

async function measure(name: string, open: () => Promise<DatabaseHandle | null>, players: number) {
  const handle = await open();
  if (!handle) return console.log(`${name}: skipped (no database)`);
  const { db } = handle;
  const started = performance.now();
  await seedReferenceData(db);
  await db.execute(sql`
    insert into users (user_name, role, security_stamp)
    select 'bench-' || lpad(g::text, 8, '0'), 'GuestPlayer', 'bench' from generate_series(1, ${players}) g`);
  await db.execute(
    sql`insert into boards (period, period_key, scope, scope_key) values (4, '2026-W47', 0, '')`,
  );
  const boardId =
    (await boardIdOf(db, { period: 4, periodKey: '2026-W47', scope: 'global', scopeKey: '' })) ?? 0;
  // A settled week: ~10 picks each, 10-100 points a win, some multiplied.
  await db.execute(sql`
    insert into standings (board_id, user_id, boosted, total, correct, entries)
    select ${boardId}, id, t + (random() * t)::int, t, c, 10
    from (select id, (random() * 10)::int as c, (random() * 400)::int as t from users) u`);
  await db.execute(sql`
    insert into board_scores (board_id, boosted, correct, players, above)
    select board_id, boosted, correct, n, (coalesce(sum(n) over (order by boosted desc, correct desc rows between unbounded preceding and 1 preceding), 0))::int
    from (select board_id, boosted, correct, count(*)::int as n from standings group by board_id, boosted, correct) g`);
  // As autovacuum leaves a settled table: statistics, and a visibility map for index-only rank counts; and
  // the seed's dirty pages written out, so that no checkpoint lands in the middle of the measurements.
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`checkpoint`);
  console.log(`${name}: ${players} players seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const { rows: ids } = await db.execute<{ id: string }>(
    sql`select id from users order by random() limit 2000`,
  );
  const pick = () => ids[Math.floor(Math.random() * ids.length)]?.id ?? '';
  // Each sampled player's first lookup reads their pages from outside shared_buffers (128 MB here, less
  // than a million players' board): printed apart from the steady state, which the target is about.
  const firstLooks: number[] = [];
  for (const { id } of ids) {
    const start = performance.now();
    await rowOf(db, boardId, id);
    firstLooks.push(performance.now() - start);
  }
  console.log(`  my rank, first look at each of 2000 players: ${percentiles(firstLooks)}`);
  console.log(`  my rank:         ${percentiles(await timed(() => rowOf(db, boardId, pick())))}`);
  console.log(`  top-50 page:     ${percentiles(await timed(() => pageOf(db, boardId, 1, 50)))}`);
  // Where most players stand: a page halfway down the board.
  const middle = Math.max(1, Math.floor(players / 2 / 50));
  console.log(
    `  page ${middle} (rank ${(middle - 1) * 50 + 1}): ${percentiles(await timed(() => pageOf(db, boardId, middle, 50)))}`,
  );
  const league = () => Array.from({ length: 50 }, pick);
  console.log(
    `  league of 50:    ${percentiles(await timed(async () => rankStandings(await scoresOf(db, boardId, league()))))}`,
  );

  // 200 events settled at once, each with picksPerEvent players' picks; then the refresh.
  const kickOff = new Date('2026-11-21T15:00:00.000Z');
  await db.execute(sql`
    insert into events (id, competition_key, commence_time, home_team, away_team, status, gameweek, scores, result_updated_at)
    select 'bench-' || g, 'soccer_epl', ${kickOff.toISOString()}::timestamptz, 'Home', 'Away', 'completed', '2026-W47',
           '[{"name":"Home","score":"2"},{"name":"Away","score":"1"}]'::jsonb, now()
    from generate_series(1, 200) g`);
  await db.execute(sql`
    insert into predictions (user_id, event_id, competition_key, game, gameweek, market_key, outcome_name, probability, points, multiplier, created_at)
    select u.id, 'bench-' || (1 + (u.n % 200)), 'soccer_epl', 'weekly', '2026-W47', 'h2h',
           case when u.n % 3 = 0 then 'Away' else 'Home' end, 0.4, 25, 1 + (u.n % 2), now() - interval '1 day'
    from (select id, row_number() over () as n from users limit ${200 * picksPerEvent}) u`);
  const now = new Date();
  for (let g = 1; g <= 200; g += 1) await db.transaction((tx) => settleEvent(tx, `bench-${g}`, now));
  const walAt = () =>
    db
      .execute<{ lsn: string }>(sql`select pg_current_wal_lsn()::text as lsn`)
      .then(({ rows }) => rows[0]?.lsn ?? null)
      .catch(() => null); // a database that cannot tell its WAL position: no WAL line
  const walBefore = await walAt();
  const refreshStart = performance.now();
  const run = await refreshStandings(db, now);
  const refreshMs = performance.now() - refreshStart;
  console.log(
    `  refresh after settling 200 events (${200 * picksPerEvent} picks): ${refreshMs.toFixed(0)} ms`,
    run.skipped ? '(skipped)' : `(${run.players} players, ${run.boards} boards)`,
  );
  if (walBefore !== null) {
    // Most of the refresh is writing: the first change to each page after the checkpoint above logs the
    // whole page (full_page_writes), so a settlement touching a million-player board writes this much WAL.
    const { rows } = await db.execute<{ mb: string }>(
      sql`select round(pg_wal_lsn_diff(pg_current_wal_lsn(), ${walBefore}::pg_lsn) / 1e6)::text as mb`,
    );
    console.log(`  WAL written by the refresh: ${rows[0]?.mb ?? '?'} MB`);
  }
  await handle.close();
}

let drop: (() => Promise<void>) | undefined;
await measure(
  'PostgreSQL',
  async () => {
    const created = await createPostgresDatabase(postgresAdminUrl());
    if (!created) return null;
    drop = created.drop;
    // Seeding and the measured settlement/refresh are batch work: the jobs' statement limit, not a request's.
    const timeouts = { ...defaultDatabaseTimeouts, statementMs: defaultDatabaseTimeouts.jobStatementMs };
    return openDatabase({ databaseUrl: created.url, timeouts });
  },
  Number(values.players),
);
await drop?.();
await measure('PGlite', () => openDatabase({ dataDir: 'memory' }), Number(values['pglite-players']));
