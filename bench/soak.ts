// npm run bench:soak — a short soak: the real server under mixed traffic for SOAK_MINUTES (default 10),
// printing per minute its requests/s, p99 latency, errors and resident memory (RSS), so that a leak or a
// slowdown over time shows as a trend. The mix is what a Saturday looks like: the events view most of the
// time, players' slips read and changed, leaderboards and my rank, and new guests arriving.
//   npm run bench:soak [-- --minutes 10 --database postgres|pglite]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { postgresAdminUrl, startBenchServer, type BenchDatabase } from './bench-server.ts';
import { jsonHeaders, signUpGuest, twoSlips } from './players.ts';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: process.env.SOAK_MINUTES ?? '10' },
    database: { type: 'string', default: 'postgres' },
    connections: { type: 'string', default: '50' },
  },
});
const minutes = Number(values.minutes);
const connections = Number(values.connections);
const database: BenchDatabase =
  values.database === 'pglite' ? { kind: 'pglite' } : { kind: 'postgres', adminUrl: postgresAdminUrl() };

function rssMb(pid: number | undefined): string {
  if (pid === undefined) return '?';
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? (Number(kb) / 1024).toFixed(0) : '?';
  } catch {
    return '?';
  }
}

const server = await startBenchServer(database, {
  RATE_LIMIT_MAX: '1000000',
  GUEST_SIGNUPS_PER_HOUR: '1000000',
});
if (!server) process.exit(0);
try {
  const { base } = server;
  const bearers = await Promise.all(Array.from({ length: connections }, () => signUpGuest(base, 'soak')));
  const { first: slipA, second: slipB } = await twoSlips(base, bearers[0] ?? '');
  let player = 0;
  let flip = 0;
  const asNextPlayer = (request: autocannon.Request) => ({
    ...request,
    headers: { ...request.headers, authorization: `Bearer ${bearers[player++ % bearers.length] ?? ''}` },
  });
  // autocannon sends each connection's requests in this order, again and again: 19 calls, 12 of them reads
  // of the events view, 2 slip changes, 1 new guest.
  const events = { method: 'GET' as const, path: '/api/predictions/v1/Events', setupRequest: asNextPlayer };
  const round: autocannon.Request[] = [
    events,
    events,
    { method: 'GET', path: '/api/predictions/v1/MyWeek', setupRequest: asNextPlayer },
    events,
    {
      method: 'PUT',
      path: '/api/predictions/v1/MyWeek',
      headers: jsonHeaders(base),
      setupRequest: (request) => asNextPlayer({ ...request, body: flip++ % 2 === 0 ? slipA : slipB }),
    },
    events,
    {
      method: 'GET',
      path: '/api/leaderboards/v1/Board?period=4&scope=global&page=1&pageSize=50',
      setupRequest: asNextPlayer,
    },
    events,
    { method: 'GET', path: '/api/leaderboards/v1/MyRank?period=4&scope=global', setupRequest: asNextPlayer },
  ];
  const requests: autocannon.Request[] = [
    ...round,
    ...round,
    // A new guest now and then (the sign-up hashes a password: the CPU-heaviest call there is).
    {
      method: 'POST',
      path: '/api/auth/v1/easy/signUp',
      headers: jsonHeaders(base),
      body: JSON.stringify({ token: 'soak' }),
    },
  ];
  console.log(`soak on ${database.kind}: ${connections} connections, ${minutes} min of mixed traffic`);
  console.log(`  minute  req/s   p50 ms  p99 ms  errors  RSS MB   (RSS at start ${rssMb(server.pid)} MB)`);
  for (let minute = 1; minute <= minutes; minute += 1) {
    const result = await autocannon({ url: base, connections, duration: 60, requests });
    const errors = result.errors + result.timeouts + result.non2xx;
    const refused = Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, stat]) => `${status}×${stat.count ?? 0}`)
      .join(' ');
    console.log(
      `  ${String(minute).padStart(6)}  ${result.requests.average.toFixed(0).padStart(5)}  ${String(result.latency.p50).padStart(7)}` +
        `  ${String(result.latency.p99).padStart(6)}  ${String(errors).padStart(6)}  ${rssMb(server.pid).padStart(6)}` +
        (refused || result.timeouts
          ? `   (${[refused, result.timeouts ? `${result.timeouts} timeouts` : ''].filter(Boolean).join(', ')})`
          : ''),
    );
  }
} finally {
  await server.stop();
}
