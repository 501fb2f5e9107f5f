import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#core/contract/errors.ts';
import type {
  ActiveSportsAndCompetitionsDto,
  CompetitionDto,
  EmailTypeDto,
  SportDto,
  SportGroupDto,
} from '#core/contract/static-lookups.ts';
import { competitions, sports } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { refusalBody } from './helpers/refusal-body.ts';

const base = '/api/StaticLookups/v1';
const sportKeys = ['bordered', 'colour', 'id', 'isActive', 'name', 'oddsGroup', 'sortOrder', 'textColor'];
const competitionKeys = [
  'displayName',
  'hasOutrights',
  'isActive',
  'key',
  'marketTypes',
  'sortOrder',
  'sportId',
  'title',
];
const sportOrder = [
  'Football',
  'Golf',
  'AmericanFootball',
  'Basketball',
  'Cricket',
  'AussieRules',
  'Baseball',
  'IceHockey',
  'Tennis',
  'RugbyLeague',
];

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});
afterAll(() => testApp.close());

// Tests below change activity flags; each starts from the seeded state.
beforeEach(async () => {
  const { db } = testApp.database.handle;
  await db.update(sports).set({ isActive: true });
  await db.update(competitions).set({ isActive: true });
});

async function get<T>(url: string): Promise<{ status: number; body: T; headers: Record<string, unknown> }> {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<T>(), headers: response.headers };
}

function expectSportShape(sport: SportDto) {
  expect(Object.keys(sport).sort()).toEqual(sportKeys);
}

function expectCompetitionShape(competition: CompetitionDto) {
  expect(Object.keys(competition).sort()).toEqual(competitionKeys);
}

function summary(groups: SportGroupDto[]) {
  return groups.map((group) => [group.sport.id, group.competitions.map((c) => c.key)]);
}

