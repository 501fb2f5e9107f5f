// Limits and counts hold when requests race: a player's creates and joins run one after the other (their
// row lock), a league's membership changes too (its row lock), so no race goes past a limit, joins one
// league twice, or leaves member_count off by one. On PGlite the transactions queue; with DATABASE_URL
// (CI, and this suite by hand) they really run at once on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueDetailsDto } from '#core/contract/leagues.ts';
import { leagueMembers, leagues } from '#server/db/schema.ts';
import { call } from '../account/account-test-app.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  expectStatus,
  leaguesApi,
  newLeague,
  player,
  refusal,
  storedCounts,
  type LeaguesApi,
  type Signed,
} from './leagues-test-app.ts';

let testApp: TestApp;
let api: LeaguesApi;

beforeAll(async () => {
  testApp = await buildTestApp();
  api = leaguesApi(testApp.app);
});
afterAll(() => testApp.close());

function statuses(responses: { statusCode: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

async function publicLeagues(owner: Signed, count: number): Promise<LeagueDetailsDto[]> {
  const created: LeagueDetailsDto[] = [];
  for (let i = 0; i < count; i += 1) created.push(await newLeague(api, owner, { visibility: 0 }));
  return created;
}

/** Every league's member_count equals its membership rows. */
async function countsAreExact(): Promise<void> {
  const { rows } = await testApp.app.db.execute<{ id: string; member_count: number; rows: number }>(sql`
    select l.id, l.member_count, (select count(*)::int from ${leagueMembers} m where m.league_id = l.id) as rows
      from ${leagues} l`);
  for (const row of rows)
    expect({ id: row.id, count: row.member_count }).toEqual({ id: row.id, count: row.rows });
}

describe('racing requests', () => {
  it('six creates at once by a player one short of the limit: exactly one is made', async () => {
    const owner = await player(testApp.app);
    await newLeague(api, owner);
    await newLeague(api, owner);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => api.create(owner.tokens, { name: `Race ${i}` })),
    );
    expect(statuses(responses)).toEqual({ 201: 1, 409: 5 });
    for (const response of responses.filter((each) => each.statusCode === 409)) {
      expect(refusal(response, 409).code).toBe('leagueCreateLimit');
    }
    const owned = await testApp.app.db.select().from(leagues).where(eq(leagues.ownerId, owner.user.id));
    expect(owned).toHaveLength(3);
  });

  it('six joins of different leagues at once by a player one short of the limit: exactly one lands', async () => {
    const owner = await player(testApp.app, 'PremiumPlayer');
    const joiner = await player(testApp.app);
    const leaguesToJoin = await publicLeagues(owner, 15);
    for (const league of leaguesToJoin.slice(0, 9))
      expectStatus(await api.join(joiner.tokens, league.id), 200);
    const racing = leaguesToJoin.slice(9);
    const responses = await Promise.all(
      racing.map((league, i) =>
        i % 2 === 0 ? api.join(joiner.tokens, league.id) : api.joinByCode(joiner.tokens, league.code),
      ),
    );
    expect(statuses(responses)).toEqual({ 200: 1, 409: 5 });
    const memberships = await testApp.app.db
      .select()
      .from(leagueMembers)
      .where(eq(leagueMembers.userId, joiner.user.id));
    expect(memberships).toHaveLength(10);
    const counts = await Promise.all(racing.map((league) => storedCounts(testApp.app, league.id)));
    expect(counts.reduce((sum, each) => sum + (each.memberCount ?? 0), 0)).toBe(racing.length + 1);
    await countsAreExact();
  });

  it('creates and joins racing each other share the membership limit', async () => {
    const owner = await player(testApp.app, 'PremiumPlayer');
    const joiner = await player(testApp.app);
    const leaguesToJoin = await publicLeagues(owner, 12);
    for (const league of leaguesToJoin.slice(0, 9))
      expectStatus(await api.join(joiner.tokens, league.id), 200);
    const responses = await Promise.all([
      api.create(joiner.tokens, { name: 'Mine' }),
      api.join(joiner.tokens, leaguesToJoin[9]?.id ?? ''),
      api.create(joiner.tokens, { name: 'Mine too' }),
      api.join(joiner.tokens, leaguesToJoin[10]?.id ?? ''),
    ]);
    expect(responses.filter((each) => each.statusCode < 300)).toHaveLength(1);
    const memberships = await testApp.app.db
      .select()
      .from(leagueMembers)
      .where(eq(leagueMembers.userId, joiner.user.id));
    expect(memberships).toHaveLength(10);
    await countsAreExact();
  });

  it('the same league joined five times at once: one membership, the others alreadyInLeague', async () => {
    const owner = await player(testApp.app);
    const joiner = await player(testApp.app);
    const league = await newLeague(api, owner, { visibility: 1 });
    const responses = await Promise.all([
      api.join(joiner.tokens, league.id, league.code),
      api.joinByCode(joiner.tokens, league.code),
      api.join(joiner.tokens, league.id, league.code.toLowerCase()),
      api.joinByCode(joiner.tokens, league.code.toLowerCase()),
      api.join(joiner.tokens, league.id, league.code),
    ]);
    expect(statuses(responses)).toEqual({ 200: 1, 409: 4 });
    for (const response of responses.filter((each) => each.statusCode === 409)) {
      expect(refusal(response, 409).code).toBe('alreadyInLeague');
    }
    expect(await storedCounts(testApp.app, league.id)).toEqual({ memberCount: 2, rows: 2 });
  });

  it('many players joining and leaving one league at once keep member_count exact', async () => {
    const owner = await player(testApp.app);
    const league = await newLeague(api, owner, { visibility: 0 });
    const stayers = await Promise.all(Array.from({ length: 12 }, () => player(testApp.app)));
    const leavers = await Promise.all(Array.from({ length: 6 }, () => player(testApp.app)));
    for (const leaver of leavers) expectStatus(await api.join(leaver.tokens, league.id), 200);
    const responses = await Promise.all([
      ...stayers.map((stayer) => api.join(stayer.tokens, league.id)),
      ...leavers.map((leaver) => api.leave(leaver.tokens, league.id)),
    ]);
    expect(statuses(responses)).toEqual({ 200: 12, 204: 6 });
    expect(await storedCounts(testApp.app, league.id)).toEqual({ memberCount: 13, rows: 13 });
  });

  it('joins racing a removal, a code rotation and a deletion leave consistent leagues', async () => {
    const owner = await player(testApp.app);
    const member = await player(testApp.app);
    const league = await newLeague(api, owner, { visibility: 1 });
    expectStatus(await api.joinByCode(member.tokens, league.code), 200);
    const joiners = await Promise.all(Array.from({ length: 6 }, () => player(testApp.app)));
    const responses = await Promise.all([
      ...joiners.map((joiner) => api.joinByCode(joiner.tokens, league.code)),
      api.remove(owner.tokens, league.id, member.user.id),
      api.rotate(owner.tokens, league.id),
    ]);
    const joined = responses.slice(0, joiners.length).filter((each) => each.statusCode === 200).length;
    for (const response of responses.slice(0, joiners.length)) {
      if (response.statusCode !== 200) expect(refusal(response, 404).code).toBe('wrongLeagueCode');
    }
    expect(await storedCounts(testApp.app, league.id)).toEqual({ memberCount: 1 + joined, rows: 1 + joined });

    const doomed = await newLeague(api, owner, { visibility: 0 });
    const late = await Promise.all(Array.from({ length: 4 }, () => player(testApp.app)));
    const race = await Promise.all([
      ...late.map((joiner) => api.join(joiner.tokens, doomed.id)),
      api.deleteLeague(owner.tokens, doomed.id),
    ]);
    expect(race.at(-1)?.statusCode).toBe(204);
    expect(await storedCounts(testApp.app, doomed.id)).toEqual({ memberCount: undefined, rows: 0 });
    await countsAreExact();
  });

  it("an owner's account deletion racing joins and a leave hands the league to a member, counts exact", async () => {
    const owner = await player(testApp.app);
    const members = await Promise.all(Array.from({ length: 3 }, () => player(testApp.app)));
    const league = await newLeague(api, owner, { visibility: 1 });
    for (const member of members) expectStatus(await api.joinByCode(member.tokens, league.code), 200);
    const joiners = await Promise.all(Array.from({ length: 4 }, () => player(testApp.app)));
    const [first] = members;
    if (!first) throw new Error('no member');
    const responses = await Promise.all([
      call(testApp.app, 'DELETE', '/api/account/v1/', {
        token: owner.tokens,
        body: { token: owner.password },
      }),
      ...joiners.map((joiner) => api.joinByCode(joiner.tokens, league.code)),
      api.leave(first.tokens, league.id),
    ]);
    expect(responses[0]?.statusCode).toBe(204);
    for (const response of responses.slice(1, 5)) expect(response.statusCode).toBe(200);
    // The first member either left before the hand-over, or became the owner and could not leave.
    expect([204, 409]).toContain(responses[5]?.statusCode);
    const [stored] = await testApp.app.db.select().from(leagues).where(eq(leagues.id, league.id));
    const memberIds = (
      await testApp.app.db.select().from(leagueMembers).where(eq(leagueMembers.leagueId, league.id))
    ).map((row) => row.userId);
    expect(memberIds).not.toContain(owner.user.id);
    expect(memberIds).toContain(stored?.ownerId);
    expect(stored?.memberCount).toBe(memberIds.length);
    expect(memberIds).toHaveLength(responses[5]?.statusCode === 204 ? 6 : 7);
    await countsAreExact();
  });
});
