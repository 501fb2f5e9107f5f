// One rule per shared field wherever it comes in. A display name: sign-up and the display-name change
// refuse the same names (control and format characters, unpaired surrogates, outside 2-30 characters) and
// store the same normal form (NFC, trimmed). A player's own e-mail address: sign-up and guest conversion
// take the same addresses, trimmed and lower-cased, and refuse the same malformed ones. A password: every
// route that takes one refuses the same over-long ones, and the new ones the same weak ones.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { call, post } from '../auth/helpers.ts';
import { createGuest, createPlayer } from './account-test-app.ts';

let testApp: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});
afterAll(() => testApp?.close());

const refused: [string, string][] = [
  ['a right-to-left override', '\u202eevil\u202c'],
  ['zero-width characters only', '\u200b\u200b\u200b'],
  ['a zero-width joiner inside', 'Ann\u200dBob'],
  ['an unpaired surrogate', 'Ann\ud800'],
  ['a control character', 'Ann\u0007'],
  ['a line separator', 'Ann\u2028Bob'],
  ['one character', 'A'],
  ['31 characters', 'A'.repeat(31)],
  ['only spaces', '   '],
];

/** Each way a name comes in: sends it, answers the status and the stored name on success. */
const entryPoints: Record<string, (name: string) => Promise<{ status: number; stored?: string | null }>> = {
  'sign-up': async (displayName) => {
    const email = `name-${Math.random().toString(36).slice(2)}@example.com`;
    const response = await post(app, '/api/auth/v1/basic/signUp', {
      email,
      password: 'a long enough phrase',
      displayName,
      acceptTerms: true,
      token: 'solved',
    });
    const user = await app.users.findByEmail(email);
    return { status: response.statusCode, stored: user?.displayName };
  },
  'the display-name change': async (displayName) => {
    const player = await createPlayer(app);
    const response = await call(
      app,
      'PUT',
      '/api/account/v1/DisplayName',
      { displayName },
      {
        bearer: player.tokens.bearerToken,
      },
    );
    return { status: response.statusCode, stored: (await app.users.findById(player.user.id))?.displayName };
  },
};

describe.each(Object.entries(entryPoints))('a display name at %s', (_, send) => {
  it.each(refused)('refuses %s with 400 and stores nothing', async (__, name) => {
    const { status, stored } = await send(name);
    expect(status).toBe(400);
    expect(stored ?? null).not.toBe(name);
  });

  it('stores the normal form: composed (NFC) and trimmed', async () => {
    const { status, stored } = await send('  Zoe\u0301 Smith ');
    expect(status).toBeLessThan(300);
    expect(stored).toBe('Zo\u00e9 Smith');
  });

  it('takes 2 and 30 characters, counting letters outside the BMP as one', async () => {
    expect((await send('Al')).stored).toBe('Al');
    const thirty = '𝒜'.repeat(30);
    expect((await send(thirty)).stored).toBe(thirty);
  });
});

/** Each way a player gives their own address: sends it, answers the status and the address it recorded. */
const addressEntryPoints: Record<
  string,
  (email: string) => Promise<{ status: number; recorded?: string | null }>
> = {
  'sign-up': async (email) => {
    const response = await post(app, '/api/auth/v1/basic/signUp', {
      email,
      password: 'a long enough phrase',
      displayName: 'Ann',
      acceptTerms: true,
      token: 'solved',
    });
    const user = await app.users.findByEmail(email.trim().toLowerCase());
    return { status: response.statusCode, recorded: user?.email };
  },
  'guest conversion': async (email) => {
    const guest = await createGuest(app);
    const response = await call(
      app,
      'POST',
      '/api/account/v1/ConvertAccount',
      { loginId: guest.user.id, email },
      {
        bearer: guest.tokens.bearerToken,
      },
    );
    return { status: response.statusCode, recorded: (await app.users.findById(guest.user.id))?.pendingEmail };
  },
};

