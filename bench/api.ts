// npm run bench:api — how fast the real server answers the two calls of the weekly game that every player
// makes: the events view (GET predictions/v1/Events as a signed-in guest, so with the player's picks) and
// the save (PUT predictions/v1/MyWeek). autocannon, 50 connections, one guest per connection, on PGlite and
// on PostgreSQL; prints requests/s and latency beside the targets. A benchmark prints its figures;
// it does not fail on them.
//
// The calls:
//   events             the events view; the 50 players read again many times a second, so the server
//                      mostly answers them from the session checks and picks it kept (PLAYER_READS_KEPT_MS)
//   save-same          the same five-pick slip again: the idempotent path a retry takes
//   save-change        every save swaps all five picks for five others (two slips in turn)
//   save-under-reads   save-change while 50 more connections read the events view
//   save-paced         save-change at a steady BENCH_SAVE_RATE saves a second (default 25) over 5
//                      connections (autocannon paces each connection alone, so 50 would fire in bursts of
//                      50): a save's latency when the server keeps up, where the closed-loop calls above
//                      measure the queue at saturation (50 connections at 100 saves/s wait ~500 ms whatever
//                      one save costs)
//   events-cold        the events view on a server with PLAYER_READS_KEPT_MS=0: for players it has not
//                      just seen, a token check, a session query and a picks query on every request
//
//   npm run bench:api [-- --database postgres|pglite|both] [--only events-cold,save-change] [--profile]
// --profile samples the server's CPU over the inspector protocol during each call (not its start-up) and
// prints where the time went: our modules, each package, Node, garbage collection, the heaviest functions.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { postgresAdminUrl, startBenchServer, type BenchDatabase } from './bench-server.ts';
import { printCpuProfile } from './cpu-profile.ts';
import { connectProfiler } from './inspector-profile.ts';
import { jsonHeaders, signUpGuest, twoSlips, type Slips } from './players.ts';

const calls = [
  'events',
  'save-same',
  'save-change',
  'save-under-reads',
  'save-paced',
  'events-cold',
] as const;
type Call = (typeof calls)[number];

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'both' },
    only: { type: 'string' },
    profile: { type: 'boolean', default: false },
  },
});
const only = new Set((values.only ?? calls.join(',')).split(',').map((name) => name.trim()));
for (const name of only) {
  if (!(calls as readonly string[]).includes(name)) throw new Error(`--only: no call "${name}" (${calls})`);
}
const connections = 50;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const pacedConnections = 5;
const saveRate = Number(process.env.BENCH_SAVE_RATE ?? 25);
if (!Number.isFinite(saveRate) || saveRate <= 0)
  throw new Error('BENCH_SAVE_RATE: a number of saves a second above 0');

interface Target {
  reqPerSec: number;
  p99Ms: number;
}
/** The targets: the events view by database (PGlite serves one process), every save p99 < 50 ms. */
function targetsFor(eventsPerSec: number): Record<Call, Target> {
  const events = { reqPerSec: eventsPerSec, p99Ms: 50 };
  const save = { reqPerSec: 0, p99Ms: 50 };
  return {
    events,
    'save-same': save,
    'save-change': save,
    'save-under-reads': save,
    'save-paced': save,
    'events-cold': events,
  };
}
const targets: Record<BenchDatabase['kind'], Record<Call, Target>> = {
  postgres: targetsFor(3000),
  pglite: targetsFor(1000),
};

interface Figure {
  reqPerSec: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** What the errors were: statuses other than 2xx, and time-outs. */
  errorKinds: string;
}

function figureOf(result: autocannon.Result): Figure {
  return {
    reqPerSec: result.requests.average,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx, // autocannon counts time-outs among errors
    errorKinds: [
      ...Object.entries(result.statusCodeStats ?? {})
        .filter(([status]) => !status.startsWith('2'))
        .map(([status, stat]) => `${status}×${stat.count ?? 0}`),
      result.timeouts > 0 ? `${result.timeouts} timed out` : '',
    ]
      .filter(Boolean)
      .join(', '),
  };
}

function line(name: string, figure: Figure, target: Target): string {
  const meets = figure.reqPerSec >= target.reqPerSec && figure.p99Ms < target.p99Ms && figure.errors === 0;
  const goal = target.reqPerSec > 0 ? `>= ${target.reqPerSec}/s, ` : '';
  return (
    `  ${name.padEnd(30)} ${figure.reqPerSec.toFixed(0).padStart(6)} req/s  p50 ${String(figure.p50Ms).padStart(3)}` +
    `  p99 ${String(figure.p99Ms).padStart(4)} ms  errors ${figure.errors}` +
    (figure.errorKinds ? ` (${figure.errorKinds})` : '') +
    `  (target ${goal}p99 < ${target.p99Ms} ms: ${meets ? 'met' : 'NOT met'})`
  );
}

interface Players {
  base: string;
  bearers: string[];
  slips: Slips;
}

/** 50 guests, each with the first slip saved. */
async function playersWithPicks(base: string): Promise<Players> {
  // One player per connection: saves of one player queue behind each other by design (the allowance
  // is checked under a per-player lock), so a single player would measure that queue, not the server.
  const bearers = await Promise.all(Array.from({ length: connections }, () => signUpGuest(base)));
  const slips = await twoSlips(base, bearers[0] ?? '');
  for (const bearer of bearers) {
    const first = await fetch(`${base}/api/predictions/v1/MyWeek`, {
      method: 'PUT',
      headers: jsonHeaders(base, bearer),
      body: slips.first,
    });
    if (!first.ok) throw new Error(`first save: ${first.status} ${await first.text()}`);
  }
  return { base, bearers, slips };
}

