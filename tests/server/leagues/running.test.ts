// Running a league: the owner renames it, rotates its code, removes members and deletes it; members leave;
// a deleted player's leagues pass to their longest-standing member or go when empty.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueDetailsDto, MyLeaguesDto } from '#core/contract/leagues.ts';
import { leagueMembers, leagues } from '#server/db/schema.ts';
import { leagueMemberIds, leagueOfMember } from '#server/modules/leagues/index.ts';
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

/** A league of `owner` with the others joined in order. */
async function leagueWith(owner: Signed, ...joiners: Signed[]): Promise<LeagueDetailsDto> {
  const league = await newLeague(api, owner, { visibility: 1 });
  for (const joiner of joiners) expectStatus(await api.joinByCode(joiner.tokens, league.code), 200);
  return league;
}

describe('the owner', () => {
  it('renames the league (names checked as at creation); a member may not', async () => {
    const owner = await player(testApp.app);
    const member = await player(testApp.app);
    const league = await leagueWith(owner, member);
    const renamed = expectStatus<LeagueDetailsDto>(
      await api.rename(owner.tokens, league.id, ' Sunday  Six '),
      200,
    );
    expect(renamed).toMatchObject({ name: 'Sunday Six', code: league.code, memberCount: 2 });
    expect(refusal(await api.rename(owner.tokens, league.id, 'no'), 400).code).toBe('leagueNameInvalid');
    expect(refusal(await api.rename(member.tokens, league.id, 'Mine now'), 403)).toMatchObject({
      code: 'notLeagueOwner',
      message: 'Only the owner of the league can do this.',
    });
    const outsider = await player(testApp.app);
    expect(refusal(await api.rename(outsider.tokens, league.id, 'Mine now'), 404).code).toBe(
      'leagueNotFound',
    );
    expect(expectStatus<LeagueDetailsDto>(await api.details(member.tokens, league.id), 200).name).toBe(
      'Sunday Six',
    );
  });

  it('rotates the code: the old one stops working at once, the new one opens the league', async () => {
    const owner = await player(testApp.app);
    const member = await player(testApp.app);
    const league = await leagueWith(owner, member);
    expect(refusal(await api.rotate(member.tokens, league.id), 403).code).toBe('notLeagueOwner');
    const rotated = expectStatus<LeagueDetailsDto>(await api.rotate(owner.tokens, league.id), 200);
    expect(rotated.code).not.toBe(league.code);
    expect(rotated.code).toHaveLength(8);
    const late = await player(testApp.app);
    expect(refusal(await api.joinByCode(late.tokens, league.code), 404).code).toBe('wrongLeagueCode');
    expect(refusal(await api.join(late.tokens, league.id, league.code), 404).code).toBe('leagueNotFound');
    expect(refusal(await api.preview(late.tokens, league.id, league.code), 404).code).toBe('leagueNotFound');
    expect(
      expectStatus<LeagueDetailsDto>(await api.joinByCode(late.tokens, rotated.code), 200).memberCount,
    ).toBe(3);
  });

  it('removes a member, not themselves; the removed player may join again with the code', async () => {
    const owner = await player(testApp.app);
    const member = await player(testApp.app);
    const other = await player(testApp.app);
    const league = await leagueWith(owner, member, other);
    expect(refusal(await api.remove(member.tokens, league.id, other.user.id), 403).code).toBe(
      'notLeagueOwner',
    );
    expect(refusal(await api.remove(owner.tokens, league.id, owner.user.id), 409)).toMatchObject({
      code: 'cannotRemoveOwner',
    });
    expectStatus(await api.remove(owner.tokens, league.id, member.user.id), 204);
    expect(refusal(await api.remove(owner.tokens, league.id, member.user.id), 404)).toMatchObject({
      code: 'leagueMemberNotFound',
      params: { userId: member.user.id },
    });
    expect(await storedCounts(testApp.app, league.id)).toEqual({ memberCount: 2, rows: 2 });
    expect(refusal(await api.details(member.tokens, league.id), 404).code).toBe('leagueNotFound');
    expect(expectStatus<MyLeaguesDto>(await api.mine(member.tokens), 200).leagues).toEqual([]);
    expectStatus(await api.joinByCode(member.tokens, league.code), 200);
    expect(await storedCounts(testApp.app, league.id)).toEqual({ memberCount: 3, rows: 3 });
  });

  it('deletes the league with its memberships; nobody else may', async () => {
    const owner = await player(testApp.app);
    const member = await player(testApp.app);
    const league = await leagueWith(owner, member);
    expect(refusal(await api.deleteLeague(member.tokens, league.id), 403).code).toBe('notLeagueOwner');
    expectStatus(await api.deleteLeague(owner.tokens, league.id), 204);
    expect(await storedCounts(testApp.app, league.id)).toEqual({ memberCount: undefined, rows: 0 });
    expect(refusal(await api.details(owner.tokens, league.id), 404).code).toBe('leagueNotFound');
    expect(refusal(await api.joinByCode(member.tokens, league.code), 404).code).toBe('wrongLeagueCode');
    expect(expectStatus<MyLeaguesDto>(await api.mine(owner.tokens), 200).limits).toMatchObject({
      created: 0,
      joined: 0,
    });
  });
});

