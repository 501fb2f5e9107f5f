// The admin desk (docs/admin.md): the users table's paging, sorting and filters (bad ones a clear 400),
// a user's detail, the actions and their rules, and the audit log every action writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionTokens } from '#core/contract/auth.ts';
import { outbox } from '#server/db/schema.ts';
import { call, createGuest, createPlayer } from '../account/account-test-app.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

interface Row {
  id: string;
  email: string | null;
  displayName: string | null;
  role: string;
  credits: number;
  locked: boolean;
}

let testApp: TestApp;
let admin: { id: string; tokens: SessionTokens };
let shadow: SessionTokens;
const people: Record<string, string> = {};

beforeAll(async () => {
  testApp = await buildTestApp();
  const app = testApp.app;
  const signedAdmin = await createPlayer(app, {
    role: 'Administrator',
    email: 'zed.admin@example.com',
    displayName: 'Zed',
  });
  admin = { id: signedAdmin.user.id, tokens: signedAdmin.tokens };
  shadow = (
    await createPlayer(app, {
      role: 'ShadowAdministrator',
      email: 'sam.shadow@example.com',
      displayName: 'Sam',
    })
  ).tokens;
  for (const [name, email] of [
    ['ada', 'ada_lovelace@example.com'],
    ['alan', 'alan.turing@example.org'],
    ['grace', 'grace.hopper@example.com'],
  ] as const) {
    people[name] = (await createPlayer(app, { email, displayName: name })).user.id;
  }
  people.guest = (await createGuest(app)).user.id;
  // Ada holds three credits, Alan one.
  for (const [who, count] of [
    ['ada', 3],
    ['alan', 1],
  ] as const) {
    const granted = await call(app, 'POST', '/api/account/v1/admin/credits', {
      token: admin.tokens,
      body: { userId: people[who], typeId: 3, count },
    });
    expect(granted.statusCode).toBe(200);
  }
});
afterAll(() => testApp.close());

const list = async (query: Record<string, string | number>, token: SessionTokens = admin.tokens) => {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return call(testApp.app, 'GET', `/api/admin/v1/Users?${search}`, { token });
};
const emails = async (query: Record<string, string | number>) => {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ rows: Row[] }>().rows.map((row) => row.email);
};
const filter = (...filters: object[]) => ({
  filters: JSON.stringify(filters),
  sortBy: 'email',
  sortDirection: 'asc',
});

