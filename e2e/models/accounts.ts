import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { latestEmailTo, linkIn } from '../helpers/outbox.ts';
import { totp } from '../helpers/totp.ts';
import type { PathMemory, PlayerAccount } from './driver.ts';

// Test data the gestures need, made through the API the way the SPA would make it (a guest signs up,
// links an address, follows the link, sets a password), so a path about signing in does not first walk
// the whole conversion in the browser. Every path makes its own accounts: sign-in limits and
// authenticator codes are counted per account, and paths run in parallel.

export const playerPassword = 'Longshot-Tr1ck-Shot!';
const devCaptchaToken = 'dev-captcha-ok';
const spa = { 'x-requested-with': 'XMLHttpRequest' };

async function json<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The server's game time (it can run ahead of the wall clock: POST api/dev/clock/advance). */
export async function serverNow(request: APIRequestContext): Promise<number> {
  const clock = await json<{ now: string }>(await request.get('/api/dev/clock'), 'GET api/dev/clock');
  return Date.parse(clock.now);
}

/**
 * An authenticator code the server has not seen: the server takes the step before, the current one and
 * the one after, each once and only after the last used (server/identity/two-factor.ts), so a path
 * asks for steps one after another instead of waiting 30 s for a fresh code.
 */
export async function nextTotp(
  request: APIRequestContext,
  sharedKey: string,
  memory: PathMemory,
): Promise<string> {
  const current = Math.floor((await serverNow(request)) / 30_000);
  const used = Math.max(current - 2, ...memory.usedTotpSteps);
  const step = used + 1;
  if (step > current + 1) throw new Error('This path used every authenticator code of the next minute.');
  memory.usedTotpSteps.add(step);
  return totp(sharedKey, step * 30_000);
}

/** The validation link of the last conversion e-mail to `email`. */
export async function validationLinkTo(request: APIRequestContext, email: string): Promise<string> {
  return linkIn(await latestEmailTo(request, email), '/auth/validate-email');
}

/** Opens the validation link as another device would: the server validates the address. */
export async function validateElsewhere(request: APIRequestContext, link: string): Promise<void> {
  const url = new URL(link);
  await json(
    await request.post('/api/account/v1/ValidateEmailAddress', {
      headers: spa,
      data: { LoginId: url.searchParams.get('loginId'), Value: url.searchParams.get('token') },
    }),
    'ValidateEmailAddress',
  );
}

export interface NewPlayer {
  twoFactor?: boolean;
  displayName?: string;
}

/** A permanent player, made from a guest the way the conversion does it. */
export async function createPlayer(
  request: APIRequestContext,
  memory: PathMemory,
  { twoFactor = false, displayName = `Player ${randomUUID().slice(0, 6)}` }: NewPlayer = {},
): Promise<PlayerAccount> {
  const guest = await json<{ loginId: string; bearerToken: string }>(
    await request.post('/api/auth/v1/easy/signUp', { headers: spa, data: { token: devCaptchaToken } }),
    'easy/signUp',
  );
  let bearer = { ...spa, authorization: `Bearer ${guest.bearerToken}` };
  const email = `player-${randomUUID()}@example.com`;
  await json(
    await request.post('/api/account/v1/ConvertAccount', {
      headers: bearer,
      data: { loginId: guest.loginId, email },
    }),
    'ConvertAccount',
  );
  await validateElsewhere(request, await validationLinkTo(request, email));
  const changed = await json<{ token: { bearerToken: string } }>(
    await request.put('/api/account/v1/ChangePassword', {
      headers: bearer,
      data: { newPassword: playerPassword },
    }),
    'ChangePassword',
  );
  bearer = { ...spa, authorization: `Bearer ${changed.token.bearerToken}` };
  await json(
    await request.put('/api/account/v1/DisplayName', { headers: bearer, data: { displayName } }),
    'DisplayName',
  );
  const player: PlayerAccount = { email, password: playerPassword, userId: guest.loginId, displayName };
  if (twoFactor) {
    const { sharedKey } = await json<{ sharedKey: string }>(
      await request.post('/api/account/v1/TwoFactor/setup', { headers: bearer, data: {} }),
      'TwoFactor/setup',
    );
    const key = sharedKey.replace(/\s/g, '');
    const enabled = await json<{ recoveryCodes: string[] }>(
      await request.post('/api/account/v1/TwoFactor/enable', {
        headers: bearer,
        data: { code: await nextTotp(request, key, memory) },
      }),
      'TwoFactor/enable',
    );
    expect(enabled.recoveryCodes.length).toBeGreaterThan(0);
    Object.assign(player, { sharedKey: key, recoveryCodes: enabled.recoveryCodes });
  }
  return player;
}
