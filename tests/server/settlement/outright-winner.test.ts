import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '#server/db/schema.ts';
import {
  CommandError,
  outrightWinnerCommand,
  outrightWinnerUsage,
} from '#server/modules/settlement/outright-winner-command.ts';
import { call, createPlayer, type Signed } from '../account/account-test-app.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { testClock } from '../predictions/sync-helpers.ts';
import { addEvent, addPick, addPlayer, ledgerRows, pickState, type TestEvent } from './fixtures.ts';

const seasonStart = new Date('2026-11-01T12:00:00.000Z');
const clock = testClock('2026-11-18T20:00:00.000Z');

let testApp: TestApp;
let admin: Signed;
let player: Signed;
const db = () => testApp.app.db;

beforeAll(async () => {
  testApp = await buildTestApp({ clock });
  admin = await createPlayer(testApp.app, { role: 'Administrator' });
  player = await createPlayer(testApp.app, { role: 'Player' });
});

afterAll(async () => {
  await testApp?.close();
});

function idOf(picks: Map<string, string>, outcome: string): string {
  const id = picks.get(outcome);
  if (!id) throw new Error(`No pick on ${outcome}`);
  return id;
}

const winnerUrl = (eventId: string) => `/api/predictions/v1/admin/Outrights/${eventId}/Winner`;

function putWinner(eventId: string, winner: unknown, token: Signed | null = admin) {
  return call(testApp.app, 'PUT', winnerUrl(eventId), {
    ...(token ? { token: token.tokens } : {}),
    body: { winner },
    headers: { origin: 'http://localhost:3000' },
  });
}

async function outrightWithPicks(): Promise<{ event: TestEvent; picks: Map<string, string> }> {
  const event = await addEvent(db(), {
    commenceTime: seasonStart,
    runners: ['Rory McIlroy', 'Scottie Scheffler', 'Jon Rahm'],
    status: 'live',
  });
  const picks = new Map<string, string>();
  for (const [outcome, probability] of [
    ['Rory McIlroy', 0.1],
    ['Scottie Scheffler', 0.25],
  ] as const) {
    const pick = await addPick(db(), {
      userId: await addPlayer(db()),
      event,
      marketKey: 'outrights',
      outcome,
      probability,
      commenceTime: seasonStart,
    });
    picks.set(outcome, pick.id);
  }
  return { event, picks };
}

describe('PUT admin/Outrights/{eventId}/Winner', () => {
  it('sets the winner, completes the event and settles its picks; a different winner corrects them', async () => {
    const { event, picks } = await outrightWithPicks();
    const response = await putWinner(event.id, 'Scottie Scheffler');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ eventId: event.id, settled: 2, corrected: 0 });
    const [row] = await db().select().from(events).where(eq(events.id, event.id));
    expect(row).toMatchObject({
      winner: 'Scottie Scheffler',
      status: 'completed',
      resultUpdatedAt: clock.now(),
    });
    expect(await pickState(db(), idOf(picks, 'Scottie Scheffler'))).toMatchObject({
      result: 'won',
      basePoints: 40,
    });
    expect(await pickState(db(), idOf(picks, 'Rory McIlroy'))).toMatchObject({
      result: 'lost',
      basePoints: 0,
    });

    // The same winner again: nothing to do.
    expect((await putWinner(event.id, 'Scottie Scheffler')).json()).toEqual({
      eventId: event.id,
      settled: 0,
      corrected: 0,
    });
    // A correction, on a clock that has not moved: still a new result.
    expect((await putWinner(event.id, 'Rory McIlroy')).json()).toEqual({
      eventId: event.id,
      settled: 0,
      corrected: 2,
    });
    expect(await pickState(db(), idOf(picks, 'Rory McIlroy'))).toMatchObject({
      result: 'won',
      basePoints: 100,
    });
    expect((await ledgerRows(db(), idOf(picks, 'Scottie Scheffler'))).at(-1)).toMatchObject({
      kind: 'corrected',
      base: -40,
      detail: { result: { kind: 'lost' }, previous: { kind: 'won' } },
    });
    const [corrected] = await db().select().from(events).where(eq(events.id, event.id));
    expect(corrected?.resultUpdatedAt?.getTime()).toBe(clock.now().getTime() + 1);
    expect(corrected?.settledAt).toEqual(corrected?.resultUpdatedAt);
  });

  it('is for administrators only', async () => {
    const { event } = await outrightWithPicks();
    expect((await putWinner(event.id, 'Jon Rahm', null)).statusCode).toBe(401);
    const refused = await putWinner(event.id, 'Jon Rahm', player);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'You do not have permission to do this.' });
    // A ShadowAdministrator is read-only, as on every admin write (tests/server/admin-access.test.ts).
    const shadow = await createPlayer(testApp.app, { role: 'ShadowAdministrator' });
    expect((await putWinner(event.id, 'Jon Rahm', shadow)).statusCode).toBe(403);
  });

  it('refuses a winner who is not a runner, an event that is not an outright, and no event', async () => {
    const { event } = await outrightWithPicks();
    const unknown = await putWinner(event.id, 'Tiger Woods');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: '"Tiger Woods" is not a runner in this competition.' });
    expect((await putWinner(event.id, '  ')).statusCode).toBe(400);
    const match = await addEvent(db(), { commenceTime: seasonStart });
    const notOutright = await putWinner(match.id, 'Home FC');
    expect(notOutright.statusCode).toBe(400);
    expect(notOutright.json()).toMatchObject({
      message: `Event ${match.id} is not an outright competition: it has no runners.`,
    });
    expect((await putWinner('no-such-event', 'Jon Rahm')).statusCode).toBe(404);
    const [row] = await db().select().from(events).where(eq(events.id, event.id));
    expect(row?.winner).toBeNull();
  });
});

