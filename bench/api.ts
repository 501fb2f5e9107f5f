// npm run bench:api — how fast the real server answers the two calls of the weekly game that every player
// makes: the events view (GET predictions/v1/Events, as a signed-in guest, so with the player's picks) and
// the save (PUT predictions/v1/MyWeek, the same five-pick slip again: the idempotent path a retry takes).
// autocannon, 50 connections, on PGlite and on PostgreSQL; prints requests/s and p99 latency beside the
// targets of the issue. The 50 players read again many times a second, so the server mostly answers them
// from the session checks and picks it kept for a moment (PLAYER_READS_KEPT_MS); a second server with
// PLAYER_READS_KEPT_MS=0 shows the events view for players it has not just seen: a session check and a
// picks query on every request. A benchmark prints its figures; it does not fail on them.
import autocannon from 'autocannon';
import type { EventsDto } from '#core/contract/predictions.ts';
import { postgresAdminUrl, startBenchServer, type BenchDatabase } from './bench-server.ts';

const connections = 50;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);

interface Target {
  reqPerSec: number;
  p99Ms: number;
}
const targets: Record<BenchDatabase['kind'], { events: Target; save: Target }> = {
  postgres: { events: { reqPerSec: 3000, p99Ms: 50 }, save: { reqPerSec: 0, p99Ms: 50 } },
  pglite: { events: { reqPerSec: 1000, p99Ms: 50 }, save: { reqPerSec: 0, p99Ms: 50 } },
};

async function signUpGuest(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/v1/easy/signUp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', origin: base },
    body: JSON.stringify({ token: 'bench' }),
  });
  if (!response.ok) throw new Error(`guest sign-up: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { token: string };
  return body.token;
}

/** Five open events of the week, each with its h2h favourite: a slip the server accepts. */
async function fiveOpenPicks(base: string, bearer: string) {
  const response = await fetch(`${base}/api/predictions/v1/Events`, {
    headers: { authorization: `Bearer ${bearer}` },
  });
  const week = (await response.json()) as EventsDto;
  const selections = week.events
    .filter((event) => !event.locked && event.homeTeam !== null)
    .flatMap((event) => {
      const h2h = event.markets.find((market) => market.key === 'h2h');
      const outcome = h2h?.outcomes.find((candidate) => candidate.probability !== null);
      return outcome ? [{ eventId: event.id, marketKey: 'h2h' as const, outcome: outcome.name }] : [];
    })
    .slice(0, 5);
  return { gameweek: week.gameweek, events: week.events.length, selections };
}

async function run(
  options: autocannon.Options,
): Promise<{ reqPerSec: number; p99Ms: number; errors: number }> {
  const result = await autocannon({ connections, duration: durationSeconds, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { reqPerSec: result.requests.average, p99Ms: result.latency.p99, errors };
}

function line(
  name: string,
  figure: { reqPerSec: number; p99Ms: number; errors: number },
  target: Target,
): string {
  const meets = figure.reqPerSec >= target.reqPerSec && figure.p99Ms < target.p99Ms && figure.errors === 0;
  const goal = target.reqPerSec > 0 ? `>= ${target.reqPerSec}/s, ` : '';
  return (
    `  ${name.padEnd(28)} ${figure.reqPerSec.toFixed(0).padStart(6)} req/s  p99 ${String(figure.p99Ms).padStart(4)} ms` +
    `  errors ${figure.errors}  (target ${goal}p99 < ${target.p99Ms} ms: ${meets ? 'met' : 'NOT met'})`
  );
}

interface Players {
  bearers: string[];
  slip: Awaited<ReturnType<typeof fiveOpenPicks>>;
  body: string;
  saveHeaders: (bearer: string) => Record<string, string>;
}

/** 50 guests, each with the same five picks saved. */
async function playersWithPicks(base: string): Promise<Players> {
  // One player per connection: saves of one player queue behind each other by design (the allowance
  // is checked under a per-player lock), so a single player would measure that queue, not the server.
  const bearers = await Promise.all(Array.from({ length: connections }, () => signUpGuest(base)));
  const slip = await fiveOpenPicks(base, bearers[0] ?? '');
  const body = JSON.stringify({ gameweek: slip.gameweek, selections: slip.selections });
  const saveHeaders = (bearer: string) => ({
    authorization: `Bearer ${bearer}`,
    'content-type': 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    origin: base,
  });
  for (const bearer of bearers) {
    const first = await fetch(`${base}/api/predictions/v1/MyWeek`, {
      method: 'PUT',
      headers: saveHeaders(bearer),
      body,
    });
    if (!first.ok) throw new Error(`first save: ${first.status} ${await first.text()}`);
  }
  return { bearers, slip, body, saveHeaders };
}

/** autocannon request options sending each request as the next player in turn. */
function asNextPlayer(bearers: readonly string[], headers: (bearer: string) => Record<string, string>) {
  let next = 0;
  return {
    setupRequest: (request: autocannon.Request) => ({
      ...request,
      headers: headers(bearers[next++ % bearers.length] ?? ''),
    }),
  };
}

function readEvents(base: string, bearers: readonly string[]) {
  return run({
    url: base,
    requests: [
      {
        method: 'GET',
        path: '/api/predictions/v1/Events',
        ...asNextPlayer(bearers, (bearer) => ({ authorization: `Bearer ${bearer}` })),
      },
    ],
  });
}

async function benchmark(database: BenchDatabase): Promise<void> {
  const server = await startBenchServer(database);
  if (!server) return;
  try {
    const players = await playersWithPicks(server.base);
    const events = await readEvents(server.base, players.bearers);
    const saved = await run({
      url: server.base,
      requests: [
        {
          method: 'PUT',
          path: '/api/predictions/v1/MyWeek',
          body: players.body,
          ...asNextPlayer(players.bearers, players.saveHeaders),
        },
      ],
    });
    console.log(
      `${database.kind} (${players.slip.events} events this gameweek, ${players.slip.selections.length} picks saved):`,
    );
    console.log(line('GET Events (signed in)', events, targets[database.kind].events));
    console.log(line('PUT MyWeek (same slip)', saved, targets[database.kind].save));
  } finally {
    await server.stop();
  }
  const cold = await startBenchServer(database, { PLAYER_READS_KEPT_MS: '0' });
  if (!cold) return;
  try {
    const players = await playersWithPicks(cold.base);
    console.log(
      line(
        'GET Events (nothing kept)',
        await readEvents(cold.base, players.bearers),
        targets[database.kind].events,
      ),
    );
  } finally {
    await cold.stop();
  }
}

console.log(`autocannon: ${connections} connections, ${durationSeconds} s per call`);
await benchmark({ kind: 'pglite' });
await benchmark({ kind: 'postgres', adminUrl: postgresAdminUrl() });
