// PLAYER_READS_KEPT_MS: how long GET Events answers a player from the session check and picks it read for
// them a moment ago. Writes made behind this process's back (another instance, a command-line tool) say
// nothing to it: they show once the kept reads expire, and with 0 in the very next answer.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventsDto } from '#core/contract/predictions.ts';
import { predictions, refreshTokens, users } from '#server/db/schema.ts';
import { call, type Signed } from '../account/account-test-app.ts';
import { testClock } from './sync-helpers.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createGuest, h2h, homeTeamOf, insertEvent, ok, playApi, START } from '../picks/play-test-app.ts';

let testApp: TestApp | undefined;

afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function playerWithAPick(playerReadsKeptMs: number) {
  testApp = await buildTestApp({
    clock: testClock(START),
    config: { playerReadsKeptMs },
  });
  const { app } = testApp;
  const match = await insertEvent(app);
  const guest = await createGuest(app);
  ok(await playApi(app).putWeek(guest.tokens, [h2h(match, await homeTeamOf(app, match))]));
  return { app, match, guest };
}

async function myPickOn(app: TestApp['app'], match: string, caller: Signed) {
  const answer = ok<EventsDto>(
    await call(app, 'GET', '/api/predictions/v1/Events', { token: caller.tokens }),
  );
  return answer.events.find((event) => event.id === match)?.myPick;
}

/** What another instance does: remove the pick, and sign the session out, without a word to this one. */
async function behindItsBack(app: TestApp['app'], guest: Signed) {
  await app.db
    .update(predictions)
    .set({ removedAt: new Date(START) })
    .where(eq(predictions.userId, guest.user.id));
  await app.db
    .update(refreshTokens)
    .set({ revokedAt: new Date(START) })
    .where(eq(refreshTokens.userId, guest.user.id));
}

describe('PLAYER_READS_KEPT_MS', () => {
  it('0: a pick removed and a session ended elsewhere show in the very next answer', async () => {
    const { app, match, guest } = await playerWithAPick(0);
    expect(await myPickOn(app, match, guest)).toMatchObject({ eventId: match });
    await behindItsBack(app, guest);
    // Signed out: the answer is the anonymous one, with no myPick at all.
    expect(await myPickOn(app, match, guest)).toBeUndefined();
  });

  it('a minute: the kept reads answer until they expire', async () => {
    const { app, match, guest } = await playerWithAPick(60_000);
    expect(await myPickOn(app, match, guest)).toMatchObject({ eventId: match });
    await behindItsBack(app, guest);
    expect(await myPickOn(app, match, guest)).toMatchObject({ eventId: match });
  });

  // A caller this process has not seen is checked and has their picks read in one statement
  // (predictions/caller-picks.ts): each way the session check refuses must still refuse there.
  it('0: a new security stamp elsewhere (a password change) ends the session in the very next answer', async () => {
    const { app, match, guest } = await playerWithAPick(0);
    await app.db.update(users).set({ securityStamp: 'changed elsewhere' }).where(eq(users.id, guest.user.id));
    expect(await myPickOn(app, match, guest)).toBeUndefined();
  });

  it('0: an account deleted elsewhere is answered as anyone, not as an error', async () => {
    const { app, match, guest } = await playerWithAPick(0);
    await app.db.delete(predictions).where(eq(predictions.userId, guest.user.id));
    await app.db.delete(refreshTokens).where(eq(refreshTokens.userId, guest.user.id));
    await app.db.delete(users).where(eq(users.id, guest.user.id));
    const answer = await call(app, 'GET', '/api/predictions/v1/Events', { token: guest.tokens });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=30');
    expect(ok<EventsDto>(answer).events.find((event) => event.id === match)?.myPick).toBeUndefined();
  });

  it('0: a signed-in player without picks is still answered as themself (kept by no one else)', async () => {
    const { app, match, guest } = await playerWithAPick(0);
    await app.db
      .update(predictions)
      .set({ removedAt: new Date(START) })
      .where(eq(predictions.userId, guest.user.id));
    const answer = await call(app, 'GET', '/api/predictions/v1/Events', { token: guest.tokens });
    expect(answer.headers['cache-control']).toBe('private, no-store');
    // myPick is null for a signed-in caller without a pick there; an anonymous answer has none at all.
    expect(ok<EventsDto>(answer).events.find((event) => event.id === match)?.myPick).toBeNull();
  });
});