describe('GET admin/Outrights', () => {
  const list = (token: Signed | null) =>
    call(testApp.app, 'GET', '/api/predictions/v1/admin/Outrights', token ? { token: token.tokens } : {});

  it('lists the outright events with their runners and winner, to both administrator roles', async () => {
    const { event } = await outrightWithPicks();
    await addEvent(db(), { commenceTime: seasonStart });
    const shadow = await createPlayer(testApp.app, { role: 'ShadowAdministrator' });
    for (const reader of [admin, shadow]) {
      const response = await list(reader);
      expect(response.statusCode).toBe(200);
      const { outrights } = response.json<{ outrights: { eventId: string; runners: string[] }[] }>();
      // A match has no outrights market: only outrights are listed.
      expect(outrights.every((row) => row.runners.length > 0)).toBe(true);
      expect(outrights.find((row) => row.eventId === event.id)).toEqual({
        eventId: event.id,
        competitionKey: 'golf_masters_tournament_winner',
        competition: 'Masters Tournament Winner',
        commenceTime: seasonStart.toISOString(),
        status: 'live',
        winner: null,
        runners: ['Jon Rahm', 'Rory McIlroy', 'Scottie Scheffler'],
      });
    }
    await putWinner(event.id, 'Jon Rahm');
    const after = (await list(admin)).json<{ outrights: { eventId: string; winner: string | null }[] }>();
    expect(after.outrights.find((row) => row.eventId === event.id)).toMatchObject({
      winner: 'Jon Rahm',
      status: 'completed',
    });
  });

  it('is refused to players and guests', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(player)).statusCode).toBe(403);
  });
});

describe('the outright-winner command', () => {
  it('lists the outright events, one event’s runners, and enters a winner', async () => {
    const { event, picks } = await outrightWithPicks();
    const list = await outrightWinnerCommand(db(), [], clock.now());
    expect(list).toContainEqual(
      `${event.id}  Masters Tournament Winner (golf_masters_tournament_winner), from ${seasonStart.toISOString()}, ` +
        'live, 3 runners, winner: not entered',
    );
    expect(await outrightWinnerCommand(db(), [event.id], clock.now())).toEqual([
      'Masters Tournament Winner: winner not entered. Runners:',
      '  Jon Rahm',
      '  Rory McIlroy',
      '  Scottie Scheffler',
    ]);
    expect(await outrightWinnerCommand(db(), [event.id, 'Rory McIlroy'], clock.now())).toEqual([
      `Winner of ${event.id}: Rory McIlroy. 2 picks settled, 0 corrected.`,
    ]);
    expect((await pickState(db(), idOf(picks, 'Rory McIlroy')))?.result).toBe('won');
  });

  it('says what is wrong', async () => {
    const { event } = await outrightWithPicks();
    await expect(outrightWinnerCommand(db(), [event.id, 'Nobody'], clock.now())).rejects.toThrow(
      new CommandError('"Nobody" is not a runner in this competition.'),
    );
    await expect(outrightWinnerCommand(db(), ['missing'], clock.now())).rejects.toThrow(
      'There is no outright event missing.',
    );
    await expect(outrightWinnerCommand(db(), ['a', 'b', 'c'], clock.now())).rejects.toThrow(
      outrightWinnerUsage,
    );
  });
});
