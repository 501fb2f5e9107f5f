// Two API servers on one PostgreSQL and Redis (docs/architecture.md §7, §8): their auth rate limits are one
// count, a write through one shows in the other's kept reads once the keep time is over, and the once-only
// jobs (the gameweek rollover, the day's match of the day) happen once however many instances run them.
// Real server processes (two-instances.ts); skipped without DATABASE_URL and REDIS_URL.
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyChallengeDto } from '#core/contract/daily-challenge.ts';
import type { MyCreditsDto, MyWeekDto } from '#core/contract/play.ts';
import type { EventDto, EventsDto } from '#core/contract/predictions.ts';
import { CREDIT_TYPE_IDS } from '#core/game/credits.ts';
import { gameweekOf, gameweekRange } from '#core/game/gameweek.ts';
import { PREMIUM_GAMEWEEK_GRANT } from '#core/game/rules.ts';
import { keptForMs } from '#server/plugins/kept-reads.ts';
import {
  advance,
  bothServersAvailable,
  call,
  clockOf,
  ok,
  renewSession,
  signUpGuest,
  sleep,
  startPair,
  type Instance,
  type Pair,
  waitFor,
} from './two-instances.ts';

let pair: Pair;
beforeAll(async () => {
  if (bothServersAvailable) pair = await startPair();
}, 180_000);
afterAll(async () => {
  await pair?.close();
}, 60_000);

const events = (instance: Instance, token: string) =>
  ok<EventsDto>(instance, 'GET', '/api/predictions/v1/Events', { token });

/** An event of the week that takes a pick now, with a priced h2h outcome. */
function pickable(week: EventsDto): { event: EventDto; outcome: string } | undefined {
  for (const event of week.events) {
    const outcome = event.markets.find((market) => market.key === 'h2h')?.outcomes[0];
    if (!event.locked && event.status === 'scheduled' && outcome?.points != null) {
      return { event, outcome: outcome.name };
    }
  }
  return undefined;
}

describe.skipIf(!bothServersAvailable)('two API servers on one PostgreSQL and Redis', () => {
  it('count the auth limits together: a limit used up across both refuses on either', async () => {
    const { a, b } = pair;
    // A client address of this run's own (TRUST_PROXY): nothing counted on this Redis before is ours.
    const headers = { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
    const account = `nobody-${randomBytes(6).toString('hex')}@example.com`;
    const signIn = (instance: Instance, email = account) =>
      call(instance, 'POST', '/api/auth/v1/basic/signIn', {
        body: { email, password: 'not-the-password-1' },
        headers,
      });
    // Sign-in allows 10 tries per account in 5 minutes (auth/rate-limits.ts): 5 on each instance.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signIn(attempt % 2 === 0 ? a : b)).status).toBe(200);
    }
    expect((await signIn(a)).status).toBe(429);
    expect((await signIn(b)).status).toBe(429);
    // The account's limit, not the address's: another account from the same address is still answered.
    expect((await signIn(b, `other-${account}`)).status).toBe(200);
  });

  it("show a write made through one in the other's kept reads once the keep time is over", async () => {
    const { a, b } = pair;
    const guest = await signUpGuest(a);
    // The instances' first odds sync runs after they start: wait for the week's events.
    await waitFor('an event to pick', async () => pickable(await events(b, guest.token)));
    // B checks the session and reads the guest's picks on the week, and keeps both a moment.
    const before = await events(b, guest.token);
    const { event, outcome } = pickable(before) ?? {};
    if (!event || !outcome) throw new Error(`No event of ${before.gameweek} takes a pick`);
    expect(event.myPick).toBeNull();

    await ok<MyWeekDto>(a, 'PUT', '/api/predictions/v1/MyWeek', {
      token: guest.token,
      body: { gameweek: before.gameweek, selections: [{ eventId: event.id, marketKey: 'h2h', outcome }] },
    });
    // B heard nothing of it: it may answer from what it kept for keptForMs at most.
    await sleep(keptForMs('postgres') + 250);
    const after = await events(b, guest.token);
    expect(after.events.find((candidate) => candidate.id === event.id)?.myPick?.outcome).toBe(outcome);
  });

  it('run the once-only jobs once: the rollover grants once, both serve one match of the day', async () => {
    const { a, b, pool } = pair;
    const premium = await signUpGuest(a);
    await pool.query(`update users set role = 'PremiumPlayer' where id = $1`, [premium.id]);

    // Both instances cross into the next gameweek together, and both run the rollover and the choice.
    const now = new Date((await clockOf(a)).now);
    const nextWeekStart = gameweekRange(gameweekOf(now)).end.getTime();
    const ms = nextWeekStart + 60_000 - now.getTime();
    const [clockA, clockB] = await Promise.all([advance(a, ms), advance(b, ms)]);
    expect(clockB.offsetMs).toBe(clockA.offsetMs);
    const gameweek = gameweekOf(new Date(clockA.now));
    expect(gameweek).toBe(gameweekOf(new Date(nextWeekStart)));

    const grant = Object.entries(PREMIUM_GAMEWEEK_GRANT).flatMap(([type, count]) =>
      Array.from({ length: count }, () => CREDIT_TYPE_IDS[type as keyof typeof PREMIUM_GAMEWEEK_GRANT]),
    );
    // One claimed run, recording all the work it did (a second run would rewrite it with none).
    const { rows: runs } = await pool.query<{ detail: unknown; finished: boolean }>(
      `select detail, finished_at is not null as finished from job_runs
       where job = 'gameweek-rollover' and run_key = $1`,
      [gameweek],
    );
    expect(runs).toEqual([{ detail: { players: 1, credits: grant.length }, finished: true }]);
    // The premium player got the week's credits once; either instance shows them.
    const { rows: credits } = await pool.query<{ type_id: number }>(
      `select type_id from credits where user_id = $1 and source = 'premium-gameweek' order by type_id`,
      [premium.id],
    );
    expect(credits.map((credit) => credit.type_id)).toEqual(grant.toSorted());
    let session = premium;
    for (const instance of [a, b]) {
      session = await renewSession(instance, session);
      const mine = await ok<MyCreditsDto>(instance, 'GET', '/api/account/v1/myCredits', {
        token: session.token,
      });
      expect(mine.available.map((credit) => credit.typeId).toSorted()).toEqual(grant.toSorted());
    }

    // Today's match of the day: one row, the same on both.
    const [onA, onB] = await Promise.all(
      [a, b].map((instance) => ok<DailyChallengeDto>(instance, 'GET', '/api/predictions/v1/DailyChallenge')),
    );
    const { rows: days } = await pool.query<{ event_id: string }>(
      `select event_id from daily_challenges where day = $1`,
      [onA?.today.day],
    );
    expect(days).toHaveLength(1);
    expect(onA?.today.event?.id).toBe(days[0]?.event_id);
    expect(onB?.today.event?.id).toBe(days[0]?.event_id);
  });
});