describe.each(Object.entries(addressEntryPoints))('an e-mail address at %s', (_, send) => {
  it('is trimmed and lower-cased', async () => {
    const local = `Mixed.${Math.random().toString(36).slice(2)}`;
    const { status, recorded } = await send(`  ${local}@Example.COM `);
    expect(status).toBe(202);
    expect(recorded).toBe(`${local.toLowerCase()}@example.com`);
  });

  it.each([
    ['no @', 'not-an-address'],

    ['255 characters', `${'a'.repeat(243)}@example.com`],
  ])('refuses %s with 400', async (__, email) => {
    const { status } = await send(email);
    expect(status).toBe(400);
  });
});

/**
 * A password (server/http/fields.ts passwordField). A new one, at sign-up, a reset and a change, meets the
 * one policy: the same weak passwords are refused with the same weakPassword and the same broken rules.
 */
const newPasswordEntryPoints: Record<string, (password: string) => Promise<LightMyRequestResponse>> = {
  'sign-up': (password) =>
    post(app, '/api/auth/v1/basic/signUp', {
      email: `password-${Math.random().toString(36).slice(2)}@example.com`,
      password,
      displayName: 'Ann',
      acceptTerms: true,
      token: 'solved',
    }),
  // The policy comes before the link: a refused password does not use the link up.
  'a reset': (password) =>
    post(app, '/api/auth/v1/ResetPassword', { userId: 'someone', password, token: 'a-link-token' }),
  'a change': async (password) => {
    const player = await createPlayer(app);
    return call(
      app,
      'PUT',
      '/api/account/v1/ChangePassword',
      { currentPassword: player.password, newPassword: password },
      { bearer: player.tokens.bearerToken },
    );
  },
};

/** Every way any password comes in, a new one or one to check. */
const anyPasswordEntryPoints: Record<string, (password: string) => Promise<LightMyRequestResponse>> = {
  ...newPasswordEntryPoints,
  'sign-in': (password) => post(app, '/api/auth/v1/basic/signIn', { email: 'ann@example.com', password }),
  "a guest's sign-in": (password) => post(app, '/api/auth/v1/easy/signIn', { id: 'someone', password }),
  're-authenticating (recovery codes)': async (password) => {
    const player = await createPlayer(app);
    return call(
      app,
      'POST',
      '/api/account/v1/TwoFactor/recoveryCodes',
      { password },
      {
        bearer: player.tokens.bearerToken,
      },
    );
  },
  're-authenticating (turning two-factor off)': async (password) => {
    const player = await createPlayer(app);
    return call(
      app,
      'POST',
      '/api/account/v1/TwoFactor/disable',
      { password },
      { bearer: player.tokens.bearerToken },
    );
  },
  'deleting the account': async (password) => {
    const player = await createPlayer(app);
    return call(app, 'DELETE', '/api/account/v1', { token: password }, { bearer: player.tokens.bearerToken });
  },
};

/** Status, code and parameters of an answer. */
function refusalOf(response: LightMyRequestResponse): { status: number; code?: string; params?: unknown } {
  if (response.statusCode < 400) return { status: response.statusCode };
  const { code, params } = response.json<{ code: string; params?: unknown }>();
  return { status: response.statusCode, code, params };
}

describe('a new password at sign-up, a reset and a change', () => {
  it.each([
    ['empty', ''],
    ['too short', 'Ab1!'],
    ['too few different characters', 'aaaaaaaaaaaa'],
    ['1024 characters of one letter', 'a'.repeat(1024)],
  ])('%s: refused by each with the same weakPassword', async (_, password) => {
    const answers = await Promise.all(
      Object.entries(newPasswordEntryPoints).map(async ([where, send]) => ({
        where,
        ...refusalOf(await send(password)),
      })),
    );
    const [first] = answers;
    expect(first).toMatchObject({ status: 400, code: 'weakPassword' });
    for (const answer of answers) expect(answer).toEqual({ ...first, where: answer.where });
  });
});

describe('any password, new or checked', () => {
  it('past 1024 characters is refused by every route that takes one, before it is hashed', async () => {
    for (const [where, send] of Object.entries(anyPasswordEntryPoints)) {
      const { status, code } = refusalOf(await send('Pa55-word'.repeat(114)));
      expect({ where, status, code }).toEqual({ where, status: 400, code: 'invalidRequest' });
    }
  });
});
