// GET leagues/v1/Leagues/{id}/Members/{userId}/Picks: a fellow member's weekly picks show only once each
// pick's lock has passed, never before; only members may look.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueMemberPicksDto } from '#core/contract/leagues.ts';
import {
  buildPlayTestApp,
  GAMEWEEK,
  h2h,
  homeTeamOf,
  insertEvent,
  ok,
  playApi,
  type PlayTestApp,
} from '../picks/play-test-app.ts';
import {
  createGuest,
  expectStatus,
  leaguesApi,
  newLeague,
  player,
  refusal,
  type LeaguesApi,
} from './leagues-test-app.ts';

const THURSDAY = '2026-11-19T15:00:00.000Z';
const SATURDAY = '2026-11-21T15:00:00.000Z';

let testApp: PlayTestApp;
let api: LeaguesApi;

beforeAll(async () => {
  testApp = await buildPlayTestApp();
  api = leaguesApi(testApp.app);
});
afterAll(() => testApp.close());

describe("a member's picks", () => {
  it('show each pick only after its lock, to members only', async () => {
    const owner = await player(testApp.app);
    const member = await player(testApp.app);
    const outsider = await player(testApp.app);
    const league = await newLeague(api, owner, { visibility: 1 });
    expectStatus(await api.joinByCode(member.tokens, league.code), 200);

    const early = await insertEvent(testApp.app, { commenceTime: THURSDAY });
    const late = await insertEvent(testApp.app, { commenceTime: SATURDAY });
    ok(
      await playApi(testApp.app).putWeek(member.tokens, [
        h2h(early, await homeTeamOf(testApp.app, early)),
        h2h(late, await homeTeamOf(testApp.app, late)),
      ]),
    );

    // The clock moves by days: each read signs the owner in afresh (a bearer token lives minutes).
    const signIn = () => testApp.app.sessions.issue(owner.user.id);
    const read = async () =>
      expectStatus<LeagueMemberPicksDto>(
        await api.memberPicks(await signIn(), league.id, member.user.id),
        200,
      );
    // Wednesday: nothing has locked, nothing shows.
    expect(await read()).toEqual({
      userId: member.user.id,
      displayName: member.user.displayName,
      gameweek: GAMEWEEK,
      picks: [],
    });

    testApp.clock.set('2026-11-20T12:00:00.000Z');
    const friday = await read();
    expect(friday.picks.map((pick) => [pick.eventId, pick.locked])).toEqual([[early, true]]);

    testApp.clock.set('2026-11-22T12:00:00.000Z');
    const sunday = await read();
    expect(sunday.picks.map((pick) => pick.eventId)).toEqual([early, late]);
    expect(sunday.picks.every((pick) => pick.locked)).toBe(true);

    // A past gameweek by name; another gameweek has none.
    testApp.clock.set('2026-11-25T12:00:00.000Z');
    const named = expectStatus<LeagueMemberPicksDto>(
      await api.memberPicks(await signIn(), league.id, member.user.id, GAMEWEEK),
      200,
    );
    expect(named.picks).toHaveLength(2);
    expect((await read()).picks).toEqual([]);

    const outsiderToken = await testApp.app.sessions.issue(outsider.user.id);
    expect(refusal(await api.memberPicks(outsiderToken, league.id, member.user.id), 404).code).toBe(
      'leagueNotFound',
    );
    expect(refusal(await api.memberPicks(await signIn(), league.id, outsider.user.id), 404)).toMatchObject({
      code: 'leagueMemberNotFound',
      params: { userId: outsider.user.id },
    });
    const guest = await createGuest(testApp.app);
    expect(refusal(await api.memberPicks(guest.tokens, league.id, member.user.id), 403).code).toBe(
      'leaguesNeedAccount',
    );
    expect(
      refusal(await api.memberPicks(await signIn(), league.id, member.user.id, '2026-47'), 400).code,
    ).toBe('invalidRequest');
  });

  it("refuses a public league's non-member with notLeagueMember", async () => {
    const owner = await player(testApp.app);
    const outsider = await player(testApp.app);
    const league = await newLeague(api, owner, { visibility: 0 });
    expect(refusal(await api.memberPicks(outsider.tokens, league.id, owner.user.id), 403).code).toBe(
      'notLeagueMember',
    );
  });
});
