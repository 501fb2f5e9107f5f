// The playing suites' app: the real app on a database of its own, a clock the tests set, events written
// straight into the database with the consensus prices a test wants, and short ways to call the playing
// API as the SPA does (bearer, CSRF header) and to read what the database holds.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SessionTokens } from '#core/contract/auth.ts';
import type {
  CreditActionDto,
  CreditTypeId,
  MyCreditsDto,
  MyWeekDto,
  PickDto,
  PickSelection,
  RedeemCreditRequest,
  RevokeCreditRequest,
} from '#core/contract/play.ts';
import type { EventStatus } from '#core/contract/predictions.ts';
import type { MarketType } from '#core/contract/static-lookups.ts';
import {
  events,
  ledgerEntries,
  markets,
  outcomes,
  predictions,
  type LedgerEntryRow,
  type PredictionRow,
} from '#server/db/schema.ts';
import { gameweekOfEvent } from '#core/game/gameweek.ts';
import { pointsFor } from '#core/game/scoring.ts';
import { grantCredits, type CreditGrant } from '#server/modules/credits/grant.ts';
import { call, createGuest, createPlayer, type Signed } from '../account/account-test-app.ts';
import { buildTestApp, type TestApp, type TestDatabase } from '../helpers/build-test-app.ts';
import { testClock, type TestClock } from '../predictions/sync-helpers.ts';

/** Wednesday noon of 2026-W47 (16-22 November 2026). */
export const START = '2026-11-18T12:00:00.000Z';
export const GAMEWEEK = '2026-W47';
/** Saturday of the same gameweek, and the Monday after it (2026-W48). */
export const SATURDAY = '2026-11-21T15:00:00.000Z';
export const NEXT_WEEK = '2026-11-23T15:00:00.000Z';

export const TOO_MANY = (max: number) => `Too many choices; up to ${max} selections only.`;

export interface PlayTestApp extends TestApp {
  clock: TestClock;
}

export async function buildPlayTestApp(database?: TestDatabase): Promise<PlayTestApp> {
  const clock = testClock(START);
  const testApp = await buildTestApp({ clock, ...(database ? { database } : {}) });
  return { ...testApp, clock };
}

export { createGuest, createPlayer, type Signed };

export interface EventSpec {
  competitionKey?: string;
  commenceTime?: string;
  homeTeam?: string | null;
  awayTeam?: string | null;
  status?: EventStatus;
  lockTime?: string | null;
  seasonId?: string | null;
  /** h2h probabilities: home, Draw, away (null: no usable quote). Default 0.5 / 0.25 / 0.25. */
  h2h?: [number | null, number | null, number | null] | null;
  /** totals at 2.5: Over, Under. Default 0.55 / 0.45. */
  totals?: [number | null, number | null] | null;
  /** An outright market instead: runner name → probability. */
  outrights?: Record<string, number | null>;
}

let eventCounter = 0;

async function insertMarket(
  app: FastifyInstance,
  eventId: string,
  key: MarketType,
  line: number | null,
  prices: [string, number | null][],
): Promise<void> {
  const [market] = await app.db.insert(markets).values({ eventId, key, line }).returning();
  if (!market) throw new Error('no market row');
  const kind = key === 'outrights' ? 'outright' : 'match';
  await app.db.insert(outcomes).values(
    prices.map(([name, probability]) => ({
      marketId: market.id,
      name,
      probability,
      booksUsed: probability === null ? 0 : 4,
      points: probability === null ? null : pointsFor(probability, kind),
    })),
  );
}

/** An event with its markets, written straight to the database; returns its id. */
export async function insertEvent(app: FastifyInstance, spec: EventSpec = {}): Promise<string> {
  eventCounter += 1;
  const id = `test-event-${eventCounter}-${randomBytes(3).toString('hex')}`;
  const commenceTime = new Date(spec.commenceTime ?? SATURDAY);
  const outright = spec.outrights !== undefined;
  const homeTeam = spec.homeTeam === undefined ? (outright ? null : `Home ${eventCounter}`) : spec.homeTeam;
  const awayTeam = spec.awayTeam === undefined ? (outright ? null : `Away ${eventCounter}`) : spec.awayTeam;
  await app.db.insert(events).values({
    id,
    competitionKey: spec.competitionKey ?? 'soccer_epl',
    commenceTime,
    homeTeam,
    awayTeam,
    status: spec.status ?? 'scheduled',
    gameweek: gameweekOfEvent({ commenceTime }),
    lockTime: spec.lockTime ? new Date(spec.lockTime) : null,
    seasonId: spec.seasonId ?? null,
  });
  if (outright) {
    await insertMarket(app, id, 'outrights', null, Object.entries(spec.outrights ?? {}));
    return id;
  }
  const h2h = spec.h2h === undefined ? [0.5, 0.25, 0.25] : spec.h2h;
  if (h2h) {
    await insertMarket(app, id, 'h2h', null, [
      [homeTeam ?? 'Home', h2h[0]],
      ['Draw', h2h[1]],
      [awayTeam ?? 'Away', h2h[2]],
    ]);
  }
  const totals = spec.totals === undefined ? [0.55, 0.45] : spec.totals;
  if (totals) {
    await insertMarket(app, id, 'totals', 2.5, [
      ['Over', totals[0]],
      ['Under', totals[1]],
    ]);
  }
  return id;
}

