// api/leagues/v1: creating (name, scope, limits by role), finding public leagues, joining (public, private
// with its code, by code alone) and who may do what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LeagueDetailsDto,
  LeaguePreviewDto,
  MyLeaguesDto,
  PublicLeaguesPageDto,
} from '#core/contract/leagues.ts';
import { LEAGUE_CODE_ALPHABET, LEAGUE_LIMITS } from '#core/game/leagues.ts';
import { call } from '../account/account-test-app.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  createGuest,
  expectStatus,
  leaguesApi,
  newLeague,
  player,
  refusal,
  storedCounts,
  type LeaguesApi,
} from './leagues-test-app.ts';

let testApp: TestApp;
let api: LeaguesApi;

beforeAll(async () => {
  testApp = await buildTestApp();
  api = leaguesApi(testApp.app);
});
afterAll(() => testApp.close());

describe('creating a league', () => {
  it('answers 201 with the details: the owner is its first member, the code is 8 characters without look-alikes', async () => {
    const owner = await player(testApp.app);
    const league = await newLeague(api, owner, {
      name: '  Friday   Five  ',
      visibility: 1,
      scope: { kind: 'sport', sportId: 'Football' },
    });
    expect(league).toMatchObject({
      name: 'Friday Five',
      visibility: 1,
      scope: { kind: 'sport', sportId: 'Football' },
      rankBy: 'boosted',
      memberCount: 1,
      isOwner: true,
      isMember: true,
      owner: { userId: owner.user.id, displayName: owner.user.displayName },
    });
    expect(league.code).toMatch(new RegExp(`^[${LEAGUE_CODE_ALPHABET}]{8}$`, 'u'));
    expect(league.members).toEqual([
      {
        userId: owner.user.id,
        displayName: owner.user.displayName,
        isOwner: true,
        joinedAt: league.createdAt,
      },
    ]);
    expect(expectStatus<LeagueDetailsDto>(await api.details(owner.tokens, league.id), 200)).toEqual(league);
  });

  it('keeps a competition scope and a total ranking', async () => {
    const owner = await player(testApp.app);
    const league = await newLeague(api, owner, {
      visibility: 0,
      scope: { kind: 'competition', competitionKey: 'soccer_epl' },
      rankBy: 'total',
    });
    expect(league).toMatchObject({
      visibility: 0,
      scope: { kind: 'competition', competitionKey: 'soccer_epl' },
      rankBy: 'total',
    });
  });

  it('refuses a name shorter than 3 or longer than 40 characters (after trimming)', async () => {
    const owner = await player(testApp.app);
    for (const name of ['ab', '   ab   ', 'x'.repeat(41)]) {
      expect(refusal(await api.create(owner.tokens, { name }), 400)).toMatchObject({
        code: 'leagueNameInvalid',
        params: { min: 3, max: 40 },
        message: 'A league name must be between 3 and 40 characters.',
      });
    }
    expect((await api.create(owner.tokens, { name: 'x'.repeat(40) })).statusCode).toBe(201);
    expect((await api.create(owner.tokens, { name: 'abc' })).statusCode).toBe(201);
  });

  it('refuses an unknown competition or a bad visibility or scope', async () => {
    const owner = await player(testApp.app);
    expect(
      refusal(
        await api.create(owner.tokens, { scope: { kind: 'competition', competitionKey: 'nope' } }),
        400,
      ),
    ).toMatchObject({ code: 'unknownCompetition', params: { competition: 'nope' } });
    expect(refusal(await api.create(owner.tokens, { visibility: 2 }), 400).code).toBe('invalidRequest');
    expect(
      refusal(await api.create(owner.tokens, { scope: { kind: 'sport', sportId: 'Chess' } }), 400).code,
    ).toBe('invalidRequest');
    const mine = expectStatus<MyLeaguesDto>(await api.mine(owner.tokens), 200);
    expect(mine.leagues).toEqual([]);
  });

  it('lets a standard player create 3 leagues, then refuses leagueCreateLimit', async () => {
    const owner = await player(testApp.app);
    for (let i = 0; i < LEAGUE_LIMITS.Player.created; i += 1) await newLeague(api, owner);
    expect(refusal(await api.create(owner.tokens, {}), 409)).toMatchObject({
      code: 'leagueCreateLimit',
      params: { max: 3 },
      message: 'You can create up to 3 leagues.',
    });
    const mine = expectStatus<MyLeaguesDto>(await api.mine(owner.tokens), 200);
    expect(mine.limits).toEqual({ created: 3, maxCreated: 3, joined: 3, maxJoined: 10 });
    expect(mine.leagues).toHaveLength(3);
  });

  it('lets a premium player create 20 leagues, then refuses', async () => {
    const owner = await player(testApp.app, 'PremiumPlayer');
    for (let i = 0; i < LEAGUE_LIMITS.PremiumPlayer.created; i += 1) await newLeague(api, owner);
    expect(refusal(await api.create(owner.tokens, {}), 409)).toMatchObject({
      code: 'leagueCreateLimit',
      params: { max: 20 },
    });
    const mine = expectStatus<MyLeaguesDto>(await api.mine(owner.tokens), 200);
    expect(mine.limits).toEqual({ created: 20, maxCreated: 20, joined: 20, maxJoined: 50 });
  });

  it('after a downgrade keeps the leagues but applies the standard limits to new ones', async () => {
    const owner = await player(testApp.app, 'PremiumPlayer');
    for (let i = 0; i < 4; i += 1) await newLeague(api, owner);
    // Premium without a subscription (as the free switch before payments left it) ends at once.
    expectStatus(
      await call(testApp.app, 'PUT', '/api/account/v1/DowngradeToStandard', { token: owner.tokens }),
      200,
    );
    expect(refusal(await api.create(owner.tokens.bearerToken, {}), 409)).toMatchObject({
      code: 'leagueCreateLimit',
      params: { max: 3 },
    });
    const mine = expectStatus<MyLeaguesDto>(await api.mine(owner.tokens.bearerToken), 200);
    expect(mine.leagues).toHaveLength(4);
    expect(mine.limits).toEqual({ created: 4, maxCreated: 3, joined: 4, maxJoined: 10 });
  });
});

