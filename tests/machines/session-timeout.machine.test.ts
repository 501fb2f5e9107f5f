import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { sessionTimeoutMachine, type SessionTimeoutEvent } from '#machines/session-timeout.machine.ts';
import { declaredTransitions, describePath, modelPaths, replay, type MachineModel } from './model.ts';

const minute = 60_000;
const input = { timeoutMs: 60 * minute, warningMs: minute };

const model: MachineModel<typeof sessionTimeoutMachine> = {
  machine: sessionTimeoutMachine,
  inputs: [{ name: 'signed out', input }],
  events: [
    { type: 'SESSION_STARTED' },
    { type: 'SESSION_ENDED' },
    { type: 'ACTIVITY' },
    { type: 'KEEP_WORKING' },
    { type: 'SIGN_OUT' },
  ],
  outcomes: { ping: [{ output: { pong: true } }, { error: new Error('offline') }] },
  callbacks: ['watchActivity'],
  key: (snapshot) => snapshot.value,
};

describe('session timeout machine: every transition, on the real machine', () => {
  const taken = new Set<string>();
  const paths = modelPaths(model);

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_title, path) => {
    for (const key of await replay(model, path)) taken.add(key);
  });

  it('the paths above took every declared transition', () => {
    expect([...taken].sort()).toEqual(declaredTransitions(sessionTimeoutMachine));
  });
});

describe('the idle clock (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function timedSession() {
    const signOut = vi.fn();
    const ping = vi.fn(async () => undefined);
    let reportActivity: () => void = () => undefined;
    const actor = createActor(
      sessionTimeoutMachine.provide({
        actors: {
          ping: fromPromise(ping),
          watchActivity: fromCallback<SessionTimeoutEvent>(({ sendBack }) => {
            reportActivity = () => sendBack({ type: 'ACTIVITY' });
          }),
        },
        actions: { signOut },
      }),
      { input },
    ).start();
    actor.send({ type: 'SESSION_STARTED' });
    return { actor, signOut, ping, activity: () => reportActivity() };
  }

  it('warns one minute before the end, then signs out at the end', async () => {
    const { actor, signOut } = timedSession();
    await vi.advanceTimersByTimeAsync(59 * minute - 1);
    expect(actor.getSnapshot().value).toEqual({ active: 'counting' });
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toEqual({ active: 'warning' });
    await vi.advanceTimersByTimeAsync(minute - 1);
    expect(signOut).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('off');
  });

  it('activity starts the count again', async () => {
    const { actor, activity } = timedSession();
    await vi.advanceTimersByTimeAsync(58 * minute);
    activity();
    await vi.advanceTimersByTimeAsync(58 * minute);
    expect(actor.getSnapshot().value).toEqual({ active: 'counting' });
    await vi.advanceTimersByTimeAsync(minute);
    expect(actor.getSnapshot().value).toEqual({ active: 'warning' });
  });

  it('Keep working pings the server and starts a whole new count', async () => {
    const { actor, ping, signOut } = timedSession();
    await vi.advanceTimersByTimeAsync(59 * minute);
    actor.send({ type: 'KEEP_WORKING' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ping).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toEqual({ active: 'counting' });
    await vi.advanceTimersByTimeAsync(59 * minute - 1);
    expect(actor.getSnapshot().value).toEqual({ active: 'counting' });
    expect(signOut).not.toHaveBeenCalled();
  });

  it('Sign out signs out at once; a session that ended stops counting', async () => {
    const first = timedSession();
    await vi.advanceTimersByTimeAsync(59 * minute);
    first.actor.send({ type: 'SIGN_OUT' });
    expect(first.signOut).toHaveBeenCalledTimes(1);
    expect(first.actor.getSnapshot().value).toBe('off');

    const second = timedSession();
    second.actor.send({ type: 'SESSION_ENDED' });
    await vi.advanceTimersByTimeAsync(120 * minute);
    expect(second.signOut).not.toHaveBeenCalled();
  });
});
