// The daily-challenge suites' app: the real app on a database of its own with a clock the tests set,
// events written straight to the database (so each test decides kick-offs, bookmakers and results), and
// the API called as the SPA calls it.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DailyChallengeDto } from '#core/contract/daily-challenge.ts';
import type { EventStatus } from '#core/contract/predictions.ts';
import { credits, events, markets, outcomes } from '#server/db/schema.ts';
import { gameweekOfEvent } from '#core/game/gameweek.ts';
import { pointsFor } from '#core/game/scoring.ts';
import { settleDailyPicks } from '#server/modules/daily-challenge/settle.ts';
import { call, createGuest, createPlayer, type Signed } from '../account/account-test-app.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { testClock, type TestClock } from '../predictions/sync-helpers.ts';

export const dailyUrl = '/api/predictions/v1/DailyChallenge';
export const myPickUrl = `${dailyUrl}/MyPick`;
export const adminUrl = (day: string) => `/api/predictions/v1/admin/DailyChallenge/${day}`;

export interface DailyTestApp extends TestApp {
  clock: TestClock;
}

export async function buildDailyTestApp(start: string): Promise<DailyTestApp> {
  const clock = testClock(start);
  const testApp = await buildTestApp({ clock });
  return { ...testApp, clock };
}

export interface NewEvent {
  id: string;
  commenceTime: string;
  competitionKey?: string;
  homeTeam?: string;
  awayTeam?: string;
  /** Bookmakers behind every h2h outcome. */
  books?: number;
  /** h2h probabilities by outcome name; default home 0.5, Draw 0.25, away 0.25 (football). */
  h2h?: Record<string, number | null>;
  /** Adds a totals market (Over/Under 2.5). */
  totals?: boolean;
  status?: EventStatus;
}

let eventCount = 0;

/** An event with its h2h market priced as given (and, on request, a totals market). */
export async function addEvent(
  app: FastifyInstance,
  spec: NewEvent,
): Promise<NewEvent & { homeTeam: string; awayTeam: string }> {
  eventCount += 1;
  const homeTeam = spec.homeTeam ?? `Home ${eventCount}`;
  const awayTeam = spec.awayTeam ?? `Away ${eventCount}`;
  const commenceTime = new Date(spec.commenceTime);
  await app.db.insert(events).values({
    id: spec.id,
    competitionKey: spec.competitionKey ?? 'soccer_epl',
    commenceTime,
    homeTeam,
    awayTeam,
    status: spec.status ?? 'scheduled',
    gameweek: gameweekOfEvent({ commenceTime }),
  });
  const h2h = spec.h2h ?? { [homeTeam]: 0.5, Draw: 0.25, [awayTeam]: 0.25 };
  const books = spec.books ?? 5;
  await addMarket(app, spec.id, 'h2h', null, h2h, books);
  if (spec.totals) await addMarket(app, spec.id, 'totals', 2.5, { Over: 0.55, Under: 0.45 }, books);
  return { ...spec, homeTeam, awayTeam };
}

async function addMarket(
  app: FastifyInstance,
  eventId: string,
  key: 'h2h' | 'totals',
  line: number | null,
  prices: Record<string, number | null>,
  books: number,
): Promise<void> {
  const [market] = await app.db.insert(markets).values({ eventId, key, line }).returning();
  if (!market) throw new Error('no market');
  await app.db.insert(outcomes).values(
    Object.entries(prices).map(([name, probability]) => ({
      marketId: market.id,
      name,
      probability,
      booksUsed: probability === null ? 0 : books,
      points: probability === null ? null : pointsFor(probability, 'match'),
    })),
  );
}

/** Re-prices one h2h outcome, as an odds sync would. */
export async function reprice(app: FastifyInstance, eventId: string, name: string, probability: number) {
  const [market] = await app.db
    .select()
    .from(markets)
    .where(and(eq(markets.eventId, eventId), eq(markets.key, 'h2h')));
  if (!market) throw new Error(`no h2h market on ${eventId}`);
  await app.db
    .update(outcomes)
    .set({ probability, points: pointsFor(probability, 'match') })
    .where(and(eq(outcomes.marketId, market.id), eq(outcomes.name, name)));
}

/** The feed's final score (or another status), as the scores sync writes it. */
export async function setResult(
  app: FastifyInstance,
  eventId: string,
  result: { status?: EventStatus; scores?: Record<string, number>; commenceTime?: string },
) {
  await app.db
    .update(events)
    .set({
      status: result.status ?? 'completed',
      ...(result.scores
        ? {
            scores: Object.entries(result.scores).map(([name, score]) => ({ name, score: String(score) })),
          }
        : {}),
      ...(result.commenceTime ? { commenceTime: new Date(result.commenceTime) } : {}),
    })
    .where(eq(events.id, eventId));
}

export const settle = (testApp: DailyTestApp) =>
  settleDailyPicks({ db: testApp.app.db, clock: testApp.clock });

/**
 * A session signed in now: the tests move the clock by days, past any bearer token's life, so each call
 * signs in afresh as the player would.
 */
export async function bearer(app: FastifyInstance, who: Signed): Promise<string> {
  return (await app.sessions.issue(who.user.id)).bearerToken;
}

export async function getDaily(app: FastifyInstance, who: Signed): Promise<DailyChallengeDto> {
  const response = await call(app, 'GET', dailyUrl, { token: await bearer(app, who) });
  if (response.statusCode !== 200)
    throw new Error(`DailyChallenge answered ${response.statusCode}: ${response.body}`);
  return response.json<DailyChallengeDto>();
}

export async function pick(
  app: FastifyInstance,
  who: Signed,
  eventId: string,
  outcome: string,
): Promise<LightMyRequestResponse> {
  return call(app, 'PUT', myPickUrl, { token: await bearer(app, who), body: { eventId, outcome } });
}

export async function multiplierCredits(app: FastifyInstance, userId: string) {
  return app.db
    .select()
    .from(credits)
    .where(and(eq(credits.userId, userId), eq(credits.typeId, 2)));
}

export { call, createGuest, createPlayer, type Signed };