describe('guests', () => {
  it('are refused every league call with leaguesNeedAccount (403)', async () => {
    const guest = await createGuest(testApp.app);
    const owner = await player(testApp.app);
    const league = await newLeague(api, owner, { visibility: 0 });
    const calls = [
      api.mine(guest.tokens),
      api.publicPage(guest.tokens),
      api.create(guest.tokens, {}),
      api.details(guest.tokens, league.id),
      api.preview(guest.tokens, league.id),
      api.join(guest.tokens, league.id),
      api.joinByCode(guest.tokens, league.code),
    ];
    for (const response of await Promise.all(calls)) {
      expect(refusal(response, 403)).toMatchObject({
        code: 'leaguesNeedAccount',
        message: 'Leagues are for signed-up players. Sign up to create or join a league.',
      });
    }
    expect(await storedCounts(testApp.app, league.id)).toEqual({ memberCount: 1, rows: 1 });
  });

  it('answers 401 without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/leagues/v1/MyLeagues' });
    expect(refusal(response, 401).code).toBe('unauthorized');
  });
});

describe('public leagues', () => {
  it('lists public leagues only, most members first, searched by name and paged', async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    const owners = await Promise.all([0, 1, 2, 3].map(() => player(testApp.app)));
    const [a, b, c, d] = owners;
    if (!a || !b || !c || !d) throw new Error('no owners');
    const small = await newLeague(api, a, { name: `${tag} Small`, visibility: 0 });
    const big = await newLeague(api, b, { name: `${tag} Big`, visibility: 0 });
    const middle = await newLeague(api, c, { name: `${tag} Middle`, visibility: 0 });
    await newLeague(api, d, { name: `${tag} Hidden`, visibility: 1 });
    for (const joiner of [a, c, d]) expectStatus(await api.join(joiner.tokens, big.id), 200);
    expectStatus(await api.join(d.tokens, middle.id), 200);

    const page = expectStatus<PublicLeaguesPageDto>(
      await api.publicPage(d.tokens, `?search=${tag.toLowerCase()}`),
      200,
    );
    expect(page.total).toBe(3);
    expect(page.leagues.map((league) => [league.name, league.memberCount, league.isMember])).toEqual([
      [`${tag} Big`, 4, true],
      [`${tag} Middle`, 2, true],
      [`${tag} Small`, 1, false],
    ]);
    expect(page.leagues[0]).not.toHaveProperty('code');

    const second = expectStatus<PublicLeaguesPageDto>(
      await api.publicPage(d.tokens, `?search=${tag}&page=2&pageSize=2`),
      200,
    );
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(second.leagues.map((league) => league.id)).toEqual([small.id]);

    const none = expectStatus<PublicLeaguesPageDto>(
      await api.publicPage(d.tokens, `?search=${tag}%25x`),
      200,
    );
    expect(none.total).toBe(0);
    expect(refusal(await api.publicPage(d.tokens, '?pageSize=101'), 400).code).toBe('invalidRequest');
  });
});

