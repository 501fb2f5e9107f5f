// GET Events answers from what the process kept (the events view, recent session checks, the caller's
// picks): every change made through this process shows in the next answer all the same. Nothing here
// waits for a kept read to expire.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDto, EventsDto } from '#core/contract/predictions.ts';
import { eventsChanged } from '#server/db/events-changed.ts';
import {
  call,
  createPlayer,
  otherStrongPassword,
  strongPassword,
  type Signed,
} from '../account/account-test-app.ts';
import {
  buildPlayTestApp,
  createGuest,
  grant,
  h2h,
  insertEvent,
  ok,
  playApi,
  setProbability,
  START,
  type MyWeekDto,
  type PlayTestApp,
} from '../picks/play-test-app.ts';
import { syncer } from './sync-helpers.ts';

const base = '/api/predictions/v1/Events';
let testApp: PlayTestApp;
let play: ReturnType<typeof playApi>;
let match: string;
let otherMatch: string;
let outright: string;

async function eventsFor(caller?: Signed): Promise<EventsDto> {
  return ok<EventsDto>(await call(testApp.app, 'GET', base, caller ? { token: caller.tokens } : {}));
}

async function eventOf(id: string, caller?: Signed): Promise<EventDto> {
  const event = (await eventsFor(caller)).events.find((candidate) => candidate.id === id);
  if (!event) throw new Error(`no event ${id} this week`);
  return event;
}

const homeProbability = (event: EventDto) => event.markets[0]?.outcomes[0]?.probability;

beforeAll(async () => {
  testApp = await buildPlayTestApp();
  play = playApi(testApp.app);
  match = await insertEvent(testApp.app);
  otherMatch = await insertEvent(testApp.app, { commenceTime: '2026-11-22T13:00:00.000Z' });
  outright = await insertEvent(testApp.app, {
    competitionKey: 'golf_masters_tournament_winner',
    commenceTime: '2026-11-19T12:00:00.000Z',
    lockTime: '2026-11-20T12:00:00.000Z',
    outrights: { 'Rory McIlroy': 0.3, 'Scottie Scheffler': 0.5 },
  });
  eventsChanged(testApp.app.db);
});

afterAll(async () => {
  await testApp?.close();
});

describe('the events kept for GET Events', () => {
  it('show a write at once when its writer says so', async () => {
    expect(homeProbability(await eventOf(match))).toBe(0.5);
    await setProbability(testApp.app, match, 'h2h', 'Home 1', 0.6);
    eventsChanged(testApp.app.db);
    expect(homeProbability(await eventOf(match))).toBe(0.6);
  });

  it('are read again after an odds sync, whatever it wrote', async () => {
    expect(homeProbability(await eventOf(match))).toBe(0.6);
    // A change no one announced, then a sync of another competition: the sync announces its write.
    await setProbability(testApp.app, match, 'h2h', 'Home 1', 0.62);
    await syncer(testApp.app, testApp.clock).odds(['basketball_nba']);
    expect(homeProbability(await eventOf(match))).toBe(0.62);
  });

  it('follow the clock: an event locks at its kick-off, and unlocks when the clock goes back', async () => {
    expect((await eventOf(match)).locked).toBe(false);
    testApp.clock.set('2026-11-21T15:00:00.000Z');
    expect((await eventOf(match)).locked).toBe(true);
    testApp.clock.set(START);
    expect((await eventOf(match)).locked).toBe(false);
  });
});