describe('the users table', () => {
  it('pages, with the total of every matching row', async () => {
    const first = await list({ page: 1, pageSize: 2, sortBy: 'email', sortDirection: 'asc' });
    const body = first.json<{ rows: Row[]; total: number }>();
    expect(body.total).toBe(6);
    expect(body.rows.map((row) => row.email)).toEqual([
      'ada_lovelace@example.com',
      'alan.turing@example.org',
    ]);
    expect(await emails({ page: 3, pageSize: 2, sortBy: 'email', sortDirection: 'asc' })).toEqual([
      'zed.admin@example.com',
      null,
    ]);
    expect((await list({ pageSize: 101 })).statusCode).toBe(400);
  });

  it('sorts by credits held', async () => {
    const rows = (await list({ sortBy: 'credits', sortDirection: 'desc', pageSize: 2 })).json<{
      rows: Row[];
    }>().rows;
    expect(rows.map((row) => [row.email, row.credits])).toEqual([
      ['ada_lovelace@example.com', 3],
      ['alan.turing@example.org', 1],
    ]);
  });

  it('filters text with each operator, case-insensitively, % and _ matching themselves', async () => {
    const text = (operator: string, primaryValue: string, key = 'email') =>
      emails(filter({ type: 'text', key, operator, primaryValue }));
    expect(await text('Contains', 'LOVELACE')).toEqual(['ada_lovelace@example.com']);
    expect(await text('Contains', '_')).toEqual(['ada_lovelace@example.com']);
    expect(await text('Contains', '%')).toEqual([]);
    expect(await text('Starts With', 'a')).toEqual(['ada_lovelace@example.com', 'alan.turing@example.org']);
    expect(await text('Ends With', '.org')).toEqual(['alan.turing@example.org']);
    expect(await text('Equals', 'Grace.Hopper@example.com')).toEqual(['grace.hopper@example.com']);
    expect(await text('Equals', 'shadowadministrator', 'role')).toEqual(['sam.shadow@example.com']);
    expect(await text('Not', 'Player', 'role')).toEqual([
      'sam.shadow@example.com',
      'zed.admin@example.com',
      null,
    ]);
  });

  it('filters numbers and dates, and combines filters', async () => {
    const credits = (operator: string, primaryValue: number) =>
      emails(filter({ type: 'number', key: 'credits', operator, primaryValue }));
    expect(await credits('Greater then or equal', 1)).toEqual([
      'ada_lovelace@example.com',
      'alan.turing@example.org',
    ]);
    expect(await credits('Equals', 3)).toEqual(['ada_lovelace@example.com']);
    expect((await credits('Less then or equal', 0)).length).toBe(4);
    const today = testApp.app.clock.now().toISOString().slice(0, 10);
    const date = (operator: string, primaryValue: string) =>
      emails(filter({ type: 'date', key: 'createdAt', operator, primaryValue }));
    expect((await date('Equals', today)).length).toBe(6);
    expect(await date('Greater then or equal', '2999-01-01')).toEqual([]);
    expect(await date('Less then or equal', '2000-01-01')).toEqual([]);
    expect(
      await emails(
        filter(
          { type: 'text', key: 'email', operator: 'Ends With', primaryValue: '.com' },
          { type: 'number', key: 'credits', operator: 'Greater then or equal', primaryValue: 1 },
        ),
      ),
    ).toEqual(['ada_lovelace@example.com']);
  });

  it('answers a bad filter with a 400 that names it, never a 500', async () => {
    const cases: [string, string][] = [
      ['not json', 'querystring/filters: expected a JSON array of filters'],
      [
        JSON.stringify([{ type: 'text', key: 'email', operator: 'Like', primaryValue: 'a' }]),
        'querystring/filters/0/operator',
      ],
      [
        JSON.stringify([{ type: 'text', key: 'passwordHash', operator: 'Equals', primaryValue: 'a' }]),
        'querystring/filters/0/key',
      ],
      [
        JSON.stringify([{ type: 'number', key: 'credits', operator: 'Contains', primaryValue: 1 }]),
        'querystring/filters/0/operator',
      ],
      [
        JSON.stringify([{ type: 'date', key: 'createdAt', operator: 'Equals', primaryValue: 'yesterday' }]),
        'expected a date',
      ],
      [JSON.stringify([{ type: 'colour', key: 'email' }]), 'querystring/filters/0/type'],
      [JSON.stringify({ type: 'text' }), 'querystring/filters'],
    ];
    for (const [filters, says] of cases) {
      const response = await list({ filters });
      expect(response.statusCode, filters).toBe(400);
      expect(response.json(), filters).toMatchObject({ code: 'invalidRequest' });
      expect(response.json<{ message: string }>().message, filters).toContain(says);
    }
    const nul = await list({
      filters: JSON.stringify([{ type: 'text', key: 'email', operator: 'Equals', primaryValue: 'a\u0000' }]),
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json<{ message: string }>().message).toBe(
      'querystring/filters/0/primaryValue: must not contain the NUL character (U+0000)',
    );
    expect((await list({ sortBy: 'passwordHash' })).statusCode).toBe(400);
  });

  it('is open to a shadow administrator for reading', async () => {
    expect((await list({}, shadow)).statusCode).toBe(200);
  });
});

describe("a user's page and the actions", () => {
  const user = (id: string) => call(testApp.app, 'GET', `/api/admin/v1/Users/${id}`, { token: admin.tokens });

  it("shows the user's role, lock, credits and picks", async () => {
    const response = await user(people.ada as string);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: people.ada,
      email: 'ada_lovelace@example.com',
      role: 'Player',
      credits: 3,
      locked: false,
      twoFactorEnabled: false,
      recentPicks: [],
    });
    expect((await user('00000000-0000-4000-8000-000000000000')).json()).toMatchObject({
      code: 'unknownPlayer',
    });
  });

  it('locks and unlocks, changes roles within the rules, resets two-factor; each action audited', async () => {
    const act = (method: 'PUT' | 'POST', path: string, body?: unknown, token = admin.tokens) =>
      call(testApp.app, method, `/api/admin/v1/Users/${path}`, { token, body });
    expect((await act('PUT', `${people.alan}/Lock`, { locked: true })).statusCode).toBe(200);
    expect((await user(people.alan as string)).json()).toMatchObject({ locked: true });
    expect((await act('PUT', `${people.alan}/Lock`, { locked: false })).statusCode).toBe(200);
    expect((await user(people.alan as string)).json()).toMatchObject({ locked: false });

    expect((await act('PUT', `${people.grace}/Role`, { role: 'PremiumPlayer' })).statusCode).toBe(200);
    expect((await user(people.grace as string)).json()).toMatchObject({ role: 'PremiumPlayer' });
    const toGuest = await act('PUT', `${people.grace}/Role`, { role: 'GuestPlayer' });
    expect(toGuest.statusCode).toBe(400);
    const fromGuest = await act('PUT', `${people.guest}/Role`, { role: 'Player' });
    expect(fromGuest.statusCode).toBe(409);
    expect(fromGuest.json()).toMatchObject({ code: 'guestRoleFixed' });
    const demoteSelf = await act('PUT', `${admin.id}/Role`, { role: 'Player' });
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json()).toMatchObject({ code: 'cannotDemoteSelf' });

    expect((await act('POST', `${people.ada}/ResetTwoFactor`)).statusCode).toBe(200);
    const refused = await act('PUT', `${people.ada}/Lock`, { locked: true }, shadow);
    expect(refused.statusCode).toBe(403);

    const audit = await call(testApp.app, 'GET', '/api/admin/v1/Audit?pageSize=100', { token: shadow });
    expect(audit.statusCode).toBe(200);
    const body = audit.json<{
      rows: { action: string; targetEmail: string; actorEmail: string; detail: object }[];
      total: number;
    }>();
    expect(body.rows.map((row) => [row.action, row.targetEmail]).reverse()).toEqual([
      ['grantCredits', 'ada_lovelace@example.com'],
      ['grantCredits', 'alan.turing@example.org'],
      ['lockUser', 'alan.turing@example.org'],
      ['unlockUser', 'alan.turing@example.org'],
      ['changeRole', 'grace.hopper@example.com'],
      ['resetTwoFactor', 'ada_lovelace@example.com'],
    ]);
    expect(body.total).toBe(6);
    expect(body.rows.every((row) => row.actorEmail === 'zed.admin@example.com')).toBe(true);
    expect(body.rows.find((row) => row.action === 'changeRole')?.detail).toEqual({
      from: 'Player',
      to: 'PremiumPlayer',
    });
  });
});