describe('joining', () => {
  it('joins a public league by id; a second join is alreadyInLeague', async () => {
    const owner = await player(testApp.app);
    const joiner = await player(testApp.app);
    const league = await newLeague(api, owner, { visibility: 0 });
    const preview = expectStatus<LeaguePreviewDto>(await api.preview(joiner.tokens, league.id), 200);
    expect(preview).toMatchObject({ id: league.id, isMember: false, isOwner: false, memberCount: 1 });
    expect(preview).not.toHaveProperty('code');
    expect(refusal(await api.details(joiner.tokens, league.id), 403).code).toBe('notLeagueMember');

    const joined = expectStatus<LeagueDetailsDto>(await api.join(joiner.tokens, league.id), 200);
    expect(joined).toMatchObject({ memberCount: 2, isMember: true, isOwner: false });
    expect(joined.members.map((member) => member.userId)).toEqual([owner.user.id, joiner.user.id]);
    expect(refusal(await api.join(joiner.tokens, league.id), 409)).toMatchObject({
      code: 'alreadyInLeague',
    });
    expect(refusal(await api.joinByCode(owner.tokens, league.code), 409).code).toBe('alreadyInLeague');
    expect(await storedCounts(testApp.app, league.id)).toEqual({ memberCount: 2, rows: 2 });
  });

  it('hides a private league from anyone without its code (leagueNotFound), and opens it with the code in any case', async () => {
    const owner = await player(testApp.app);
    const joiner = await player(testApp.app);
    const league = await newLeague(api, owner, { visibility: 1 });
    const otherCode = league.code.startsWith('A') ? `C${league.code.slice(1)}` : `A${league.code.slice(1)}`;
    const notFound = {
      code: 'leagueNotFound',
      message: 'There is no such league, or you need its code to see it.',
    };
    expect(refusal(await api.preview(joiner.tokens, league.id), 404)).toMatchObject(notFound);
    expect(refusal(await api.details(joiner.tokens, league.id), 404)).toMatchObject(notFound);
    expect(refusal(await api.join(joiner.tokens, league.id), 404)).toMatchObject(notFound);
    expect(refusal(await api.join(joiner.tokens, league.id, otherCode), 404)).toMatchObject(notFound);
    expect(refusal(await api.preview(joiner.tokens, league.id, otherCode), 404)).toMatchObject(notFound);
    // A league that does not exist answers the same.
    expect(
      refusal(await api.preview(joiner.tokens, '00000000-0000-4000-8000-000000000000'), 404),
    ).toMatchObject(notFound);

    const lower = league.code.toLowerCase();
    expect(expectStatus<LeaguePreviewDto>(await api.preview(joiner.tokens, league.id, lower), 200).name).toBe(
      league.name,
    );
    const joined = expectStatus<LeagueDetailsDto>(
      await api.join(joiner.tokens, league.id, `${lower.slice(0, 4)}-${lower.slice(4)}`),
      200,
    );
    expect(joined).toMatchObject({ memberCount: 2, isMember: true, code: league.code });
  });

  it('joins by code alone, any case; a well-formed code that opens nothing is wrongLeagueCode, a malformed one leagueCodeInvalid', async () => {
    const owner = await player(testApp.app);
    const joiner = await player(testApp.app);
    const league = await newLeague(api, owner, { visibility: 1 });
    expect(refusal(await api.joinByCode(joiner.tokens, 'ABC'), 400)).toMatchObject({
      code: 'leagueCodeInvalid',
      message: 'The code provided does not match the format for a league joining code.',
    });
    expect(refusal(await api.joinByCode(joiner.tokens, 'ABCD-EF!H'), 400).code).toBe('leagueCodeInvalid');
    expect(refusal(await api.join(joiner.tokens, league.id, 'short'), 400).code).toBe('leagueCodeInvalid');
    // 0, O, 1, I... are never drawn: a code made of them opens nothing.
    expect(refusal(await api.joinByCode(joiner.tokens, '00000000'), 404).code).toBe('wrongLeagueCode');
    const joined = expectStatus<LeagueDetailsDto>(
      await api.joinByCode(joiner.tokens, ` ${league.code.toLowerCase()} `),
      200,
    );
    expect(joined).toMatchObject({ id: league.id, memberCount: 2, isMember: true });
  });

  it('lets a standard player belong to 10 leagues (owned ones count), then refuses leagueJoinLimit', async () => {
    const joiner = await player(testApp.app);
    await newLeague(api, joiner);
    const owner = await player(testApp.app, 'PremiumPlayer');
    const others = [];
    for (let i = 0; i < 10; i += 1) others.push(await newLeague(api, owner, { visibility: 0 }));
    for (const league of others.slice(0, 9)) expectStatus(await api.join(joiner.tokens, league.id), 200);
    const last = others[9];
    if (!last) throw new Error('no league');
    expect(refusal(await api.join(joiner.tokens, last.id), 409)).toMatchObject({
      code: 'leagueJoinLimit',
      params: { max: 10 },
      message: 'You can belong to up to 10 leagues.',
    });
    expect(refusal(await api.joinByCode(joiner.tokens, last.code), 409).code).toBe('leagueJoinLimit');
    // Belonging to 10 leagues also stops a create: the new league would be an eleventh.
    expect(refusal(await api.create(joiner.tokens, {}), 409).code).toBe('leagueJoinLimit');
    expect(await storedCounts(testApp.app, last.id)).toEqual({ memberCount: 1, rows: 1 });
    const mine = expectStatus<MyLeaguesDto>(await api.mine(joiner.tokens), 200);
    expect(mine.limits).toEqual({ created: 1, maxCreated: 3, joined: 10, maxJoined: 10 });
  });

  it('lets a premium player belong to 50 leagues, then refuses', async () => {
    const joiner = await player(testApp.app, 'PremiumPlayer');
    const owners = await Promise.all([0, 1, 2].map(() => player(testApp.app, 'PremiumPlayer')));
    const created: LeagueDetailsDto[] = [];
    for (const owner of owners) {
      for (let i = 0; i < 17; i += 1) created.push(await newLeague(api, owner, { visibility: 0 }));
    }
    for (const league of created.slice(0, 50)) expectStatus(await api.join(joiner.tokens, league.id), 200);
    const last = created[50];
    if (!last) throw new Error('no league');
    expect(refusal(await api.join(joiner.tokens, last.id), 409)).toMatchObject({
      code: 'leagueJoinLimit',
      params: { max: 50 },
    });
  });
});

