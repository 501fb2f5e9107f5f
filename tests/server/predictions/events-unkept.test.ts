// PLAYER_READS_KEPT_MS: how long GET Events answers a player from the session check and picks it read for
// them a moment ago. Writes made behind this process's back (another instance, a command-line tool) say
// nothing to it: they show once the kept reads expire, and with 0 in the very next answer.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventsDto } from '#core/contract/predictions.ts';
import { predictions, refreshTokens } from '#server/db/schema.ts';
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
});
