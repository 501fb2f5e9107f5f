// The API key travels in the query string, so every logged URL and every thrown error is a place it could
// leak. A real pino logger captures everything the client logs through a run of successes, retries and
// every kind of refusal; the key appears in none of it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTheOddsApiFeed, type TheOddsApiFeedOptions } from '#server/feeds/the-odds-api/index.ts';
import { captureLog } from '../../mail/log-capture.ts';
import { apiKey, testClock } from './harness.ts';
import { ReplayServer } from './replay-server.ts';

const server = new ReplayServer(apiKey);
let baseUrl: string;

beforeAll(async () => {
  baseUrl = await server.start();
});
afterAll(() => server.close());

it('never lets the key into a log line or an error', async () => {
  const { log, entries } = captureLog();
  const options = (overrides: Partial<TheOddsApiFeedOptions> = {}): TheOddsApiFeedOptions => ({
    apiKey,
    baseUrl,
    monthlyCreditBudget: 500,
    clock: testClock('2026-01-03T09:00:00Z'),
    log,
    sleep: async () => undefined,
    timeoutMs: 50,
    ...overrides,
  });
  const feed = createTheOddsApiFeed(options());
  server.script('/v4/sports', { fixture: 'sports.json' });
  server.script(
    '/v4/sports/soccer_epl/odds',
    { status: 429, fixture: 'error-exceeded-freq-limit.json', headers: { 'retry-after': '1' } },
    { status: 500, text: `upstream failed for ?apiKey=${apiKey}` },
    { body: [{ id: 'x', bookmakers: 'none' }] },
  );
  server.script('/v4/sports/soccer_fa_cup/odds', {
    status: 422,
    body: { message: `Invalid region for key ${apiKey}`, error_code: 'INVALID_REGION' },
  });
  server.script('/v4/sports/soccer_efl_champ/odds', { fixture: 'odds-soccer_epl.json', delayMs: 300 });
  server.script('/v4/sports/basketball_nba/scores', {
    status: 401,
    fixture: 'error-out-of-usage-credits.json',
  });

  const errors: unknown[] = [];
  const attempt = async (call: () => Promise<unknown>) => {
    await call().catch((error: unknown) => void errors.push(error));
  };
  await attempt(() => feed.sports());
  await attempt(() => feed.odds('soccer_epl', { markets: ['h2h', 'totals'] }));
  await attempt(() => feed.odds('soccer_fa_cup', { markets: ['h2h'] }));
  await attempt(() => feed.scores('soccer_unknown', { daysFrom: 1 }));
  await attempt(() => feed.odds('soccer_efl_champ', { markets: ['h2h'] }));
  await attempt(() => feed.scores('basketball_nba'));
  await attempt(() => feed.scores('basketball_nba'));
  await attempt(() => createTheOddsApiFeed(options({ baseUrl: 'http://127.0.0.1:9' })).sports());
  await attempt(() => createTheOddsApiFeed(options({ monthlyCreditBudget: 0 })).scores('soccer_epl'));

  const lines = JSON.stringify(entries());
  const thrown = errors.map((error) =>
    error instanceof Error
      ? `${error.stack ?? ''} ${JSON.stringify(error)} ${String(error.cause)}`
      : String(error),
  );
  expect(errors.map((error) => (error as { kind?: string }).kind)).toEqual([
    'invalid-request',
    'not-found',
    'unavailable',
    'out-of-credits',
    'out-of-credits',
    'unavailable',
    'budget-exhausted',
  ]);
  expect(server.requests.filter((request) => request.query.apiKey === apiKey).length).toBeGreaterThan(8);
  expect(entries().length).toBeGreaterThan(10);
  expect(lines).toContain('apiKey=[redacted]');
  expect(lines).not.toContain(apiKey);
  expect(thrown.join('\n')).not.toContain(apiKey);
  expect(String((errors[0] as Error).message)).toContain('Invalid region for key [redacted]');
});