describe('guessing codes', () => {
  it('is limited to 20 tries per player in 15 minutes (429 with Retry-After); joins without a code do not count', async () => {
    const guesser = await player(testApp.app);
    const owner = await player(testApp.app);
    const open = await newLeague(api, owner, { visibility: 0 });
    const hidden = await newLeague(api, owner, { visibility: 1 });
    expectStatus(await api.preview(guesser.tokens, open.id), 200);
    expectStatus(await api.join(guesser.tokens, open.id), 200);
    const guesses = [
      ...Array.from({ length: 10 }, (_, i) =>
        api.joinByCode(guesser.tokens, `3333333${i === 0 ? '4' : '6'}`),
      ),
      ...Array.from({ length: 5 }, () => api.join(guesser.tokens, hidden.id, '44444444')),
      ...Array.from({ length: 5 }, () => api.preview(guesser.tokens, hidden.id, '44444444')),
    ];
    for (const response of await Promise.all(guesses)) expect(response.statusCode).toBe(404);
    const limited = await api.joinByCode(guesser.tokens, hidden.code);
    expect(refusal(limited, 429).code).toBe('tooManyRequests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(refusal(await api.preview(guesser.tokens, hidden.id, hidden.code), 429).code).toBe(
      'tooManyRequests',
    );
    // Another player is not held back, and the guesser still reads what needs no code.
    const other = await player(testApp.app);
    expectStatus(await api.joinByCode(other.tokens, hidden.code), 200);
    expectStatus(await api.preview(guesser.tokens, open.id), 200);
  });
});