describe("the caller's picks kept for GET Events", () => {
  let guest: Signed;

  beforeAll(async () => {
    guest = await createGuest(testApp.app);
  });

  it('show their own save, change and removal at once', async () => {
    expect((await eventOf(match, guest)).myPick).toBeNull();
    const saved = ok<MyWeekDto>(await play.putWeek(guest.tokens, [h2h(match, 'Draw')]));
    expect((await eventOf(match, guest)).myPick).toEqual(saved.picks[0]);
    const changed = ok<MyWeekDto>(await play.putWeek(guest.tokens, [h2h(otherMatch, 'Draw')]));
    expect((await eventOf(match, guest)).myPick).toBeNull();
    expect((await eventOf(otherMatch, guest)).myPick).toEqual(changed.picks[0]);
  });

  it('show an outright pick and its removal at once', async () => {
    expect((await eventOf(outright, guest)).myPick).toBeNull();
    expect((await play.putOutright(guest.tokens, outright, 'Rory McIlroy')).statusCode).toBe(200);
    expect((await eventOf(outright, guest)).myPick?.outcome).toBe('Rory McIlroy');
    expect((await play.deleteOutright(guest.tokens, outright)).statusCode).toBe(204);
    expect((await eventOf(outright, guest)).myPick).toBeNull();
  });

  it('show a Multiplier redeemed on a pick at once', async () => {
    const pick = (await eventOf(otherMatch, guest)).myPick;
    if (!pick) throw new Error('no pick on the other match');
    expect(pick.multiplier).toBe(1);
    await grant(testApp.app, guest.user.id, 2);
    expect((await play.redeem(guest.tokens, { typeId: 2, predictionId: pick.id })).statusCode).toBe(200);
    expect((await eventOf(otherMatch, guest)).myPick?.multiplier).toBe(2);
  });

  it("show an outright's winner and the pick's result at once", async () => {
    const admin = await createPlayer(testApp.app, { role: 'Administrator' });
    expect((await play.putOutright(guest.tokens, outright, 'Scottie Scheffler')).statusCode).toBe(200);
    expect((await eventOf(outright, guest)).myPick?.result).toBeNull();
    const url = `/api/predictions/v1/admin/Outrights/${outright}/Winner`;
    const set = await call(testApp.app, 'PUT', url, {
      token: admin.tokens,
      body: { winner: 'Scottie Scheffler' },
    });
    expect(set.statusCode).toBe(200);
    const event = await eventOf(outright, guest);
    expect(event.winner).toBe('Scottie Scheffler');
    expect(event.myPick?.result).toBe('won');
  });

  it("follow the clock: a pick locks with its event's kick-off, and unlocks when the clock goes back", async () => {
    expect((await eventOf(otherMatch, guest)).myPick?.locked).toBe(false);
    testApp.clock.set('2026-11-22T13:00:00.000Z');
    // A bearer lasts a day: by Sunday the guest has signed in again.
    const onSunday: Signed = { ...guest, tokens: await testApp.app.sessions.issue(guest.user.id) };
    expect((await eventOf(otherMatch, onSunday)).myPick?.locked).toBe(true);
    testApp.clock.set(START);
    expect((await eventOf(otherMatch, guest)).myPick?.locked).toBe(false);
  });
});

describe('the session checks kept for GET Events', () => {
  const signedIn = async (caller: Signed) =>
    (await eventsFor(caller)).events.every((event) => 'myPick' in event);

  it('end with a sign-out at once', async () => {
    const guest = await createGuest(testApp.app);
    expect(await signedIn(guest)).toBe(true);
    const signOut = await call(testApp.app, 'POST', '/api/auth/v1/signout', { token: guest.tokens });
    expect(signOut.statusCode).toBe(204);
    const after = await call(testApp.app, 'GET', base, { token: guest.tokens });
    expect(after.headers['cache-control']).toBe('public, max-age=30');
    expect(after.json<EventsDto>().events.some((event) => 'myPick' in event)).toBe(false);
  });

  it('end with a password change (a new security stamp) at once', async () => {
    const player = await createPlayer(testApp.app);
    expect(await signedIn(player)).toBe(true);
    const changed = await call(testApp.app, 'PUT', '/api/account/v1/ChangePassword', {
      token: player.tokens,
      body: { currentPassword: strongPassword, newPassword: otherStrongPassword },
    });
    expect(changed.statusCode).toBe(200);
    expect(await signedIn(player)).toBe(false);
  });

  it('end with the bearer token itself', async () => {
    const guest = await createGuest(testApp.app);
    expect(await signedIn(guest)).toBe(true);
    testApp.clock.advance(24 * 60 * 60_000);
    expect(await signedIn(guest)).toBe(false);
    testApp.clock.set(START);
  });
});