describe('GET Sports', () => {
  it('lists the ten sports in display order, each in the contract shape', async () => {
    const { status, body, headers } = await get<SportDto[]>(`${base}/Sports`);
    expect(status).toBe(200);
    expect(body.map((sport) => sport.id)).toEqual(sportOrder);
    expect(body.map((sport) => sport.sortOrder)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    body.forEach(expectSportShape);
    expect(body[0]).toEqual({
      id: 'Football',
      name: 'Football',
      oddsGroup: 'Soccer',
      colour: '#1B5E20',
      textColor: '#FFFFFF',
      bordered: false,
      isActive: true,
      sortOrder: 1,
    });
    expect(body.filter((sport) => sport.bordered).map((sport) => sport.id)).toEqual([
      'Golf',
      'Cricket',
      'Baseball',
      'Tennis',
    ]);
    expect(headers['cache-control']).toBe('public, max-age=300');
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('filters by isActive, as the SPA calls it (Sports/?isActive=1)', async () => {
    await testApp.database.handle.db.update(sports).set({ isActive: false }).where(eq(sports.id, 'Golf'));

    const active = await get<SportDto[]>(`${base}/Sports/?isActive=1`);
    expect(active.status).toBe(200);
    expect(active.body.map((sport) => sport.id)).toEqual(sportOrder.filter((id) => id !== 'Golf'));

    const inactive = await get<SportDto[]>(`${base}/Sports?isActive=0`);
    expect(inactive.body.map((sport) => sport.id)).toEqual(['Golf']);

    const all = await get<SportDto[]>(`${base}/Sports`);
    expect(all.body).toHaveLength(10);
  });

  it.each(['2', 'yes', 'true', ''])('refuses isActive=%s with 400 and a readable message', async (value) => {
    const { status, body, headers } = await get<ApiErrorBody>(`${base}/Sports?isActive=${value}`);
    expect(status).toBe(400);
    expect(body).toEqual(refusalBody(400, 'querystring/isActive: expected 0 or 1'));
    expect(headers['cache-control']).toBe('no-store');
  });
});

describe('GET AllSportsAndCompetitions', () => {
  it('groups every competition under its sport', async () => {
    const { status, body, headers } = await get<SportGroupDto[]>(`${base}/AllSportsAndCompetitions`);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=300');
    expect(summary(body)).toEqual([
      ['Football', ['soccer_epl', 'soccer_fa_cup', 'soccer_efl_champ']],
      ['Golf', ['golf_masters_tournament_winner']],
      ['AmericanFootball', ['americanfootball_nfl', 'americanfootball_nfl_super_bowl_winner']],
      ['Basketball', ['basketball_nba', 'basketball_nba_championship_winner']],
      ['Cricket', ['cricket_ipl']],
      ['AussieRules', ['aussierules_afl']],
      ['Baseball', ['baseball_mlb']],
      ['IceHockey', ['icehockey_nhl']],
      ['Tennis', ['tennis_atp_us_open']],
      ['RugbyLeague', ['rugbyleague_nrl']],
    ]);
    for (const group of body) {
      expect(Object.keys(group).sort()).toEqual(['competitions', 'sport']);
      expectSportShape(group.sport);
      group.competitions.forEach(expectCompetitionShape);
    }
    expect(body[0]?.competitions[0]).toEqual({
      key: 'soccer_epl',
      sportId: 'Football',
      title: 'EPL',
      displayName: 'English Premier League',
      hasOutrights: false,
      isActive: true,
      marketTypes: ['h2h', 'totals'],
      sortOrder: 1,
    });
    const displayNames = Object.fromEntries(
      body.flatMap((g) => g.competitions).map((c) => [c.key, c.displayName]),
    );
    expect(displayNames).toEqual({
      soccer_epl: 'English Premier League',
      soccer_fa_cup: 'FA Cup',
      soccer_efl_champ: 'EFL Championship',
      golf_masters_tournament_winner: 'Masters winners',
      americanfootball_nfl: 'NFL',
      americanfootball_nfl_super_bowl_winner: 'NFL Super Bowl winners',
      basketball_nba: 'NBA',
      basketball_nba_championship_winner: 'NBA winners',
      cricket_ipl: 'Indian Premier League',
      aussierules_afl: 'AFL',
      baseball_mlb: 'MLB',
      icehockey_nhl: 'NHL',
      tennis_atp_us_open: 'ATP US Open',
      rugbyleague_nrl: 'NRL',
    });
  });
});

describe('GET ActiveSportsAndCompetitions', () => {
  it('wraps the active sports with their active competitions in data', async () => {
    const { db } = testApp.database.handle;
    await db
      .update(sports)
      .set({ isActive: false })
      .where(inArray(sports.id, ['Cricket', 'Tennis']));
    await db.update(competitions).set({ isActive: false }).where(eq(competitions.key, 'soccer_fa_cup'));

    const { status, body } = await get<ActiveSportsAndCompetitionsDto>(`${base}/ActiveSportsAndCompetitions`);
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['data']);
    expect(summary(body.data)).toEqual([
      ['Football', ['soccer_epl', 'soccer_efl_champ']],
      ['Golf', ['golf_masters_tournament_winner']],
      ['AmericanFootball', ['americanfootball_nfl', 'americanfootball_nfl_super_bowl_winner']],
      ['Basketball', ['basketball_nba', 'basketball_nba_championship_winner']],
      ['AussieRules', ['aussierules_afl']],
      ['Baseball', ['baseball_mlb']],
      ['IceHockey', ['icehockey_nhl']],
      ['RugbyLeague', ['rugbyleague_nrl']],
    ]);
    expect(body.data.every((g) => g.sport.isActive && g.competitions.every((c) => c.isActive))).toBe(true);
  });
});

describe('GET OutrightSportsAndCompetitions', () => {
  it('lists only the outright competitions, under only the sports that have one', async () => {
    const { status, body } = await get<SportGroupDto[]>(`${base}/OutrightSportsAndCompetitions`);
    expect(status).toBe(200);
    expect(summary(body)).toEqual([
      ['Golf', ['golf_masters_tournament_winner']],
      ['AmericanFootball', ['americanfootball_nfl_super_bowl_winner']],
      ['Basketball', ['basketball_nba_championship_winner']],
    ]);
    expect(
      body.flatMap((g) => g.competitions).map((c) => [c.displayName, c.hasOutrights, c.marketTypes]),
    ).toEqual([
      ['Masters winners', true, ['outrights']],
      ['NFL Super Bowl winners', true, ['outrights']],
      ['NBA winners', true, ['outrights']],
    ]);
  });
});

describe('GET Emails', () => {
  it('lists the kinds of e-mail a player can opt out of', async () => {
    const { status, body, headers } = await get<EmailTypeDto[]>(`${base}/Emails`);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=300');
    expect(body.map((e) => [e.id, e.key, e.name])).toEqual([
      [1, 'weekly-reminder', 'Weekly reminder'],
      [2, 'results', 'Results'],
      [3, 'league-activity', 'League activity'],
      [4, 'news-and-offers', 'News and offers'],
    ]);
    for (const emailType of body) {
      expect(Object.keys(emailType).sort()).toEqual(['description', 'id', 'key', 'name']);
      expect(emailType.description.length).toBeGreaterThan(10);
    }
  });
});

describe('paths', () => {
  it.each([
    '/api/staticlookups/v1/sports',
    '/API/STATICLOOKUPS/V1/SPORTS',
    '/api/StaticLookups/v1/Sports/',
    '/api/staticLookups/v1/sports/?isActive=1',
  ])('match case-insensitively and ignore a trailing slash: %s', async (url) => {
    const { status, body } = await get<SportDto[]>(url);
    expect(status).toBe(200);
    expect(body.map((sport) => sport.id)).toEqual(sportOrder);
  });
});
