import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { WhoAmIDto } from '#core/contract/account.ts';
import type { SessionTokens } from '#core/contract/auth.ts';
import { adminSessionMachine } from '#machines/admin-session.machine.ts';
import {
  sampleAdministrator,
  sampleChallenge,
  sampleConfigureTfa,
  samplePlayer,
  sampleRefused,
  sampleShadowAdministrator,
  sampleSignedIn,
} from '#machines/admin-session.samples.ts';
import { declaredTransitions, describePath, modelPaths, replay, type MachineModel } from './model.ts';

const model: MachineModel<typeof adminSessionMachine> = {
  machine: adminSessionMachine,
  inputs: [{ name: 'the admin app opens', input: undefined }],
  events: [
    { type: 'SIGN_IN', email: 'ada@example.com', password: 'Secret-123' },
    { type: 'SUBMIT_CODE', code: '123456' },
    { type: 'CANCEL' },
    { type: 'LOGOUT' },
    { type: 'EXPIRED' },
  ],
  outcomes: {
    restore: [
      { output: sampleAdministrator },
      { output: sampleShadowAdministrator },
      { output: samplePlayer },
      { output: null },
      { error: new Error('offline') },
    ],
    signIn: [
      { output: sampleChallenge },
      { output: sampleSignedIn },
      { output: sampleConfigureTfa },
      { output: sampleRefused },
      { error: new Error('offline') },
    ],
    verifyCode: [{ output: sampleSignedIn }, { output: sampleRefused }, { error: new Error('offline') }],
    whoAmI: [
      { output: sampleAdministrator },
      { output: sampleShadowAdministrator },
      { output: samplePlayer },
      { error: new Error('offline') },
    ],
    signOut: [{ output: null }, { error: new Error('offline') }],
  },
  key: (snapshot) => ({ value: snapshot.value, problem: snapshot.context.problem }),
};

describe('admin session machine: every transition, on the real machine', () => {
  const taken = new Set<string>();
  const paths = modelPaths(model);

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_title, path) => {
    for (const key of await replay(model, path)) taken.add(key);
  });

  it('the paths above took every declared transition', () => {
    expect([...taken].sort()).toEqual(declaredTransitions(adminSessionMachine));
  });
});

function start(actors: Parameters<typeof adminSessionMachine.provide>[0]['actors'], log: string[] = []) {
  return createActor(
    adminSessionMachine.provide({
      actors,
      actions: {
        storeSession: (_, tokens: SessionTokens) => void log.push(`store ${tokens.bearerToken}`),
        clearSession: () => void log.push('clear'),
      },
    }),
  ).start();
}

describe('the admin session', () => {
  it('lands signed in with the session the player app stored, by role', async () => {
    const admin = start({
      restore: fromPromise<WhoAmIDto | null, undefined>(async () => sampleAdministrator),
    });
    await waitFor(admin, (s) => s.matches({ signedIn: 'admin' }));
    expect(admin.getSnapshot().context.user).toEqual(sampleAdministrator);

    const shadow = start({
      restore: fromPromise<WhoAmIDto | null, undefined>(async () => sampleShadowAdministrator),
    });
    await waitFor(shadow, (s) => s.matches({ signedIn: 'shadow' }));

    const player = start({ restore: fromPromise<WhoAmIDto | null, undefined>(async () => samplePlayer) });
    await waitFor(player, (s) => s.matches('forbidden'));

    const nobody = start({ restore: fromPromise<WhoAmIDto | null, undefined>(async () => null) });
    await waitFor(nobody, (s) => s.matches('signedOut'));
    expect(nobody.getSnapshot().context.user).toBeNull();
  });

  it('signs in with the password, then the code of the challenge, and stores the tokens', async () => {
    const log: string[] = [];
    const codes: unknown[] = [];
    const actor = start(
      {
        restore: fromPromise<WhoAmIDto | null, undefined>(async () => null),
        signIn: fromPromise(async ({ input }) => {
          log.push(`signIn ${input.email} ${input.password}`);
          return sampleChallenge;
        }),
        verifyCode: fromPromise(async ({ input }) => {
          codes.push(input);
          return sampleSignedIn;
        }),
        whoAmI: fromPromise<WhoAmIDto, undefined>(async () => sampleAdministrator),
      },
      log,
    );
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'SIGN_IN', email: 'ada@example.com', password: 'Secret-123' });
    await waitFor(actor, (s) => s.matches('awaitingTwoFactor'));
    expect(actor.getSnapshot().context.challenge).toEqual({ tfaToken: 'tfa-token', loginId: 'u-admin' });
    actor.send({ type: 'SUBMIT_CODE', code: '654321' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'admin' }));
    expect(codes).toEqual([{ code: '654321', challenge: { tfaToken: 'tfa-token', loginId: 'u-admin' } }]);
    expect(log).toEqual(['signIn ada@example.com Secret-123', 'store bearer']);
  });

  it('keeps the server sentence of a refused code and stays on the code step', async () => {
    const actor = start({
      restore: fromPromise<WhoAmIDto | null, undefined>(async () => null),
      signIn: fromPromise(async () => sampleChallenge),
      verifyCode: fromPromise(async () => sampleRefused),
    });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'SIGN_IN', email: 'a', password: 'b' });
    await waitFor(actor, (s) => s.matches('awaitingTwoFactor'));
    actor.send({ type: 'SUBMIT_CODE', code: '000000' });
    await waitFor(actor, (s) => s.matches('awaitingTwoFactor') && s.context.problem !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      problem: 'refused',
      message: 'Invalid login attempt.',
    });
  });

  it('asks an administrator without two-factor to set it up first', async () => {
    const actor = start({
      restore: fromPromise<WhoAmIDto | null, undefined>(async () => null),
      signIn: fromPromise(async () => sampleConfigureTfa),
    });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'SIGN_IN', email: 'a', password: 'b' });
    await waitFor(actor, (s) => s.context.problem !== null);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.problem).toBe('configureTwoFactor');
  });

  it('signs out on logout (even when the call fails) and on expiry, clearing the stored session', async () => {
    const log: string[] = [];
    const actor = start(
      {
        restore: fromPromise<WhoAmIDto | null, undefined>(async () => sampleAdministrator),
        signOut: fromPromise(async () => Promise.reject(new Error('offline'))),
      },
      log,
    );
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(log).toEqual(['clear']);
    expect(actor.getSnapshot().context.user).toBeNull();

    const expiring = start(
      { restore: fromPromise<WhoAmIDto | null, undefined>(async () => sampleShadowAdministrator) },
      log,
    );
    await waitFor(expiring, (s) => s.matches('signedIn'));
    expiring.send({ type: 'EXPIRED' });
    expect(expiring.getSnapshot().value).toBe('signedOut');
    expect(log).toEqual(['clear', 'clear']);
  });
});