describe('the dashboard', () => {
  it('counts players by role and sign-ups per day', async () => {
    const response = await call(testApp.app, 'GET', '/api/admin/v1/Dashboard', { token: shadow });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      playersByRole: { role: string; count: number }[];
      signUpsPerDay: { day: string; count: number }[];
      picksPerGameweek: unknown[];
    }>();
    expect(body.playersByRole).toEqual([
      { role: 'Administrator', count: 1 },
      { role: 'GuestPlayer', count: 1 },
      { role: 'Player', count: 2 },
      { role: 'PremiumPlayer', count: 1 },
      { role: 'ShadowAdministrator', count: 1 },
    ]);
    expect(body.signUpsPerDay).toEqual([
      { day: testApp.app.clock.now().toISOString().slice(0, 10), count: 6 },
    ]);
    expect(body.picksPerGameweek).toEqual([]);
  });

  it('tells the feed and the outbox: what the demo feed stored, and mail waiting, sent and failed', async () => {
    const at = testApp.app.clock.now();
    const mail = { toAddress: 'a@example.com', subject: 's', textBody: 't', htmlBody: 'h' };
    await testApp.app.db
      .insert(outbox)
      .values([
        mail,
        { ...mail, sentAt: at },
        { ...mail, error: 'connection refused' },
        { ...mail, error: 'refused once', sentAt: at },
      ]);
    const response = await call(testApp.app, 'GET', '/api/admin/v1/Dashboard', { token: shadow });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ feed: unknown; outbox: unknown; activePlayersPerDay: unknown }>();
    expect(body.outbox).toEqual({ waiting: 1, sent: 2, failed: 1 });
    expect(body.feed).toEqual({
      provider: 'demo',
      lastQuoteAt: null,
      lastResultAt: null,
      upcomingEvents: 0,
      credits: null,
    });
    expect(body.activePlayersPerDay).toEqual([]);
  });
});
