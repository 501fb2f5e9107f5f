import type { SessionTokens, SignInResponse } from '#core/contract/auth.ts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { tokenRefreshMachine } from '#machines/token-refresh.machine.ts';
import { declaredTransitions, describePath, modelPaths, replay, type MachineModel } from './model.ts';

const tokens: SessionTokens = { bearerToken: 'bearer-2', refreshToken: 'refresh-2', loginId: 'u-1' };

const model: MachineModel<typeof tokenRefreshMachine> = {
  machine: tokenRefreshMachine,
  inputs: [{ name: 'idle', input: undefined }],
  events: [
    { type: 'REFRESH' },
    { type: 'UNAUTHORIZED', session: 'guest' },
    { type: 'UNAUTHORIZED', session: 'player' },
    { type: 'UNAUTHORIZED', session: 'none' },
  ],
  outcomes: {
    refreshTokens: [{ output: tokens }, { error: new Error('Refresh token reused.') }],
    easySignIn: [
      { output: { status: 0, statusMessage: 'Logged in.', ...tokens } },
      { output: { status: 3, statusMessage: 'Invalid credentials.' } },
      { error: new Error('offline') },
    ],
  },
  key: (snapshot) => ({ value: snapshot.value, outcome: snapshot.context.outcome }),
};

describe('token refresh machine: every transition, on the real machine', () => {
  const taken = new Set<string>();
  const paths = modelPaths(model);

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_title, path) => {
    for (const key of await replay(model, path)) taken.add(key);
  });

  it('the paths above took every declared transition', () => {
    expect([...taken].sort()).toEqual(declaredTransitions(tokenRefreshMachine));
  });
});

function refresher(
  refresh: () => Promise<SessionTokens>,
  signIn: () => Promise<SignInResponse> = async () => ({ status: 0, statusMessage: '' }),
) {
  const effects = {
    storeTokens: vi.fn(),
    clearSessionCookies: vi.fn(),
    reloadPage: vi.fn(),
    virtualLogout: vi.fn(),
  };
  const actor = createActor(
    tokenRefreshMachine.provide({
      actors: { refreshTokens: fromPromise(refresh), easySignIn: fromPromise(signIn) },
      actions: {
        storeTokens: (_, stored) => effects.storeTokens(stored),
        clearSessionCookies: effects.clearSessionCookies,
        reloadPage: effects.reloadPage,
        virtualLogout: effects.virtualLogout,
      },
    }),
  ).start();
  return { actor, effects };
}

describe('one refresh for a burst of 401s', () => {
  it('joins a REFRESH that arrives while one is running, and stores the new tokens once', async () => {
    let answer: (value: SessionTokens) => void = () => undefined;
    const refresh = vi.fn(() => new Promise<SessionTokens>((resolve) => (answer = resolve)));
    const { actor, effects } = refresher(refresh);
    actor.send({ type: 'REFRESH' });
    actor.send({ type: 'REFRESH' });
    actor.send({ type: 'REFRESH' });
    answer(tokens);
    const done = await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(done.context.outcome).toBe('refreshed');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(effects.storeTokens).toHaveBeenCalledExactlyOnceWith(tokens);
    expect(effects.clearSessionCookies).not.toHaveBeenCalled();
  });

  it('a failed refresh clears the cookies and says so', async () => {
    const { actor, effects } = refresher(() => Promise.reject(new Error('expired')));
    actor.send({ type: 'REFRESH' });
    const done = await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(done.context.outcome).toBe('failed');
    expect(effects.clearSessionCookies).toHaveBeenCalledTimes(1);
    expect(effects.storeTokens).not.toHaveBeenCalled();
  });
});

describe('the 401 handler', () => {
  it('signs a guest in again from its stored credentials, then reloads the page', async () => {
    const { actor, effects } = refresher(
      () => Promise.reject(new Error('unused')),
      async () => ({ status: 0, statusMessage: 'Logged in.', ...tokens }),
    );
    actor.send({ type: 'UNAUTHORIZED', session: 'guest' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(effects.storeTokens).toHaveBeenCalledExactlyOnceWith(tokens);
    expect(effects.reloadPage).toHaveBeenCalledTimes(1);
    expect(effects.virtualLogout).not.toHaveBeenCalled();
  });

  it('logs a guest out here when its credentials no longer work', async () => {
    const { actor, effects } = refresher(
      () => Promise.reject(new Error('unused')),
      async () => ({ status: 3, statusMessage: 'Invalid credentials.' }),
    );
    actor.send({ type: 'UNAUTHORIZED', session: 'guest' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(effects.virtualLogout).toHaveBeenCalledTimes(1);
    expect(effects.reloadPage).not.toHaveBeenCalled();
  });

  it('logs a player out here only, and leaves a visitor alone', () => {
    const { actor, effects } = refresher(() => Promise.reject(new Error('unused')));
    actor.send({ type: 'UNAUTHORIZED', session: 'none' });
    expect(effects.virtualLogout).not.toHaveBeenCalled();
    actor.send({ type: 'UNAUTHORIZED', session: 'player' });
    expect(effects.virtualLogout).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