/** Moves one outcome's consensus, as a sync would. */
export async function setProbability(
  app: FastifyInstance,
  eventId: string,
  marketKey: MarketType,
  outcomeName: string,
  probability: number | null,
): Promise<void> {
  const [market] = await app.db
    .select()
    .from(markets)
    .where(and(eq(markets.eventId, eventId), eq(markets.key, marketKey)));
  if (!market) throw new Error(`no ${marketKey} market on ${eventId}`);
  const kind = marketKey === 'outrights' ? 'outright' : 'match';
  await app.db
    .update(outcomes)
    .set({ probability, points: probability === null ? null : pointsFor(probability, kind) })
    .where(and(eq(outcomes.marketId, market.id), eq(outcomes.name, outcomeName)));
}

/** A home-win selection of an event inserted with the default names. */
export async function homeTeamOf(app: FastifyInstance, eventId: string): Promise<string> {
  const [event] = await app.db.select().from(events).where(eq(events.id, eventId));
  if (!event?.homeTeam) throw new Error(`no home team on ${eventId}`);
  return event.homeTeam;
}

export function h2h(eventId: string, outcome: string): PickSelection {
  return { eventId, marketKey: 'h2h', outcome };
}

export function over(eventId: string): PickSelection {
  return { eventId, marketKey: 'totals', outcome: 'Over' };
}

export async function grant(
  app: FastifyInstance,
  userId: string,
  typeId: CreditTypeId,
  options: Partial<Omit<CreditGrant, 'userId' | 'typeId'>> = {},
): Promise<void> {
  await grantCredits(
    app.db,
    { userId, typeId, count: options.count ?? 1, source: options.source ?? 'admin', ...options },
    new Date(START),
  );
}

type Token = SessionTokens | string;
const PREDICTIONS = '/api/predictions/v1';
const ACCOUNT = '/api/account/v1';

/** The playing calls, as the SPA makes them. */
export function playApi(app: FastifyInstance) {
  return {
    getWeek: (token: Token, gameweek?: string) =>
      call(app, 'GET', `${PREDICTIONS}/MyWeek${gameweek ? `?gameweek=${gameweek}` : ''}`, { token }),
    putWeek: (token: Token, selections: PickSelection[], gameweek = GAMEWEEK) =>
      call(app, 'PUT', `${PREDICTIONS}/MyWeek`, { token, body: { gameweek, selections } }),
    putOutright: (token: Token, eventId: string, outcome: string) =>
      call(app, 'PUT', `${PREDICTIONS}/MyOutrightPicks/${eventId}`, { token, body: { outcome } }),
    deleteOutright: (token: Token, eventId: string) =>
      call(app, 'DELETE', `${PREDICTIONS}/MyOutrightPicks/${eventId}`, { token }),
    myCredits: (token: Token, competition?: string) =>
      call(app, 'GET', `${ACCOUNT}/myCredits${competition ? `?competition=${competition}` : ''}`, { token }),
    redeem: (token: Token, body: Partial<RedeemCreditRequest>) =>
      call(app, 'POST', `${ACCOUNT}/myCredits/redeem`, {
        token,
        body: { requestId: randomBytes(8).toString('hex'), ...body },
      }),
    revoke: (token: Token, body: RevokeCreditRequest) =>
      call(app, 'POST', `${ACCOUNT}/myCredits/revoke`, { token, body }),
  };
}

/** The body of a 200, or the test fails with what the server said. */
export function ok<T>(response: LightMyRequestResponse): T {
  if (response.statusCode !== 200)
    throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return response.json<T>();
}

/** The message of a 400, or the test fails with what the server said. */
export function refused(response: LightMyRequestResponse): string {
  if (response.statusCode !== 400)
    throw new Error(`expected 400, got ${response.statusCode}: ${response.body}`);
  return response.json<{ message: string }>().message;
}

export type { CreditActionDto, MyCreditsDto, MyWeekDto, PickDto };

/** Every prediction row of a player, removed ones included, oldest first. */
export function predictionRows(app: FastifyInstance, userId: string): Promise<PredictionRow[]> {
  return app.db
    .select()
    .from(predictions)
    .where(eq(predictions.userId, userId))
    .orderBy(asc(predictions.createdAt), asc(predictions.id));
}

export function livePredictionRows(app: FastifyInstance, userId: string): Promise<PredictionRow[]> {
  return app.db
    .select()
    .from(predictions)
    .where(and(eq(predictions.userId, userId), isNull(predictions.removedAt)));
}

export function ledgerRows(app: FastifyInstance, userId: string): Promise<LedgerEntryRow[]> {
  return app.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(asc(ledgerEntries.id));
}
