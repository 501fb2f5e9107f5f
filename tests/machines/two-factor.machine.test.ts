import { describe, expect, it } from 'vitest';
import { twoFactorMachine } from '#machines/two-factor.machine.ts';
import { declaredTransitions, describePath, modelPaths, replay, type MachineModel } from './model.ts';
import { tokens } from './auth-fixtures.ts';

const model: MachineModel<typeof twoFactorMachine> = {
  machine: twoFactorMachine,
  inputs: [{ name: 'challenge', input: { tfaToken: 'tfa-1', loginId: 'u-1' } }],
  events: [
    { type: 'VERIFY_TFA_CODE', code: '123456' },
    { type: 'VERIFY_RECOVERY_CODE', recoveryCode: 'ABCDE-12345' },
    { type: 'CANCEL_TWO_FACTOR' },
  ],
  outcomes: {
    verifySecondFactor: [
      { output: { status: 0, statusMessage: 'Logged in.', ...tokens } },
      { output: { status: 3, statusMessage: 'Invalid code.' } },
      { output: { status: 0, statusMessage: 'Logged in.' } },
      { error: new Error('offline') },
    ],
  },
  key: (snapshot) => ({ value: snapshot.value, session: snapshot.context.session !== null }),
};

describe('two-factor machine: every transition, on the real machine', () => {
  const taken = new Set<string>();
  const paths = modelPaths(model);

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_title, path) => {
    for (const key of await replay(model, path)) taken.add(key);
  });

  it('the paths above took every declared transition', () => {
    expect([...taken].sort()).toEqual(declaredTransitions(twoFactorMachine));
  });
});
