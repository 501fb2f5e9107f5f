import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SignInResponse as SignInResult } from '#core/contract/auth.ts';
import { authMachine, type AuthUser } from '#machines/auth.machine.ts';
import { guestStatusMachine } from '#machines/guest-status.machine.ts';
import { createInspectionPoster, maskSecrets, type InspectionMessage } from '#src/lib/inspection.ts';
import { emptyLive, entryAt, reduceLive, type LiveState } from '../../inspector/live/live-store.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the app side: inspection messages', () => {
  it('masks tokens, passwords and codes, wherever they sit', () => {
    expect(
      maskSecrets({
        type: 'SIGN_IN',
        email: 'ada@example.com',
        password: 'correct horse',
        tokens: { bearerToken: 'b', refreshToken: 'r', loginId: 'u-1' },
        tfa: { tfaToken: 't', loginId: 'u-1' },
        code: '123456',
        recoveryCode: 'ABCDE-12345',
        twoFactor: null,
        nested: [{ captchaToken: 'c', error: new Error('offline') }],
      }),
    ).toEqual({
      type: 'SIGN_IN',
      email: 'ada@example.com',
      password: '••••••',
      tokens: '••••••',
      code: '••••••',
      recoveryCode: '••••••',
      tfa: { tfaToken: '••••••', loginId: 'u-1' },
      twoFactor: null,
      nested: [{ captchaToken: '••••••', error: { name: 'Error', message: 'offline' } }],
    });
  });

  it('names every actor uniquely across root actors, and replays the live ones for a late inspector', async () => {
    const messages: InspectionMessage[] = [];
    const poster = createInspectionPoster(
      (message) => messages.push(message),
      'p1',
      () => 7,
    );
    const auth = createActor(
      authMachine.provide({
        actors: {
          basicSignIn: fromPromise<SignInResult, { email: string; password: string }>(async () => ({
            status: 0,
            statusMessage: 'Logged in.',
            bearerToken: 'secret-bearer',
            refreshToken: 'secret-refresh',
            loginId: 'u-1',
          })),
          whoAmI: fromPromise(() => new Promise<AuthUser>(() => {})) as never,
        },
      }),
      {
        inspect: poster.inspect,
        input: {
          authenticated: false,
          user: null,
          hasAnonymousUser: false,
          twoFactorChallenge: null,
          anonymousSignUpToken: null,
        },
      },
    ).start();
    const guest = createActor(guestStatusMachine, { inspect: poster.inspect }).start();
    auth.send({ type: 'SIGN_IN', email: 'ada@example.com', password: 'correct horse' });
    await settle();

    const actors = messages.filter((message) => message.kind === 'actor');
    expect(actors.map((actor) => [actor.sessionId, actor.machineId, actor.parentId, actor.rootId])).toEqual([
      ['p1:1', 'auth', null, 'p1:1'],
      ['p1:2', 'guestStatus', null, 'p1:2'],
      ['p1:3', null, 'p1:1', 'p1:1'],
      ['p1:4', null, 'p1:1', 'p1:1'],
    ]);
    expect(actors.slice(2).map((actor) => actor.actorId)).toEqual(['basicSignIn', 'whoAmI']);
    const text = JSON.stringify(messages);
    expect(text).not.toContain('correct horse');
    expect(text).not.toContain('secret-bearer');
    const authStates = messages.flatMap((message) =>
      message.kind === 'snapshot' && message.sessionId === 'p1:1' ? [message.snapshot.value] : [],
    );
    expect(authStates).toEqual(['signedOut', 'signingIn', 'fetchingUser']);
    const done = messages.find(
      (message) => message.kind === 'snapshot' && message.event.type === 'xstate.done.actor.basicSignIn',
    );
    expect(done).toMatchObject({ sourceId: 'p1:3', event: { output: { bearerToken: '••••••' } } });

    messages.length = 0;
    poster.replay();
    expect(
      messages.filter((message) => message.kind === 'snapshot').map((message) => message.sessionId),
    ).toEqual(['p1:1', 'p1:2', 'p1:4']);
    auth.stop();
    guest.stop();
  });
});

describe('an actor created but never started', () => {
  it('is neither announced nor replayed (StrictMode builds the session twice in development)', () => {
    const messages: InspectionMessage[] = [];
    const poster = createInspectionPoster((message) => messages.push(message), 'p1');
    createActor(guestStatusMachine, { inspect: poster.inspect });
    poster.replay();
    expect(messages).toEqual([]);
  });
});

describe('the inspector side: the live store', () => {
  const actor = (sessionId: string, machineId: string | null, page = 'p1'): InspectionMessage => ({
    kind: 'actor',
    page,
    sessionId,
    actorId: 'x:0',
    parentId: null,
    rootId: sessionId,
    machineId,
    at: 1,
  });
  const snapshot = (
    sessionId: string,
    type: string,
    value: unknown,
    status = 'active',
  ): InspectionMessage => ({
    kind: 'snapshot',
    page: 'p1',
    sessionId,
    event: { type },
    sourceId: null,
    snapshot: { status, value },
    at: 2,
  });
  const run = (...messages: InspectionMessage[]) => messages.reduce<LiveState>(reduceLive, emptyLive);

  it('keeps actors and a timeline, and tells the state at any point of it', () => {
    const state = run(
      actor('p1:1', 'auth'),
      snapshot('p1:1', 'xstate.init', 'loading'),
      actor('p1:2', 'guestStatus'),
      snapshot('p1:2', 'xstate.init', 'unknown'),
      snapshot('p1:1', 'SIGN_IN', 'signingIn'),
    );
    expect(state.actors.map((item) => item.machineId)).toEqual(['auth', 'guestStatus']);
    expect(state.timeline.map((entry) => [entry.index, entry.event.type])).toEqual([
      [0, 'xstate.init'],
      [1, 'xstate.init'],
      [2, 'SIGN_IN'],
    ]);
    expect(entryAt(state, 'p1:1', null)?.snapshot.value).toBe('signingIn');
    expect(entryAt(state, 'p1:1', 1)?.snapshot.value).toBe('loading');
    expect(entryAt(state, 'p1:2', 0)).toBeNull();
  });

  it('skips a replay that repeats the current snapshot, and marks ended and left actors gone', () => {
    const state = run(
      actor('p1:1', 'auth'),
      snapshot('p1:1', 'xstate.init', 'loading'),
      snapshot('p1:1', 'xstate.inspector.sync', 'loading'),
      actor('p1:2', null),
      snapshot('p1:2', 'xstate.promise.resolve', undefined, 'done'),
      actor('p2:1', 'auth', 'p2'),
      { kind: 'bye', page: 'p1' },
    );
    expect(state.timeline).toHaveLength(2);
    expect(state.actors.map((item) => [item.sessionId, item.gone])).toEqual([
      ['p1:1', true],
      ['p1:2', true],
      ['p2:1', false],
    ]);
  });
});
