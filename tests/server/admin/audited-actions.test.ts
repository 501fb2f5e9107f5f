// The audit log (docs/admin.md) holds every administrator's action, not only the users desk's: the outright
// winner, a corrected match result, the daily challenge's choice, a bundle and news each write their row
// with the change; a refused action writes none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEvent as addSettlementEvent } from '../settlement/fixtures.ts';
import {
  addEvent,
  adminUrl,
  buildDailyTestApp,
  call,
  createPlayer,
  type DailyTestApp,
  type Signed,
} from '../daily-challenge/helpers.ts';

interface AuditRowBody {
  action: string;
  actorEmail: string | null;
  targetId: string | null;
  detail: Record<string, unknown>;
}

let testApp: DailyTestApp;
let admin: Signed;

beforeAll(async () => {
  testApp = await buildDailyTestApp('2026-12-10T09:00:00.000Z');
  admin = await createPlayer(testApp.app, { role: 'Administrator', email: 'zed.admin@example.com' });
});
afterAll(async () => {
  await testApp?.close();
});

const origin = { origin: 'http://localhost:3000' };
const auditRows = async (): Promise<AuditRowBody[]> => {
  const response = await call(testApp.app, 'GET', '/api/admin/v1/Audit?pageSize=100', {
    token: admin.tokens,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ rows: AuditRowBody[] }>().rows;
};
/** The row of this action (the test clock stands still, so rows share their time: find, do not sort). */
const rowOf = async (action: string) => (await auditRows()).find((row) => row.action === action);

describe('the audit log of the game desks', () => {
  it('records an outright winner, and nothing for a refused one', async () => {
    const event = await addSettlementEvent(testApp.app.db, {
      commenceTime: new Date('2026-11-01T12:00:00.000Z'),
      runners: ['Rory McIlroy', 'Jon Rahm'],
      status: 'live',
    });
    const url = `/api/predictions/v1/admin/Outrights/${event.id}/Winner`;
    const before = (await auditRows()).length;
    const refused = await call(testApp.app, 'PUT', url, {
      token: admin.tokens,
      body: { winner: 'Nobody' },
      headers: origin,
    });
    expect(refused.statusCode).toBe(400);
    expect(await auditRows()).toHaveLength(before);

    const set = await call(testApp.app, 'PUT', url, {
      token: admin.tokens,
      body: { winner: 'Jon Rahm' },
      headers: origin,
    });
    expect(set.statusCode).toBe(200);
    expect(await rowOf('setOutrightWinner')).toMatchObject({
      action: 'setOutrightWinner',
      actorEmail: 'zed.admin@example.com',
      targetId: null,
      detail: { eventId: event.id, winner: 'Jon Rahm' },
    });
  });

  it('records a corrected match result with the result before and after, and nothing for a refused one', async () => {
    const match = await addSettlementEvent(testApp.app.db, {
      commenceTime: new Date('2026-12-09T19:00:00.000Z'),
      status: 'completed',
      score: [2, 1],
    });
    const url = `/api/predictions/v1/admin/Events/${match.id}/Result`;
    const later = await addSettlementEvent(testApp.app.db, {
      commenceTime: new Date('2026-12-12T19:00:00.000Z'),
    });
    const before = (await auditRows()).length;
    const refused = await call(testApp.app, 'PUT', `/api/predictions/v1/admin/Events/${later.id}/Result`, {
      token: admin.tokens,
      body: { home: 1, away: 0 },
      headers: origin,
    });
    expect(refused.statusCode).toBe(409);
    expect(await auditRows()).toHaveLength(before);

    const corrected = await call(testApp.app, 'PUT', url, {
      token: admin.tokens,
      body: { void: 'abandoned' },
      headers: origin,
    });
    expect(corrected.statusCode).toBe(200);
    expect(await rowOf('correctResult')).toMatchObject({
      action: 'correctResult',
      actorEmail: 'zed.admin@example.com',
      targetId: null,
      detail: {
        eventId: match.id,
        before: { status: 'completed', home: 2, away: 1, voidReason: null },
        after: { status: 'cancelled', home: 2, away: 1, voidReason: 'abandoned' },
      },
    });
  });

  it('records the daily challenge an administrator chooses', async () => {
    await addEvent(testApp.app, { id: 'audit-daily', commenceTime: '2026-12-11T15:00:00.000Z', books: 6 });
    const chosen = await call(testApp.app, 'PUT', adminUrl('2026-12-11'), {
      token: admin.tokens,
      body: { eventId: 'audit-daily' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(await rowOf('chooseDailyChallenge')).toMatchObject({
      action: 'chooseDailyChallenge',
      detail: { day: '2026-12-11', eventId: 'audit-daily' },
    });
  });

  it('records a bundle made, and nothing for a code already taken', async () => {
    const make = () =>
      call(testApp.app, 'POST', '/api/bundles/v1/admin/Bundles', {
        token: admin.tokens,
        body: { code: 'AUDIT-ME', bonusPoints: 1 },
      });
    expect((await make()).statusCode).toBe(201);
    expect(await rowOf('createBundle')).toMatchObject({
      action: 'createBundle',
      detail: { code: 'AUDIT-ME' },
    });
    const before = (await auditRows()).length;
    expect((await make()).statusCode).toBe(409);
    expect(await auditRows()).toHaveLength(before);
  });

  it('records news sent', async () => {
    const sent = await call(testApp.app, 'POST', '/api/account/v1/admin/News', {
      token: admin.tokens,
      body: { subject: 'Winter leagues', body: 'They start on Monday.' },
    });
    expect(sent.statusCode).toBe(200);
    expect(await rowOf('sendNews')).toMatchObject({
      action: 'sendNews',
      detail: { subject: 'Winter leagues' },
    });
  });
});
