import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SessionTokens } from '#core/contract/auth.ts';
import { redeemBundleMachine, redeemRefusalOf } from '#machines/redeem-bundle.machine.ts';
import { sampleRedeemed, sampleRedeemedPremium } from '#machines/redeem-bundle.samples.ts';
import { declaredTransitions, describePath, modelPaths, replay, type MachineModel } from './model.ts';

const refusal = (code: string) => new Error(code, { cause: { code } });

const model: MachineModel<typeof redeemBundleMachine> = {
  machine: redeemBundleMachine,
  inputs: [
    { name: 'a link with its code', input: { code: 'welcome-2026' } },
    { name: 'the empty form', input: {} },
  ],
  events: [
    { type: 'SUBMIT', code: ' welcome-2026 ' },
    { type: 'SUBMIT', code: 'x!' },
    { type: 'RETRY' },
    { type: 'ANOTHER' },
  ],
  outcomes: {
    redeem: [
      { output: sampleRedeemed },
      { output: sampleRedeemedPremium },
      { error: refusal('unknownBundle') },
      { error: new Error('offline') },
    ],
  },
  key: (snapshot) => ({ value: snapshot.value, code: snapshot.context.code }),
};

describe('redeem bundle machine: every transition, on the real machine', () => {
  const taken = new Set<string>();
  const paths = modelPaths(model);

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_title, path) => {
    for (const key of await replay(model, path)) taken.add(key);
  });

  it('the paths above took every declared transition', () => {
    expect([...taken].sort()).toEqual(declaredTransitions(redeemBundleMachine));
  });
});

describe('redeeming', () => {
  it('replaces the session once, with the tokens a redemption that made the player premium answered', async () => {
    const replaced: SessionTokens[] = [];
    const actor = createActor(
      redeemBundleMachine.provide({
        actors: { redeem: fromPromise(async () => sampleRedeemedPremium) },
        actions: { replaceSession: (_, tokens: SessionTokens) => void replaced.push(tokens) },
      }),
      { input: {} },
    ).start();
    actor.send({ type: 'SUBMIT', code: 'premium-week' });
    await waitFor(actor, (snapshot) => snapshot.matches('redeemed'));
    expect(replaced).toEqual([sampleRedeemedPremium.session]);
  });

  it('reads a refusal only from an Error named by a code it knows', () => {
    expect(redeemRefusalOf(refusal('bundleUsedUp'))).toBe('bundleUsedUp');
    expect(redeemRefusalOf(refusal('leagueNotFound'))).toBeNull();
    expect(redeemRefusalOf({ message: 'bundleUsedUp' })).toBeNull();
  });
});