describe('members', () => {
  it('leave (member_count follows); the owner cannot leave; a non-member cannot either', async () => {
    const owner = await player(testApp.app);
    const member = await player(testApp.app);
    const league = await leagueWith(owner, member);
    expect(refusal(await api.leave(owner.tokens, league.id), 409)).toMatchObject({
      code: 'ownerCannotLeave',
      message: 'The owner cannot leave the league: delete it instead.',
    });
    expectStatus(await api.leave(member.tokens, league.id), 204);
    expect(await storedCounts(testApp.app, league.id)).toEqual({ memberCount: 1, rows: 1 });
    expect(refusal(await api.leave(member.tokens, league.id), 404).code).toBe('leagueNotFound');
    const publicLeague = await newLeague(api, owner, { visibility: 0 });
    expect(refusal(await api.leave(member.tokens, publicLeague.id), 403).code).toBe('notLeagueMember');
  });
});

describe('account deletion', () => {
  async function deleteAccount(signed: Signed): Promise<void> {
    expectStatus(
      await call(testApp.app, 'DELETE', '/api/account/v1/', {
        token: signed.tokens,
        body: { token: signed.password },
      }),
      204,
    );
  }

  it("hands each of the player's leagues to its longest-standing member, deletes the empty ones and leaves the others", async () => {
    const owner = await player(testApp.app);
    const first = await player(testApp.app);
    const second = await player(testApp.app);
    const shared = await leagueWith(owner, first, second);
    const alone = await leagueWith(owner);
    const theirs = await leagueWith(second, owner, first);

    await deleteAccount(owner);

    const [handed] = await testApp.app.db.select().from(leagues).where(eq(leagues.id, shared.id));
    expect(handed).toMatchObject({ ownerId: first.user.id, memberCount: 2 });
    expect(await leagueMemberIds(testApp.app.db, shared.id)).toEqual([first.user.id, second.user.id]);
    const view = expectStatus<LeagueDetailsDto>(await api.details(first.tokens, shared.id), 200);
    expect(view).toMatchObject({ isOwner: true, owner: { userId: first.user.id }, memberCount: 2 });

    expect(await storedCounts(testApp.app, alone.id)).toEqual({ memberCount: undefined, rows: 0 });
    const [kept] = await testApp.app.db.select().from(leagues).where(eq(leagues.id, theirs.id));
    expect(kept).toMatchObject({ ownerId: second.user.id, memberCount: 2 });
    const rows = await testApp.app.db
      .select()
      .from(leagueMembers)
      .where(eq(leagueMembers.userId, owner.user.id));
    expect(rows).toEqual([]);
  });
});

describe("the module's index", () => {
  it('answers a member their league with its scope and ranking, and null to anyone else', async () => {
    const owner = await player(testApp.app);
    const member = await player(testApp.app);
    const league = await newLeague(api, owner, {
      visibility: 0,
      scope: { kind: 'competition', competitionKey: 'soccer_epl' },
      rankBy: 'total',
    });
    expectStatus(await api.join(member.tokens, league.id), 200);
    const seen = await leagueOfMember(testApp.app.db, league.id, member.user.id);
    expect(seen).toMatchObject({
      id: league.id,
      name: league.name,
      visibility: 0,
      scope: { kind: 'competition', competitionKey: 'soccer_epl' },
      rankBy: 'total',
      ownerId: owner.user.id,
      memberCount: 2,
    });
    const outsider = await player(testApp.app);
    expect(await leagueOfMember(testApp.app.db, league.id, outsider.user.id)).toBeNull();
    expect(await leagueMemberIds(testApp.app.db, league.id)).toEqual([owner.user.id, member.user.id]);
  });
});
