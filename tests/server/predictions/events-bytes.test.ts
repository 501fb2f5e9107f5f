// GET Events answers with bytes it put together from kept pieces (events-body.ts) rather than through the
// response schema's serializer: they must be the very bytes that serializer writes, for anonymous and
// signed-in callers, with and without picks, for a week, a season and the filters, as the clock moves.
import { serializerCompiler } from '@fastify/type-provider-zod';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SportId } from '#core/contract/static-lookups.ts';
import { events, seasons } from '#server/db/schema.ts';
import { gameweekOf, type GameweekId } from '#core/game/gameweek.ts';
import { livePicksOn } from '#server/modules/picks/pick-dto.ts';
import { toEventDto } from '#server/modules/predictions/event-dto.ts';
import { eventsChanged } from '#server/db/events-changed.ts';
import { seasonGameweek } from '#server/modules/predictions/events-view.ts';
import { eventsSchema } from '#server/modules/predictions/schemas.ts';
import {
  buildPlayTestApp,
  createGuest,
  h2h,
  insertEvent,
  playApi,
  START,
  type PlayTestApp,
  type Signed,
} from '../picks/play-test-app.ts';

const base = '/api/predictions/v1/Events';
const seasonId = 'soccer_epl:2026-27';
/** What Fastify writes for a route's 200 with this schema: the reference the answers must equal. */
const serializeEvents = serializerCompiler({ schema: eventsSchema, method: 'GET', url: base });

let testApp: PlayTestApp;
let picker: Signed;
let idle: Signed;
let saturdayMatch: string;

interface Query {
  gameweek?: GameweekId;
  season?: string;
  sport?: SportId;
  competition?: string;
}

/** The answer as the route made it before the events view: read, mapped, then schema-serialised. */
async function schemaAnswer(query: Query, caller?: Signed): Promise<string> {
  const { app, clock } = testApp;
  const now = clock.now();
  const filters = { sportId: query.sport, competitionKey: query.competition };
  const season = query.season ? await app.predictionsRepository.findSeason(query.season) : undefined;
  const gameweek = season ? seasonGameweek(season, now) : (query.gameweek ?? gameweekOf(now));
  const list = await app.predictionsRepository.listEvents(
    season ? { seasonId: season.id, ...filters } : { gameweek, ...filters },
  );
  const picks = caller
    ? await livePicksOn(
        app.db,
        caller.user.id,
        list.map((event) => event.id),
        now,
      )
    : undefined;
  return serializeEvents({
    gameweek,
    events: list.map((event) =>
      toEventDto(event, now, {
        ...(picks ? { myPick: picks.get(event.id) ?? null } : {}),
        withWinner: season !== undefined,
      }),
    ),
  });
}

async function answer(query: Query, caller?: Signed) {
  const search = new URLSearchParams(Object.entries(query)).toString();
  return testApp.app.inject({
    method: 'GET',
    url: search ? `${base}?${search}` : base,
    headers: caller ? { authorization: `Bearer ${caller.tokens.bearerToken}` } : {},
  });
}

const queries: [string, Query][] = [
  ['the current week', {}],
  ['a sport', { sport: 'Football' }],
  ['an outright competition', { competition: 'golf_masters_tournament_winner' }],
  ['an empty week', { gameweek: '2026-W50' as GameweekId }],
  ['a season', { season: seasonId }],
  ['a season and a sport', { season: seasonId, sport: 'Basketball' }],
];

async function expectSchemaBytes(): Promise<void> {
  for (const [, query] of queries) {
    for (const caller of [undefined, picker, idle]) {
      const response = await answer(query, caller);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.body).toBe(await schemaAnswer(query, caller));
    }
  }
}

beforeAll(async () => {
  testApp = await buildPlayTestApp();
  const { app } = testApp;
  await app.db.insert(seasons).values({
    id: seasonId,
    competitionKey: 'soccer_epl',
    label: '2026-27',
    startsAt: new Date('2026-08-14T00:00:00.000Z'),
    endsAt: new Date('2027-05-24T00:00:00.000Z'),
  });
  saturdayMatch = await insertEvent(app, { seasonId });
  // Quotes, backslashes and letters beyond ASCII: escaped and encoded as the serializer does.
  await insertEvent(app, {
    homeTeam: 'Atlético "Los Colchoneros" \\ Madrid',
    awayTeam: 'Malmö FF ⚽',
    commenceTime: '2026-11-22T13:00:00.000Z',
    seasonId,
  });
  const finished = await insertEvent(app, {
    commenceTime: '2026-11-16T20:00:00.000Z',
    status: 'completed',
    seasonId,
  });
  await app.db
    .update(events)
    .set({
      scores: [
        { name: 'Home', score: '2' },
        { name: 'Away', score: '1' },
      ],
    })
    .where(eq(events.id, finished));
  await insertEvent(app, { commenceTime: '2026-11-18T11:00:00.000Z', status: 'live', h2h: null });
  await insertEvent(app, { competitionKey: 'basketball_nba', totals: [null, null] });
  const masters = await insertEvent(app, {
    competitionKey: 'golf_masters_tournament_winner',
    commenceTime: '2026-11-19T12:00:00.000Z',
    lockTime: '2026-11-20T12:00:00.000Z',
    outrights: { 'Rory McIlroy': 0.3, 'Ludvig Åberg': 0.2, 'Jon Rahm': null },
  });
  const decided = await insertEvent(app, {
    competitionKey: 'golf_masters_tournament_winner',
    commenceTime: '2026-11-17T12:00:00.000Z',
    status: 'completed',
    outrights: { 'Rory McIlroy': 0.4, 'Scottie Scheffler': 0.6 },
  });
  await app.db.update(events).set({ winner: 'Scottie Scheffler' }).where(eq(events.id, decided));
  // Written straight to the database: say so, as every writer of events does.
  eventsChanged(app.db);

  picker = await createGuest(app);
  idle = await createGuest(app);
  const play = playApi(app);
  const saved = await play.putWeek(picker.tokens, [h2h(saturdayMatch, 'Draw')]);
  expect(saved.statusCode).toBe(200);
  expect((await play.putOutright(picker.tokens, masters, 'Ludvig Åberg')).statusCode).toBe(200);
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET Events bytes', () => {
  it('are the schema serializer’s, for every caller and scope', async () => {
    await expectSchemaBytes();
  });

  it('stay the schema serializer’s as kick-offs pass, and when the clock goes back', async () => {
    // The Saturday match and its pick lock; later the clock returns to before it. A bearer lasts a day:
    // the players sign in again on Saturday, and use their first tokens again back on Wednesday.
    const [pickerWednesday, idleWednesday] = [picker.tokens, idle.tokens];
    testApp.clock.set('2026-11-21T15:00:00.000Z');
    for (const player of [picker, idle]) player.tokens = await testApp.app.sessions.issue(player.user.id);
    await expectSchemaBytes();
    const locked = (await answer({}, picker)).json<{ events: { id: string; locked: boolean }[] }>();
    expect(locked.events.find((event) => event.id === saturdayMatch)?.locked).toBe(true);
    testApp.clock.set(START);
    picker.tokens = pickerWednesday;
    idle.tokens = idleWednesday;
    await expectSchemaBytes();
  });

  it('are whole JSON: the answer parses to the DTO the schema describes', async () => {
    const response = await answer({}, picker);
    expect(eventsSchema.parse(response.json())).toEqual(response.json());
  });
});