describe('administrators', () => {
  it('play leagues with the premium limits, as the screens offer them', async () => {
    const admin = await player(testApp.app, 'Administrator');
    const owner = await player(testApp.app);
    const league = await newLeague(api, owner, { visibility: 0 });
    expectStatus(await api.create(admin.tokens, {}), 201);
    expectStatus(await api.join(admin.tokens, league.id), 200);
    expect(expectStatus<MyLeaguesDto>(await api.mine(admin.tokens), 200).limits).toEqual({
      created: 1,
      maxCreated: LEAGUE_LIMITS.Administrator.created,
      joined: 2,
      maxJoined: LEAGUE_LIMITS.Administrator.joined,
    });
  });
});

describe('the OpenAPI document', () => {
  it('lists the league routes', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json<{
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> };
    }>();
    const routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/leagues/v1/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(routes).toEqual(
      [
        'GET /api/leagues/v1/MyLeagues',
        'GET /api/leagues/v1/PublicLeagues',
        'POST /api/leagues/v1/Leagues',
        'GET /api/leagues/v1/Leagues/{leagueId}',
        'GET /api/leagues/v1/Leagues/{leagueId}/Preview',
        'POST /api/leagues/v1/Leagues/{leagueId}/Join',
        'POST /api/leagues/v1/JoinByCode',
        'PUT /api/leagues/v1/Leagues/{leagueId}',
        'POST /api/leagues/v1/Leagues/{leagueId}/Code',
        'DELETE /api/leagues/v1/Leagues/{leagueId}/Members/{userId}',
        'DELETE /api/leagues/v1/Leagues/{leagueId}/Membership',
        'DELETE /api/leagues/v1/Leagues/{leagueId}',
        'GET /api/leagues/v1/Leagues/{leagueId}/Members/{userId}/Picks',
      ].sort(),
    );
    const codes = document.components.schemas.ApiErrorBody?.properties.code?.enum ?? [];
    for (const code of [
      'leaguesNeedAccount',
      'leagueNotFound',
      'leagueNameInvalid',
      'leagueCodeInvalid',
      'wrongLeagueCode',
      'alreadyInLeague',
      'leagueCreateLimit',
      'leagueJoinLimit',
      'notLeagueOwner',
      'ownerCannotLeave',
      'cannotRemoveOwner',
      'notLeagueMember',
      'leagueMemberNotFound',
      'unknownSport',
    ]) {
      expect(codes).toContain(code);
    }
  });
});
