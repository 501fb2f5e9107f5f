import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { guestStatusMachine, type GuestStatus } from '#machines/guest-status.machine.ts';
import { declaredTransitions, describePath, modelPaths, replay, type MachineModel } from './model.ts';

const model: MachineModel<typeof guestStatusMachine> = {
  machine: guestStatusMachine,
  inputs: [{ name: 'start', input: undefined }],
  events: [
    { type: 'STATUS_LOADED', status: 1 },
    { type: 'STATUS_LOADED', status: 2 },
    { type: 'CONVERSION_STARTED' },
    { type: 'CHECK_EMAIL_VALIDATED' },
    { type: 'RESET' },
  ],
  outcomes: {
    fetchGuestStatus: [{ output: 3 }, { output: 2 }, { error: new Error('offline') }],
  },
  key: (snapshot) => ({ value: snapshot.value, status: snapshot.context.status }),
};

describe('guest status machine: every transition, on the real machine', () => {
  const taken = new Set<string>();
  const paths = modelPaths(model);

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_title, path) => {
    for (const key of await replay(model, path)) taken.add(key);
  });

  it('the paths above took every declared transition', () => {
    expect([...taken].sort()).toEqual(declaredTransitions(guestStatusMachine));
  });
});

function guestActor(answer: () => Promise<GuestStatus>) {
  return createActor(
    guestStatusMachine.provide({ actors: { fetchGuestStatus: fromPromise(answer) } }),
  ).start();
}

describe('checking the e-mail validation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('raises the incorrect-status flag for exactly 2500 ms when still unverified', async () => {
    const actor = guestActor(async () => 2);
    actor.send({ type: 'STATUS_LOADED', status: 2 });
    actor.send({ type: 'CHECK_EMAIL_VALIDATED' });
    expect(actor.getSnapshot().matches({ known: 'checking' })).toBe(true);

    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ known: 'incorrect' })).toBe(true);
    expect(actor.getSnapshot().context.status).toBe(2);

    await vi.advanceTimersByTimeAsync(2499);
    expect(actor.getSnapshot().matches({ known: 'incorrect' })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ known: 'idle' })).toBe(true);
  });

  it('succeeds only on ConfirmedAnonymous, with no flag', async () => {
    const actor = guestActor(async () => 3);
    actor.send({ type: 'STATUS_LOADED', status: 2 });
    actor.send({ type: 'CHECK_EMAIL_VALIDATED' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ known: 'idle' });
    expect(actor.getSnapshot().context.status).toBe(3);
  });

  it('a check asked before the status loaded still happens, and a load answered meanwhile is not taken', async () => {
    const actor = guestActor(async () => 3);
    actor.send({ type: 'CHECK_EMAIL_VALIDATED' });
    expect(actor.getSnapshot().value).toEqual({ known: 'checking' });
    actor.send({ type: 'STATUS_LOADED', status: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ known: 'idle' });
    expect(actor.getSnapshot().context.status).toBe(3);
  });
});
