import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SessionTokens } from '#core/contract/auth.ts';
import { checkoutMachine, checkoutRefusalOf } from '#machines/checkout.machine.ts';
import { sampleCheckout, sampleOpen, samplePaid } from '#machines/checkout.samples.ts';
import { declaredTransitions, describePath, modelPaths, replay, type MachineModel } from './model.ts';

const refusal = (code: string) => new Error(code, { cause: { code } });

const model: MachineModel<typeof checkoutMachine> = {
  machine: checkoutMachine,
  inputs: [
    { name: '/memberships', input: {} },
    { name: 'the success page', input: { checkoutId: sampleCheckout.checkoutId } },
  ],
  events: [{ type: 'SUBSCRIBE' }, { type: 'RETRY' }],
  outcomes: {
    start: [
      { output: sampleCheckout },
      { error: refusal('alreadySubscribed') },
      { error: new Error('offline') },
    ],
    result: [
      { output: samplePaid },
      { output: { status: 'completed', session: null } },
      { output: sampleOpen },
      { output: { status: 'canceled', session: null } },
      { error: refusal('unknownCheckout') },
      { error: new Error('offline') },
    ],
  },
  key: (snapshot) => ({ value: snapshot.value, polls: snapshot.context.polls }),
};

describe('checkout machine: every transition, on the real machine', () => {
  const taken = new Set<string>();
  const paths = modelPaths(model);

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_title, path) => {
    for (const key of await replay(model, path)) taken.add(key);
  });

  it('the paths above took every declared transition', () => {
    expect([...taken].sort()).toEqual(declaredTransitions(checkoutMachine));
  });
});

describe('checking out', () => {
  it('goes to the checkout page once, however many clicks', async () => {
    const visited: string[] = [];
    let starts = 0;
    const actor = createActor(
      checkoutMachine.provide({
        actors: {
          start: fromPromise(async () => {
            starts += 1;
            return sampleCheckout;
          }),
        },
        actions: { goToCheckout: (_, url: string) => void visited.push(url) },
      }),
      { input: {} },
    ).start();
    actor.send({ type: 'SUBSCRIBE' });
    actor.send({ type: 'SUBSCRIBE' });
    await waitFor(actor, (snapshot) => snapshot.matches('redirecting'));
    actor.send({ type: 'SUBSCRIBE' });
    expect(starts).toBe(1);
    expect(visited).toEqual([sampleCheckout.url]);
  });

  it('replaces the session with the tokens a paid checkout answered', async () => {
    const replaced: SessionTokens[] = [];
    const actor = createActor(
      checkoutMachine.provide({
        actors: { result: fromPromise(async () => samplePaid) },
        actions: { replaceSession: (_, tokens: SessionTokens) => void replaced.push(tokens) },
      }),
      { input: { checkoutId: sampleCheckout.checkoutId } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('paid'));
    expect(replaced).toEqual([samplePaid.session]);
  });

  it('reads a refusal only from an Error named by a code it knows', () => {
    expect(checkoutRefusalOf(refusal('alreadySubscribed'))).toBe('alreadySubscribed');
    expect(checkoutRefusalOf(refusal('bundleUsedUp'))).toBeNull();
    expect(checkoutRefusalOf({ message: 'alreadySubscribed' })).toBeNull();
  });
});
