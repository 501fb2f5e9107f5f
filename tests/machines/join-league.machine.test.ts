import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LeagueDetailsDto, LeaguePreviewDto } from '#core/contract/leagues.ts';
import {
  joinLeagueMachine,
  joinRefusalOf,
  type JoinInput,
  type JoinLeagueInput,
  type LoadPreviewInput,
} from '#machines/join-league.machine.ts';
import { sampleJoined, samplePreview } from '#machines/join-league.samples.ts';
import { declaredTransitions, describePath, modelPaths, replay, type MachineModel } from './model.ts';

const refusal = (code: string) => new Error(code, { cause: { code } });

const model: MachineModel<typeof joinLeagueMachine> = {
  machine: joinLeagueMachine,
  inputs: [
    { name: 'league link with its code', input: { leagueId: 'league-1', code: 'K7QMW4TD' } },
    { name: 'league link without a code', input: { leagueId: 'league-1' } },
    { name: 'join by code', input: { leagueId: null } },
  ],
  events: [
    { type: 'SUBMIT_CODE', code: 'k7qm-w4td' },
    { type: 'SUBMIT_CODE', code: 'abc' },
    { type: 'JOIN' },
    { type: 'RETRY' },
  ],
  outcomes: {
    loadPreview: [
      { output: samplePreview },
      { error: refusal('leagueNotFound') },
      { error: new Error('offline') },
    ],
    join: [
      { output: sampleJoined },
      { error: refusal('wrongLeagueCode') },
      { error: refusal('leagueJoinLimit') },
      { error: new Error('offline') },
    ],
  },
  key: (snapshot) => ({
    value: snapshot.value,
    leagueId: snapshot.context.leagueId,
    code: snapshot.context.code,
    failedCall: snapshot.context.failedCall,
  }),
};

describe('join league machine: every transition, on the real machine', () => {
  const taken = new Set<string>();
  const paths = modelPaths(model);

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_title, path) => {
    for (const key of await replay(model, path)) taken.add(key);
  });

  it('the paths above took every declared transition', () => {
    expect([...taken].sort()).toEqual(declaredTransitions(joinLeagueMachine));
  });
});

function joinFlow(
  input: JoinLeagueInput,
  answers: {
    preview?: (input: LoadPreviewInput) => Promise<LeaguePreviewDto>;
    join?: (input: JoinInput) => Promise<LeagueDetailsDto>;
  } = {},
) {
  const loadPreview = vi.fn(answers.preview ?? (async () => samplePreview));
  const join = vi.fn(answers.join ?? (async () => sampleJoined));
  const actor = createActor(
    joinLeagueMachine.provide({
      actors: {
        loadPreview: fromPromise(({ input: given }: { input: LoadPreviewInput }) => loadPreview(given)),
        join: fromPromise(({ input: given }: { input: JoinInput }) => join(given)),
      },
    }),
    { input },
  ).start();
  return { actor, loadPreview, join };
}

describe('joining', () => {
  it("previews a league with the link's code (normalised), then joins with it", async () => {
    const { actor, loadPreview, join } = joinFlow({ leagueId: 'league-1', code: 'k7qm-w4td' });
    await waitFor(actor, (snapshot) => snapshot.matches('preview'));
    expect(loadPreview).toHaveBeenCalledWith({ leagueId: 'league-1', code: 'K7QMW4TD' });
    actor.send({ type: 'JOIN' });
    const joined = await waitFor(actor, (snapshot) => snapshot.matches('joined'));
    expect(join).toHaveBeenCalledWith({ leagueId: 'league-1', code: 'K7QMW4TD' });
    expect(joined.context.joined?.id).toBe('league-1');
  });

  it('asks for the code of a private league opened without one, then previews it with the code', async () => {
    let calls = 0;
    const { actor, loadPreview } = joinFlow(
      { leagueId: 'league-1' },
      {
        preview: async () => {
          calls += 1;
          if (calls === 1) throw refusal('leagueNotFound');
          return samplePreview;
        },
      },
    );
    const asked = await waitFor(actor, (snapshot) => snapshot.matches('needsCode'));
    expect(asked.context.refusal).toBe('leagueNotFound');
    actor.send({ type: 'SUBMIT_CODE', code: 'nope' });
    expect(actor.getSnapshot().matches('needsCode')).toBe(true);
    actor.send({ type: 'SUBMIT_CODE', code: ' k7qmw4td ' });
    await waitFor(actor, (snapshot) => snapshot.matches('preview'));
    expect(loadPreview).toHaveBeenLastCalledWith({ leagueId: 'league-1', code: 'K7QMW4TD' });
  });

  it('joins by code alone, and asks again after a wrong one', async () => {
    const { actor, join } = joinFlow(
      { leagueId: null },
      {
        join: async ({ code }) => {
          if (code !== 'K7QMW4TD') throw refusal('wrongLeagueCode');
          return sampleJoined;
        },
      },
    );
    actor.send({ type: 'SUBMIT_CODE', code: 'AAAAAAAA' });
    const wrong = await waitFor(
      actor,
      (snapshot) => snapshot.matches('needsCode') && snapshot.context.refusal !== null,
    );
    expect(wrong.context.refusal).toBe('wrongLeagueCode');
    actor.send({ type: 'SUBMIT_CODE', code: 'K7QMW4TD' });
    await waitFor(actor, (snapshot) => snapshot.matches('joined'));
    expect(join).toHaveBeenCalledTimes(2);
  });

  it('stops at a refusal a code does not change, naming it', async () => {
    const { actor } = joinFlow(
      { leagueId: 'league-1' },
      { join: () => Promise.reject(refusal('leagueJoinLimit')) },
    );
    await waitFor(actor, (snapshot) => snapshot.matches('preview'));
    actor.send({ type: 'JOIN' });
    const refused = await waitFor(actor, (snapshot) => snapshot.matches('refused'));
    expect(refused.context.refusal).toBe('leagueJoinLimit');
  });

  it('retries the call that failed', async () => {
    let fail = true;
    const { actor, loadPreview } = joinFlow(
      { leagueId: 'league-1' },
      {
        preview: async () => {
          if (fail) throw new Error('offline');
          return samplePreview;
        },
      },
    );
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(failed.context.failedCall).toBe('preview');
    fail = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (snapshot) => snapshot.matches('preview'));
    expect(loadPreview).toHaveBeenCalledTimes(2);
  });

  it('tells only its own refusal codes apart', () => {
    expect(joinRefusalOf(new Error('alreadyInLeague'))).toBe('alreadyInLeague');
    expect(joinRefusalOf(new Error('HTTP 500'))).toBeNull();
    expect(joinRefusalOf('leagueNotFound')).toBeNull();
  });
});