/** The events view read by the players in turn; with no players, anonymously (the same bytes, no caller). */
function readEvents({ base, bearers }: Pick<Players, 'base' | 'bearers'>): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url: base,
    connections,
    duration: durationSeconds,
    requests: [
      {
        method: 'GET',
        path: '/api/predictions/v1/Events',
        setupRequest: (request) =>
          bearers.length === 0
            ? request
            : { ...request, headers: { authorization: `Bearer ${bearers[next++ % bearers.length] ?? ''}` } },
      },
    ],
  });
}

/** Saves by each player in turn: the same slip each time, or the other slip than the player's last. */
function save(
  { base, bearers, slips }: Players,
  change: boolean,
  perSecond?: number,
): Promise<autocannon.Result> {
  let next = 0;
  const saved = new Map<string, string>(bearers.map((bearer) => [bearer, slips.first]));
  return autocannon({
    url: base,
    duration: durationSeconds,
    ...(perSecond === undefined
      ? { connections }
      : { connections: pacedConnections, overallRate: perSecond }),
    requests: [
      {
        method: 'PUT',
        path: '/api/predictions/v1/MyWeek',
        setupRequest: (request) => {
          const bearer = bearers[next++ % bearers.length] ?? '';
          let body = saved.get(bearer) ?? slips.first;
          if (change) {
            body = body === slips.first ? slips.second : slips.first;
            saved.set(bearer, body);
          }
          return { ...request, headers: jsonHeaders(base, bearer), body };
        },
      },
    ],
  });
}

/** Runs a measured call, under the profiler when there is one, and prints where the server's CPU went. */
type Measure = <T>(run: () => Promise<T>, requestsOf: (result: T) => number) => Promise<T>;

async function withServer(
  database: BenchDatabase,
  env: Record<string, string>,
  run: (players: Players, measure: Measure) => Promise<void>,
): Promise<void> {
  const inspectorPort = 9300 + Math.floor(Math.random() * 500);
  const server = await startBenchServer(
    database,
    env,
    values.profile ? [`--inspect=127.0.0.1:${inspectorPort}`] : [],
  );
  if (!server) return;
  const profiler = values.profile ? await connectProfiler(inspectorPort) : undefined;
  const measure: Measure = async (call, requestsOf) => {
    await profiler?.start();
    const result = await call();
    if (profiler) {
      const profile = await profiler.stop();
      printCpuProfile(profile, requestsOf(result));
      // BENCH_PROFILE_OUT=<dir>: keep each profile, to open in Chrome DevTools (Performance > Load profile).
      if (process.env.BENCH_PROFILE_OUT) {
        mkdirSync(process.env.BENCH_PROFILE_OUT, { recursive: true });
        const file = join(process.env.BENCH_PROFILE_OUT, `${database.kind}-${Date.now()}.cpuprofile`);
        writeFileSync(file, JSON.stringify(profile));
        console.log(`    profile kept in ${file}`);
      }
    }
    return result;
  };
  try {
    await run(await playersWithPicks(server.base), measure);
  } finally {
    profiler?.close();
    await server.stop();
  }
}

const total = (result: autocannon.Result) => result.requests.total;

async function benchmark(database: BenchDatabase): Promise<void> {
  const target = targets[database.kind];
  const kept: Call[] = ['events', 'save-same', 'save-change', 'save-under-reads', 'save-paced'];
  if (kept.some((call) => only.has(call))) {
    await withServer(database, {}, async (players, measure) => {
      console.log(
        `${database.kind} (${players.slips.events} events this gameweek, ${(players.slips.eventsBytes / 1024).toFixed(0)} KiB ` +
          'an events answer, 5 picks a slip):',
      );
      if (only.has('events')) {
        const events = await measure(() => readEvents(players), total);
        console.log(line('GET Events (signed in)', figureOf(events), target.events));
      }
      if (only.has('save-same')) {
        const same = await measure(() => save(players, false), total);
        console.log(line('PUT MyWeek (same slip)', figureOf(same), target['save-same']));
      }
      if (only.has('save-change')) {
        const change = await measure(() => save(players, true), total);
        console.log(line('PUT MyWeek (changes picks)', figureOf(change), target['save-change']));
      }
      if (only.has('save-under-reads')) {
        const [saves, reads] = await measure(
          () => Promise.all([save(players, true), readEvents(players)]),
          ([a, b]) => total(a) + total(b),
        );
        console.log(line('PUT MyWeek (changes, under reads)', figureOf(saves), target['save-under-reads']));
        console.log(line('  the reads meanwhile', figureOf(reads), { reqPerSec: 0, p99Ms: 50 }));
      }
      if (only.has('save-paced')) {
        const paced = await measure(() => save(players, true, saveRate), total);
        console.log(line(`PUT MyWeek (changes, ${saveRate}/s)`, figureOf(paced), target['save-paced']));
      }
    });
  }
  if (only.has('events-cold')) {
    await withServer(database, { PLAYER_READS_KEPT_MS: '0' }, async (players, measure) => {
      console.log(`${database.kind}, a server keeping nothing (PLAYER_READS_KEPT_MS=0):`);
      const cold = await measure(() => readEvents(players), total);
      console.log(line('GET Events (nothing kept)', figureOf(cold), target['events-cold']));
      // The ceiling on this machine: the same events bytes for nobody (no token, no query), cached by no one.
      const anonymous = await measure(() => readEvents({ base: players.base, bearers: [] }), total);
      console.log(line('  GET Events (anonymous)', figureOf(anonymous), target['events-cold']));
    });
  }
}

console.log(`autocannon: ${connections} connections, ${durationSeconds} s per call`);
if (values.database !== 'postgres') await benchmark({ kind: 'pglite' });
if (values.database !== 'pglite') await benchmark({ kind: 'postgres', adminUrl: postgresAdminUrl() });
